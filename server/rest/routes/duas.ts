// Duas: feed (recent / trending), sharing and likes (spec section 7; decisions.md 3, 5, 7, 8).
import { route } from '../route.ts';
import { body, list, optional, str } from '../payload.ts';
import { requireSelfWrite } from '../guards.ts';
import { DUA } from '../fields.ts';
import { pageArgs, pageReply, sortArg } from '../paging.ts';

export const duaRoutes = [
  route({
    method: 'GET',
    path: '/api/duas',
    async handle({ query, gql }) {
      const variables = { sort: sortArg(query, ['recent', 'trending'] as const), ...pageArgs(query) };
      const data = await gql<{ duas: Parameters<typeof pageReply>[0] }>(
        `query($sort: DuaSort, $first: Int, $after: String) {
          duas(sort: $sort, first: $first, after: $after) { edges { node { ${DUA} } } pageInfo { hasNextPage endCursor } } }`,
        variables,
      );
      return pageReply(data.duas);
    },
  }),
  route({
    method: 'POST',
    path: '/api/duas',
    body: body({
      userId: optional(str()),
      text: str(),
      transliteration: optional(str()),
      translation: optional(str()),
      source: optional(str()),
      // The resolver caps tags at 10 after dropping empties; 100 bounds the work before that.
      tags: optional(list(str(), 100)),
    }),
    async handle(ctx) {
      const { userId, ...input } = ctx.body;
      await requireSelfWrite(ctx, userId);
      const data = await ctx.gql<{ createDua: unknown }>(`mutation($input: DuaInput!) { createDua(input: $input) { ${DUA} } }`, {
        input,
      });
      return { status: 201, body: data.createDua };
    },
  }),
  route({
    method: 'POST',
    path: '/api/duas/:id/like',
    body: body({}),
    async handle({ param, gql }) {
      const data = await gql<{ likeDua: unknown }>(`mutation($id: ID!) { likeDua(id: $id) { ${DUA} } }`, { id: param('id') });
      return { body: data.likeDua };
    },
  }),
];
