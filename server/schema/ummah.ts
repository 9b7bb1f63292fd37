// Ummah prayer requests: feed, posting, hearts and prayers, comments and replies
// (spec sections 2, 5, 7; decisions.md 5-8). Counters change in the same
// transaction as the row that causes them; events go out after the commit.
import { builder } from './builder.ts';
import { Interaction, InteractionType, UmmahPostConnection } from './ummah-types.ts';
import { cursorPart, cursorShape, decodeCursor, encodeCursor, newestCursor, newestShape, pageSize, toConnection } from './pagination.ts';
import { viewerScopes, writeCheck, writeScopes } from '../auth/scopes.ts';
import { badInput, forbidden, notFound } from '../errors.ts';
import { checkId } from '../domain/validation/input-checks.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { commentInput, postInput } from '../domain/ummah/inputs.ts';
import { addComment, interact } from '../domain/ummah/writes.ts';
import { newestPage, popularPage } from '../domain/ummah/feed.ts';
import { once } from '../domain/idempotency/once.ts';
import { idempotencyKeyArgOptions } from './idempotency.ts';

const INTERACT = 'Please log in to interact with posts';
const LIKE_COMMENTS = 'Please log in to like comments';

const PostSort = builder.enumType('PostSort', { values: ['newest', 'popular'] as const });

const InteractionResult = builder
  .objectRef<{ added: boolean; postId: string; commentId: string | null }>('InteractionResult')
  .implement({
    fields: (t) => ({
      added: t.exposeBoolean('added'),
      post: t.prismaField({
        type: 'UmmahPost',
        resolve: (query, r, _a, ctx) => ctx.prisma.ummahPost.findUniqueOrThrow({ ...query, where: { id: r.postId } }),
      }),
      comment: t.prismaField({
        type: 'Comment',
        nullable: true,
        resolve: (query, r, _a, ctx) =>
          r.commentId ? ctx.prisma.comment.findUnique({ ...query, where: { id: r.commentId } }) : null,
      }),
    }),
  });

/** Popular: (popularity, createdAt, id), all descending. */
const popularShape = cursorShape([cursorPart.count, cursorPart.time, cursorPart.id]);

builder.queryFields((t) => ({
  ummahPosts: t.field({
    type: UmmahPostConnection,
    args: {
      sort: t.arg({ type: PostSort, required: false, defaultValue: 'newest' }),
      first: t.arg.int({ required: false, defaultValue: 20 }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const size = pageSize(args.first);
      if (args.sort === 'popular') {
        const rows = await popularPage(ctx.sql, decodeCursor(args.after, popularShape), size + 1);
        return toConnection(rows, size, args.after, (p) => encodeCursor([p.popularity, p.createdAt.toISOString(), p.id]));
      }
      const rows = await newestPage(ctx.sql, decodeCursor(args.after, newestShape), size + 1);
      return toConnection(rows, size, args.after, newestCursor);
    },
  }),
  ummahPost: t.prismaField({
    type: 'UmmahPost',
    nullable: true,
    args: { id: t.arg.id() },
    resolve: (query, _r, args, ctx) => ctx.prisma.ummahPost.findUnique({ ...query, where: { id: checkId(args.id, 'Post') } }),
  }),
  myInteractions: t.withAuth(viewerScopes()).field({
    type: [Interaction],
    resolve: async (_r, _a, ctx) => {
      const { userId } = ctx.viewer;
      const [onPosts, onComments] = await Promise.all([
        ctx.prisma.postInteraction.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, take: 1000 }),
        ctx.prisma.commentHeart.findMany({
          where: { userId },
          orderBy: { createdAt: 'desc' },
          take: 1000,
          select: { commentId: true, comment: { select: { postId: true } } },
        }),
      ]);
      return [
        ...onPosts.map((i) => ({ postId: i.postId, commentId: null, type: i.type as 'heart' | 'prayer', userId })),
        ...onComments.map((h) => ({ postId: h.comment.postId, commentId: h.commentId, type: 'heart' as const, userId })),
      ];
    },
  }),
  comments: t.prismaField({
    type: ['Comment'],
    args: { postId: t.arg.id() },
    resolve: async (query, _r, args, ctx) => {
      const postId = checkId(args.postId, 'Post');
      const post = await ctx.prisma.ummahPost.findUnique({ where: { id: postId }, select: { id: true } });
      if (!post) throw notFound('Post');
      return ctx.prisma.comment.findMany({ ...query, where: { postId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: 500 });
    },
  }),
}));

builder.mutationFields((t) => ({
  createPost: t.withAuth(writeScopes('Please log in to share prayers')).prismaField({
    type: 'UmmahPost',
    args: {
      text: t.arg.string(),
      allowComments: t.arg.boolean({ required: false, defaultValue: true }),
      idempotencyKey: t.arg.string(idempotencyKeyArgOptions),
    },
    resolve: async (query, _r, args, ctx) => {
      const { userId } = ctx.viewer;
      const { text, allowComments } = checkInput(postInput, { text: args.text, allowComments: args.allowComments });
      return once(
        ctx.prisma,
        { userId, key: args.idempotencyKey, operation: 'createPost', input: { text, allowComments } },
        async () => {
          const post = await ctx.prisma.ummahPost.create({ ...query, data: { userId, text, allowComments } });
          ctx.pubsub.publish('postCreated', { id: post.id });
          return post;
        },
        (id) => ctx.prisma.ummahPost.findUniqueOrThrow({ ...query, where: { id } }),
      );
    },
  }),
  // The prompt names what the stranger tried: hearting a comment or acting on a post.
  interact: t.withAuth((_r, args) => writeCheck(args.commentId != null ? LIKE_COMMENTS : INTERACT)).field({
    type: InteractionResult,
    args: { postId: t.arg.id(), type: t.arg({ type: InteractionType }), commentId: t.arg.id({ required: false }) },
    resolve: async (_r, args, ctx) => {
      const { userId } = ctx.viewer;
      const postId = checkId(args.postId, 'Post');
      const commentId = args.commentId != null ? checkId(args.commentId, 'Comment') : null;
      if (commentId && args.type !== 'heart') throw badInput('Comments can only be hearted', 'type');
      return interact(ctx, { userId, postId, commentId, type: args.type });
    },
  }),
  addComment: t.withAuth(writeScopes(INTERACT)).prismaField({
    type: 'Comment',
    args: {
      postId: t.arg.id(),
      text: t.arg.string(),
      parentCommentId: t.arg.id({ required: false }),
      idempotencyKey: t.arg.string(idempotencyKeyArgOptions),
    },
    resolve: async (query, _r, args, ctx) => {
      const { userId } = ctx.viewer;
      const input = checkInput(commentInput, { postId: args.postId, text: args.text, parentCommentId: args.parentCommentId });
      const comment = await once(
        ctx.prisma,
        { userId, key: args.idempotencyKey, operation: 'addComment', input },
        async () => {
          const added = await addComment(ctx, { userId, ...input });
          if (!added) throw forbidden('Comments are turned off for this prayer request');
          return added;
        },
        async (id) => ({ id }),
      );
      return ctx.prisma.comment.findUniqueOrThrow({ ...query, where: { id: comment.id } });
    },
  }),
}));

