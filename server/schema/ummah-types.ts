// Ummah posts and comments as the API shows them: 'Anonymous' to everyone, the
// author id only to the author (decisions.md 3), and what the viewer has done.
import { builder } from './builder.ts';
import { INTERACTION_TYPES } from './values.ts';
import type { Context } from '../context.ts';

async function viewerPostMarks(postIds: readonly string[], ctx: Context, type: 'heart' | 'prayer') {
  if (!ctx.viewer) return postIds.map(() => false);
  const rows = await ctx.prisma.postInteraction.findMany({
    where: { userId: ctx.viewer.userId, type, postId: { in: [...postIds] } },
    select: { postId: true },
  });
  const marked = new Set(rows.map((r) => r.postId));
  return postIds.map((id) => marked.has(id));
}

export const InteractionType = builder.enumType('InteractionType', { values: INTERACTION_TYPES });

// A node: node(id:) shows a post as the feed does, to anyone (nodeId: node-ids.ts).
export const UmmahPost = builder.prismaNode('UmmahPost', {
  id: { field: 'id' },
  nullable: true,
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    allowComments: t.exposeBoolean('allowComments'),
    userId: t.id({ nullable: true, resolve: (p, _a, ctx) => (p.userId === ctx.viewer?.userId ? p.userId : null) }),
    isMine: t.boolean({ resolve: (p, _a, ctx) => p.userId === ctx.viewer?.userId }),
    heartsCount: t.exposeInt('heartsCount'),
    prayersCount: t.exposeInt('prayersCount'),
    commentsCount: t.exposeInt('commentsCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    viewerHasHearted: t.loadable({
      type: 'Boolean',
      load: (ids: string[], ctx) => viewerPostMarks(ids, ctx, 'heart'),
      resolve: (p) => p.id,
    }),
    viewerHasPrayed: t.loadable({
      type: 'Boolean',
      load: (ids: string[], ctx) => viewerPostMarks(ids, ctx, 'prayer'),
      resolve: (p) => p.id,
    }),
  }),
});

export const Comment = builder.prismaObject('Comment', {
  fields: (t) => ({
    id: t.exposeID('id'),
    postId: t.exposeID('postId'),
    text: t.exposeString('text'),
    heartsCount: t.exposeInt('heartsCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    parentCommentId: t.exposeID('parentCommentId', { nullable: true }),
    userId: t.id({ nullable: true, resolve: (c, _a, ctx) => (c.userId === ctx.viewer?.userId ? c.userId : null) }),
    isMine: t.boolean({ resolve: (c, _a, ctx) => c.userId === ctx.viewer?.userId }),
    viewerHasHearted: t.loadable({
      type: 'Boolean',
      load: async (ids: string[], ctx) => {
        if (!ctx.viewer) return ids.map(() => false);
        const rows = await ctx.prisma.commentHeart.findMany({
          where: { userId: ctx.viewer.userId, commentId: { in: ids } },
          select: { commentId: true },
        });
        const marked = new Set(rows.map((r) => r.commentId));
        return ids.map((id) => marked.has(id));
      },
      resolve: (c) => c.id,
    }),
  }),
});

export const UmmahPostConnection = builder.connectionObject(
  { type: UmmahPost, name: 'UmmahPostConnection' },
  { name: 'UmmahPostEdge' },
);

export const Interaction = builder
  .objectRef<{ postId: string; commentId: string | null; type: 'heart' | 'prayer'; userId: string }>('Interaction')
  .implement({
    fields: (t) => ({
      postId: t.exposeID('postId'),
      commentId: t.exposeID('commentId', { nullable: true }),
      type: t.field({ type: InteractionType, resolve: (i) => i.type }),
      userId: t.exposeID('userId'),
      count: t.int({ resolve: () => 1 }),
    }),
  });
