// The account's own flows (issue 31, decisions.md 22-23): e-mail links, sign-in by
// e-mail, a new private link, signing out other devices, export and deletion. Each
// executes the GraphQL operation of the same name (server/schema/accounts.ts).
import { del, get, post } from '../route.ts';
import { body, str } from '../payload.ts';
import { deleteFields, emailFields } from '../../../domain/accounts/inputs.ts';
import { requireSelfRead, requireSelfWrite } from '../guards.ts';
import { USER } from '../fields.ts';
import { restUser } from '../user-shape.ts';
import { MAIL_LINK_PAGES } from '../../../domain/accounts/email-flows.ts';
import type { Reply } from '../route.ts';

type UserData = Record<string, unknown>;

/** What 'sign in with e-mail' always answers, whether the address is known or not. */
export const SIGN_IN_SENT = 'If this address belongs to a prayer space, we have sent it a link';

/**
 * A mailed link opened as a plain GET (mails sent before issue 40, or a page on another
 * site that sends the visitor there): it sets no session. It goes on to the app's page
 * for that link, the token in the fragment (which no server or log sees); the page uses
 * the token by a same-origin POST, after asking a browser that holds another space.
 */
const toLinkPage = (page: string, token: string): Reply => ({
  status: 303,
  body: null,
  text: '',
  headers: { location: `${page}#token=${encodeURIComponent(token)}` },
});

const tokenFields = { token: str() };

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

  // Old-style GET links (issue 40 item 3): never a session, only the way to the page.
  get('/api/auth/email/confirm', async ({ query }) => toLinkPage(MAIL_LINK_PAGES.verify, query.get('token') ?? '')),
  get('/api/auth/email/sign-in', async ({ query }) => toLinkPage(MAIL_LINK_PAGES['sign-in'], query.get('token') ?? '')),

  // The token used: a POST with a JSON body, which a page on another site cannot send with the
  // visitor's cookie (a form's types are 415, and a cross-origin JSON POST needs a preflight).
  post('/api/auth/email/confirm', body(tokenFields), async ({ body: input, gql }) => {
    const data = await gql<{ confirmEmail: UserData }>(`mutation($token: String!) { confirmEmail(token: $token) { ${USER} } }`, input);
    return { body: restUser(data.confirmEmail) };
  }),

  post('/api/auth/email/sign-in', body(tokenFields), async ({ body: input, gql }) => {
    const data = await gql<{ signInWithEmailLink: UserData }>(
      `mutation($token: String!) { signInWithEmailLink(token: $token) { ${USER} } }`,
      input,
    );
    return { body: restUser(data.signInWithEmailLink) };
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
