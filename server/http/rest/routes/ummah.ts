// Ummah prayer requests: feed, posting, hearts and prayers, comments (spec section 7;
// decisions.md 3, 5-7). Posts and comments carry userId only for the viewer's own.
import { get, post } from '../route.ts';
import { body, exactly, id, oneOf, optional } from '../payload.ts';
import { requireSelfRead, requireSelfWrite } from '../guards.ts';
import { badRequest } from '../errors.ts';
import { COMMENT, INTERACTION, POST } from '../fields.ts';
import { pageArgs, pageReply, sortArg, type Connection } from '../paging.ts';
import { INTERACTION_TYPES } from '../../../schema/values.ts';
import { idempotencyKey } from '../idempotency.ts';
import { commentFields, postFields } from '../../../domain/ummah/inputs.ts';

/** The spec's client sends count: 1; anything else would be a way to inflate counters. */
const countOfOne = exactly(1, 'must be 1: each heart or prayer counts once');

export const ummahRoutes = [
  get('/api/ummah/posts', async ({ query, gql }) => {
    const variables = { sort: sortArg(query, ['newest', 'popular'] as const), ...pageArgs(query) };
    const data = await gql<{ ummahPosts: Connection<unknown> }>(
      `query($sort: PostSort, $first: Int, $after: String) {
        ummahPosts(sort: $sort, first: $first, after: $after) { edges { node { ${POST} } } pageInfo { hasNextPage endCursor } } }`,
      variables,
    );
    return pageReply(data.ummahPosts);
  }),

  post(
    '/api/ummah/posts',
    // A post's fields (server/domain/ummah/inputs.ts); its rules run in the resolver.
    body({ ...postFields, userId: optional(id()) }),
    async (ctx) => {
      const { userId, ...input } = ctx.body;
      await requireSelfWrite(ctx, userId, 'Please log in to share prayers');
      const data = await ctx.gql<{ createPost: unknown }>(
        `mutation($text: String!, $allowComments: Boolean, $key: String) {
          createPost(text: $text, allowComments: $allowComments, idempotencyKey: $key) { ${POST} } }`,
        { ...input, key: idempotencyKey(ctx.req) },
      );
      return { status: 201, body: data.createPost };
    },
  ),

  get('/api/ummah/interactions/:userId', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('userId'));
    const data = await ctx.gql<{ myInteractions: unknown[] }>(`query { myInteractions { ${INTERACTION} } }`);
    return { body: data.myInteractions };
  }),

  post(
    '/api/ummah/interactions',
    body({
      postId: id(),
      type: oneOf(INTERACTION_TYPES),
      userId: optional(id()),
      commentId: optional(id()),
      count: optional(countOfOne),
    }),
    async (ctx) => {
      const { postId, type, commentId, userId } = ctx.body;
      await requireSelfWrite(ctx, userId, commentId ? 'Please log in to like comments' : 'Please log in to interact with posts');
      const data = await ctx.gql<{ interact: { added: boolean } }>(
        `mutation($postId: ID!, $type: InteractionType!, $commentId: ID) {
          interact(postId: $postId, type: $type, commentId: $commentId) { added post { ${POST} } comment { ${COMMENT} } } }`,
        { postId, type, commentId },
      );
      // A repeat is accepted and changes nothing (decisions.md 5): 200 rather than 201.
      return { status: data.interact.added ? 201 : 200, body: data.interact };
    },
  ),

  get('/api/ummah/posts/:postId/comments', async ({ param, gql }) => {
    const data = await gql<{ comments: unknown[] }>(`query($postId: ID!) { comments(postId: $postId) { ${COMMENT} } }`, {
      postId: param('postId'),
    });
    return { body: data.comments };
  }),

  post(
    '/api/ummah/posts/:postId/comments',
    // A comment's fields (server/domain/ummah/inputs.ts); its rules run in the resolver.
    body({
      postId: optional(id()),
      text: commentFields.text,
      userId: optional(id()),
      parentCommentId: commentFields.parentCommentId,
    }),
    async (ctx) => {
      const { postId, text, userId, parentCommentId } = ctx.body;
      if (postId !== undefined && postId.toLowerCase() !== ctx.param('postId').toLowerCase())
        throw badRequest('`postId` in the body must match the post in the path');
      await requireSelfWrite(ctx, userId, 'Please log in to interact with posts');
      const data = await ctx.gql<{ addComment: unknown }>(
        `mutation($postId: ID!, $text: String!, $parentCommentId: ID, $key: String) {
          addComment(postId: $postId, text: $text, parentCommentId: $parentCommentId, idempotencyKey: $key) { ${COMMENT} } }`,
        { postId: ctx.param('postId'), text, parentCommentId, key: idempotencyKey(ctx.req) },
      );
      return { status: 201, body: data.addComment };
    },
  ),
];
