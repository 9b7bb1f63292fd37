// The account's own flows (issue 31, decisions.md 22-23): e-mail links, sign-in by
// e-mail, a new private link, signing out other devices, export and deletion. Each
// executes the GraphQL operation of the same name (server/schema/accounts.ts).
import { del, get, post } from '../route.ts';
import { body } from '../payload.ts';
import { deleteFields, emailFields } from '../../../domain/accounts/inputs.ts';
import { requireSelfRead, requireSelfWrite } from '../guards.ts';
import { USER } from '../fields.ts';
import { restUser } from '../user-shape.ts';
import type { Reply } from '../route.ts';

type UserData = Record<string, unknown>;

/** What 'sign in with e-mail' always answers, whether the address is known or not. */
export const SIGN_IN_SENT = 'If this address belongs to a prayer space, we have sent it a link';

/** A mailed link was good: this browser now holds that space's session; on to it. */
const redirectTo = (linkId: string): Reply => ({
  status: 302,
  body: null,
  text: '',
  headers: { location: `/u/${encodeURIComponent(linkId)}` },
});

const attachment = (text: string, type: string, filename: string): Reply => ({
  body: null,
  text,
  headers: { 'content-type': `${type}; charset=utf-8`, 'content-disposition': `attachment; filename="${filename}"` },
});

export const accountRoutes = [
  post('/api/auth/email', body(emailFields), async ({ body: input, gql }) => {
    await gql('mutation($email: String!) { requestEmailSignIn(email: $email) }', { email: input.email });
    return { status: 202, body: { message: SIGN_IN_SENT } };
  }),

  // Plain GET links from the mails: the token is in the query string, which the request log leaves out.
  get('/api/auth/email/confirm', async ({ query, gql }) => {
    const data = await gql<{ confirmEmail: { linkId: string } }>(
      'mutation($token: String!) { confirmEmail(token: $token) { linkId } }',
      { token: query.get('token') ?? '' },
    );
    return redirectTo(data.confirmEmail.linkId);
  }),

  get('/api/auth/email/sign-in', async ({ query, gql }) => {
    const data = await gql<{ signInWithEmailLink: { linkId: string } }>(
      'mutation($token: String!) { signInWithEmailLink(token: $token) { linkId } }',
      { token: query.get('token') ?? '' },
    );
    return redirectTo(data.signInWithEmailLink.linkId);
  }),

  post('/api/users/:id/rotate-link', body({}), async (ctx) => {
    await requireSelfWrite(ctx, ctx.param('id'));
    const data = await ctx.gql<{ rotatePrivateLink: UserData }>(`mutation { rotatePrivateLink { ${USER} } }`);
    return { body: restUser(data.rotatePrivateLink) };
  }),

  post('/api/users/:id/sign-out-others', body({}), async (ctx) => {
    await requireSelfWrite(ctx, ctx.param('id'));
    const data = await ctx.gql<{ signOutOtherDevices: number }>('mutation { signOutOtherDevices }');
    return { body: { ended: data.signOutOtherDevices } };
  }),

  // JSON by default; ?format=csv gives the completions as CSV.
  get('/api/users/:id/export', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    if (ctx.query.get('format') === 'csv') {
      const data = await ctx.gql<{ myCompletionsCsv: string }>('{ myCompletionsCsv }');
      return attachment(data.myCompletionsCsv, 'text/csv', 'prayer-completions.csv');
    }
    const data = await ctx.gql<{ myDataExport: string }>('{ myDataExport }');
    return attachment(data.myDataExport, 'application/json', 'prayer-companion-data.json');
  }),

  del('/api/users/:id', body(deleteFields), async (ctx) => {
    await requireSelfWrite(ctx, ctx.param('id'));
    await ctx.gql('mutation($confirm: String!) { deleteAccount(confirm: $confirm) }', { confirm: ctx.body.confirm });
    return { status: 204, body: null, text: '' };
  }),
];
