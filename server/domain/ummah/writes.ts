// The Ummah writes that touch counters: each runs in one transaction and publishes
// its live event only after the commit (decisions.md 5, 6).
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import type { LivePubSub } from '../events/events.ts';
import { badInput, notFound } from '../../errors.ts';
import { countsEvent, POST_COUNTS } from './post-counts.ts';

/** What the writes need of the request's context (the domain does not import server/context.ts). */
export interface UmmahDeps {
  prisma: PrismaClient;
  pubsub: LivePubSub;
}

interface InteractArgs {
  userId: string;
  postId: string;
  commentId: string | null;
  type: 'heart' | 'prayer';
}

export async function interact(ctx: UmmahDeps, args: InteractArgs) {
  const { userId, postId, commentId, type } = args;
  const result = await ctx.prisma.$transaction(async (tx) => {
    const post = await tx.ummahPost.findUnique({ where: { id: postId }, select: { id: true } });
    if (!post) throw notFound('Post');
    if (commentId) {
      const comment = await tx.comment.findUnique({ where: { id: commentId }, select: { postId: true } });
      if (!comment || comment.postId !== postId) throw notFound('Comment');
      const inserted = await tx.commentHeart.createMany({ data: [{ userId, commentId }], skipDuplicates: true });
      if (inserted.count === 0) return { added: false, comment: null, post: null };
      const updated = await tx.comment.update({
        where: { id: commentId },
        data: { heartsCount: { increment: 1 } },
        select: { id: true, postId: true, heartsCount: true },
      });
      return { added: true, comment: updated, post: null };
    }
    const inserted = await tx.postInteraction.createMany({ data: [{ userId, postId, type }], skipDuplicates: true });
    if (inserted.count === 0) return { added: false, comment: null, post: null };
    const updated = await tx.ummahPost.update({
      where: { id: postId },
      data: {
        ...(type === 'heart' ? { heartsCount: { increment: 1 } } : { prayersCount: { increment: 1 } }),
        popularity: { increment: 1 },
        countsVersion: { increment: 1 },
      },
      select: POST_COUNTS,
    });
    return { added: true, comment: null, post: countsEvent(updated) };
  });
  if (result.post) ctx.pubsub.publish('postCounts', result.post);
  if (result.comment) ctx.pubsub.publish('commentCounts', result.comment.postId, result.comment);
  return { added: result.added, postId, commentId };
}

interface CommentArgs {
  userId: string;
  postId: string;
  parentId: string | null;
  text: string;
}

/** Returns null when the post does not allow comments. */
export async function addComment(ctx: UmmahDeps, args: CommentArgs) {
  const result = await ctx.prisma.$transaction(async (tx) => {
    const post = await tx.ummahPost.findUnique({ where: { id: args.postId }, select: { allowComments: true } });
    if (!post) throw notFound('Post');
    if (!post.allowComments) return null;
    let parentCommentId: string | null = null;
    if (args.parentId) {
      const parent = await tx.comment.findUnique({
        where: { id: args.parentId },
        select: { postId: true, parentCommentId: true },
      });
      if (!parent || parent.postId !== args.postId) throw badInput('The comment you reply to is not on this post', 'parentCommentId');
      // Replies are one level deep: a reply to a reply joins its thread.
      parentCommentId = parent.parentCommentId ?? args.parentId;
    }
    const comment = await tx.comment.create({
      data: { postId: args.postId, userId: args.userId, parentCommentId, text: args.text },
      select: { id: true },
    });
    const counts = await tx.ummahPost.update({
      where: { id: args.postId },
      data: { commentsCount: { increment: 1 }, popularity: { increment: 1 }, countsVersion: { increment: 1 } },
      select: POST_COUNTS,
    });
    return { comment, counts: countsEvent(counts) };
  });
  if (!result) return null;
  ctx.pubsub.publish('postCounts', result.counts);
  ctx.pubsub.publish('commentAdded', args.postId, { id: result.comment.id });
  return result.comment;
}
