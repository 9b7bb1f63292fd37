// API errors keep their codes (docs/api.md); what the user reads is the text for the code
// in their language. In English the server's own message (the spec's exact text) stays.
import type { ErrorCode } from '@prayer-companion/common';
import { activeLanguage, t, type MessageId } from './i18n.ts';

// The codes with a text of their own in every catalog (serverError.<code>).
const CODES: ReadonlySet<string> = new Set<ErrorCode>(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'UNAVAILABLE']);

export function messageForCode(code: string, serverText: string | undefined): string | undefined {
  if (activeLanguage() === 'en' || !CODES.has(code)) return serverText;
  return t(`serverError.${code}` as MessageId);
}
