// Identity and profile (spec section 7; decisions.md 1-4): anonymous sign-up,
// private links, the user's own record, profile, e-mail and logout.
import { get, patch, post } from '../route.ts';
import { body, id, optional, str } from '../payload.ts';
import { requireSelfWrite } from '../guards.ts';
import { USER } from '../fields.ts';
import { restUser } from '../user-shape.ts';
import { locationShape, prayerSettingsShape } from '../../../domain/users/inputs.ts';
import { campaignShape, emailFields } from '../../../domain/accounts/inputs.ts';
import { fromAnotherSite } from '../../../security/fetch-site.ts';

type UserData = Record<string, unknown>;

// A place and prayer settings have the shapes of their input schemas (server/domain/users/inputs.ts);
// their rules run in the resolvers, for GraphQL and REST alike. Campaign parameters: the seven keys, text.
export const userRoutes = [
  post(
    '/api/auth/anonymous',
    body({ linkId: optional(id()), location: optional(locationShape), utm_params: optional(campaignShape) }),
    async ({ body: input, gql }) => {
      const data = await gql<{ createAnonymousUser: UserData }>(
        `mutation($input: AnonymousUserInput) { createAnonymousUser(input: $input) { ${USER} } }`,
        { input },
      );
      return { status: 201, body: restUser(data.createAnonymousUser) };
    },
  ),

  post('/api/auth/logout', body({}), async ({ gql }) => {
    await gql('mutation { logout }');
    return { body: { ok: true } };
  }),

  // Listed before /api/users/:id/... so the literal 'link' segment wins.
  get('/api/users/link/:linkId', async ({ param, gql, req }) => {
    // A page on another site sent the browser here (issue 40 item 3): no session from that.
    // It goes on to the app's page for the link, which asks a browser holding another space.
    if (fromAnotherSite(req)) return { status: 303, body: null, text: '', headers: { location: `/u/${encodeURIComponent(param('linkId'))}` } };
    const data = await gql<{ openPrivateLink: UserData }>(
      `mutation($linkId: String!) { openPrivateLink(linkId: $linkId) { ${USER} } }`,
      { linkId: param('linkId') },
    );
    return { body: restUser(data.openPrivateLink) };
  }),

  // The resolver answers 404 for anyone but the session's user, signed in or not.
  get('/api/users/:id', async ({ param, gql }) => {
    const data = await gql<{ user: UserData }>(`query($id: ID!) { user(id: $id) { ${USER} } }`, { id: param('id') });
    return { body: restUser(data.user) };
  }),

  patch(
    '/api/users/:id',
    body({ prayerSettings: optional(prayerSettingsShape), location: optional(locationShape), language: optional(str()) }),
    async (ctx) => {
      await requireSelfWrite(ctx, ctx.param('id'));
      const data = await ctx.gql<{ updateProfile: UserData }>(
        `mutation($input: ProfileInput!) { updateProfile(input: $input) { ${USER} } }`,
        { input: ctx.body },
      );
      return { body: restUser(data.updateProfile) };
    },
  ),

  post('/api/users/:id/connect-email', body(emailFields), async (ctx) => {
    await requireSelfWrite(ctx, ctx.param('id'));
    const data = await ctx.gql<{ connectEmail: UserData }>(
      `mutation($email: String!) { connectEmail(email: $email) { ${USER} } }`,
      { email: ctx.body.email },
    );
    return { body: restUser(data.connectEmail) };
  }),
];
