// Duas: feed (recent / trending), sharing and likes (spec section 7; decisions.md 3, 5, 7, 8).
import { get, post } from '../route.ts';
import { body, id, list, optional, str } from '../payload.ts';
import { requireSelfWrite } from '../guards.ts';
import { DUA } from '../fields.ts';
import { pageArgs, pageReply, sortArg, type Connection } from '../paging.ts';
import { idempotencyKey } from '../idempotency.ts';
import { duaFields } from '../../../domain/duas/inputs.ts';

export const duaRoutes = [
  get('/api/duas', async ({ query, gql }) => {
    const variables = { sort: sortArg(query, ['recent', 'trending'] as const), ...pageArgs(query) };
    const data = await gql<{ duas: Connection<unknown> }>(
      `query($sort: DuaSort, $first: Int, $after: String) {
        duas(sort: $sort, first: $first, after: $after) { edges { node { ${DUA} } } pageInfo { hasNextPage endCursor } } }`,
      variables,
    );
    return pageReply(data.duas);
  }),

  post(
    '/api/duas',
    body({
      userId: optional(id()),
      // A shared dua's fields (server/domain/duas/inputs.ts); its rules run in the resolver.
      ...duaFields,
      // The rules allow 10 tags after dropping empties; 100 bounds the work before that.
      tags: optional(list(str(), 100)),
    }),
    async (ctx) => {
      const { userId, ...input } = ctx.body;
      await requireSelfWrite(ctx, userId, 'Please log in to share duas');
      const data = await ctx.gql<{ createDua: unknown }>(
        `mutation($input: DuaInput!, $key: String) { createDua(input: $input, idempotencyKey: $key) { ${DUA} } }`,
        { input, key: idempotencyKey(ctx.req) },
      );
      return { status: 201, body: data.createDua };
    },
  ),

  post('/api/duas/:id/like', body({}), async ({ param, gql }) => {
    const data = await gql<{ likeDua: unknown }>(`mutation($id: ID!) { likeDua(id: $id) { ${DUA} } }`, { id: param('id') });
    return { body: data.likeDua };
  }),
];
