// Ummah prayer requests: feed, posting, hearts and prayers, comments (spec section 7;
// decisions.md 3, 5-7). Posts and comments carry userId only for the viewer's own.
import { route } from '../route.ts';
import { body, bool, oneOf, optional, str, type Check } from '../payload.ts';
import { requireSelfRead, requireSelfWrite } from '../guards.ts';
import { badRequest } from '../errors.ts';
import { COMMENT, INTERACTION, POST } from '../fields.ts';
import { pageArgs, pageReply, sortArg } from '../paging.ts';

/** The spec's client sends count: 1; anything else would be a way to inflate counters. */
const countOfOne: Check<1> = (value, path) => {
  if (value !== 1) throw badRequest(`\`${path}\` must be 1: each heart or prayer counts once`);
  return 1;
};

export const ummahRoutes = [
  route({
    method: 'GET',
    path: '/api/ummah/posts',
    async handle({ query, gql }) {
      const variables = { sort: sortArg(query, ['newest', 'popular'] as const), ...pageArgs(query) };
      const data = await gql<{ ummahPosts: Parameters<typeof pageReply>[0] }>(
        `query($sort: PostSort, $first: Int, $after: String) {
          ummahPosts(sort: $sort, first: $first, after: $after) { edges { node { ${POST} } } pageInfo { hasNextPage endCursor } } }`,
        variables,
      );
      return pageReply(data.ummahPosts);
    },
  }),
  route({
    method: 'POST',
    path: '/api/ummah/posts',
    body: body({ text: str(), allowComments: optional(bool()), userId: optional(str()) }),
    async handle(ctx) {
      const { userId, ...input } = ctx.body;
      await requireSelfWrite(ctx, userId);
      const data = await ctx.gql<{ createPost: unknown }>(
        `mutation($text: String!, $allowComments: Boolean) { createPost(text: $text, allowComments: $allowComments) { ${POST} } }`,
        input,
      );
      return { status: 201, body: data.createPost };
    },
  }),
  route({
    method: 'GET',
    path: '/api/ummah/interactions/:userId',
    async handle(ctx) {
      await requireSelfRead(ctx, ctx.param('userId'));
      const data = await ctx.gql<{ myInteractions: unknown[] }>(`query { myInteractions { ${INTERACTION} } }`);
      return { body: data.myInteractions };
    },
  }),
  route({
    method: 'POST',
    path: '/api/ummah/interactions',
    body: body({
      postId: str(),
      type: oneOf(['heart', 'prayer'] as const),
      userId: optional(str()),
      commentId: optional(str()),
      count: optional(countOfOne),
    }),
    async handle(ctx) {
      const { postId, type, commentId, userId } = ctx.body;
      await requireSelfWrite(ctx, userId);
      const data = await ctx.gql<{ interact: { added: boolean } }>(
        `mutation($postId: ID!, $type: InteractionType!, $commentId: ID) {
          interact(postId: $postId, type: $type, commentId: $commentId) { added post { ${POST} } comment { ${COMMENT} } } }`,
        { postId, type, commentId },
      );
      // A repeat is accepted and changes nothing (decisions.md 5): 200 instead of 201.
      return { status: data.interact.added ? 201 : 200, body: data.interact };
    },
  }),
  route({
    method: 'GET',
    path: '/api/ummah/posts/:postId/comments',
    async handle({ param, gql }) {
      const data = await gql<{ comments: unknown[] }>(`query($postId: ID!) { comments(postId: $postId) { ${COMMENT} } }`, {
        postId: param('postId'),
      });
      return { body: data.comments };
    },
  }),
  route({
    method: 'POST',
    path: '/api/ummah/posts/:postId/comments',
    body: body({ postId: optional(str()), text: str(), userId: optional(str()), parentCommentId: optional(str()) }),
    async handle(ctx) {
      const { postId, text, userId, parentCommentId } = ctx.body;
      if (postId !== undefined && postId.toLowerCase() !== ctx.param('postId').toLowerCase())
        throw badRequest('`postId` in the body must match the post in the path');
      await requireSelfWrite(ctx, userId);
      const data = await ctx.gql<{ addComment: unknown }>(
        `mutation($postId: ID!, $text: String!, $parentCommentId: ID) {
          addComment(postId: $postId, text: $text, parentCommentId: $parentCommentId) { ${COMMENT} } }`,
        { postId: ctx.param('postId'), text, parentCommentId },
      );
      return { status: 201, body: data.addComment };
    },
  }),
];
