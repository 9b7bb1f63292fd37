// After a screen failed while rendering (app/ScreenErrorBoundary.tsx): what the server
// answered may be what broke it (a field missing from a list), and trying again would render
// the same cached answer and fail the same way. So its cached answers go, but the user's own
// record (`me`, which the identity gate follows), and the screen asks the server afresh.
import { builtAppClient } from './appClient.ts';

export function forgetServerAnswers(): void {
  const client = builtAppClient();
  if (!client) return; // nothing was asked of the server yet
  client.cache.modify({ id: 'ROOT_QUERY', fields: (value, { fieldName, DELETE }) => (fieldName === 'me' ? value : DELETE) });
  client.cache.gc();
}
