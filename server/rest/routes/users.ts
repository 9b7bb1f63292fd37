// Identity and profile (spec section 7; decisions.md 1-4): anonymous sign-up,
// private links, the user's own record, profile, e-mail and logout.
import { route } from '../route.ts';
import { body, optional, str } from '../payload.ts';
import { requireSelfWrite } from '../guards.ts';
import { USER } from '../fields.ts';
import { locationPayload, prayerSettingsPayload, utmPayload } from './profile-payloads.ts';

type UserData = Record<string, unknown>;

export const userRoutes = [
  route({
    method: 'POST',
    path: '/api/auth/anonymous',
    body: body({ linkId: optional(str()), location: optional(locationPayload), utm_params: optional(utmPayload) }),
    async handle({ body: input, gql }) {
      const data = await gql<{ createAnonymousUser: UserData }>(
        `mutation($input: AnonymousUserInput) { createAnonymousUser(input: $input) { ${USER} } }`,
        { input },
      );
      return { status: 201, body: data.createAnonymousUser };
    },
  }),
  route({
    method: 'POST',
    path: '/api/auth/logout',
    body: body({}),
    async handle({ gql }) {
      await gql('mutation { logout }');
      return { body: { ok: true } };
    },
  }),
  // Listed before /api/users/:id/... so the literal 'link' segment wins.
  route({
    method: 'GET',
    path: '/api/users/link/:linkId',
    async handle({ param, gql }) {
      const data = await gql<{ openPrivateLink: UserData }>(
        `mutation($linkId: String!) { openPrivateLink(linkId: $linkId) { ${USER} } }`,
        { linkId: param('linkId') },
      );
      return { body: data.openPrivateLink };
    },
  }),
  route({
    method: 'GET',
    path: '/api/users/:id',
    async handle({ param, gql }) {
      // The resolver answers 404 for anyone but the session's user, signed in or not.
      const data = await gql<{ user: UserData }>(`query($id: ID!) { user(id: $id) { ${USER} } }`, { id: param('id') });
      return { body: data.user };
    },
  }),
  route({
    method: 'PATCH',
    path: '/api/users/:id',
    body: body({ prayerSettings: optional(prayerSettingsPayload), location: optional(locationPayload) }),
    async handle(ctx) {
      await requireSelfWrite(ctx, ctx.param('id'));
      const data = await ctx.gql<{ updateProfile: UserData }>(
        `mutation($input: ProfileInput!) { updateProfile(input: $input) { ${USER} } }`,
        { input: ctx.body },
      );
      return { body: data.updateProfile };
    },
  }),
  route({
    method: 'POST',
    path: '/api/users/:id/connect-email',
    body: body({ email: str() }),
    async handle(ctx) {
      await requireSelfWrite(ctx, ctx.param('id'));
      const data = await ctx.gql<{ connectEmail: UserData }>(
        `mutation($email: String!) { connectEmail(email: $email) { ${USER} } }`,
        { email: ctx.body.email },
      );
      return { body: data.connectEmail };
    },
  }),
];
