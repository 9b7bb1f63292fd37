// 'Delete my account' (issue 31, decisions.md 23, GDPR article 17). In one
// transaction: the counters the user's hearts, prayers, likes and comments added to
// other people's posts, comments and duas are taken back, their analytics rows
// (kept on their own by a SET NULL key) go, then the user row, whose cascades
// remove every other table's rows of theirs. After it commits, live counters and
// every instance's open sockets of their sessions hear of it.
import type { Prisma } from '../../../prisma/generated/client/client.ts';
import type { AccountDeps } from './deps.ts';
import { announceEnded } from './sessions.ts';
import { countsEvent, POST_COUNTS } from '../ummah/post-counts.ts';

type Tx = Prisma.TransactionClient;

/** Every comment that goes with the user's: theirs and, under them, all replies (a reply's parent cascades). */
async function vanishingComments(tx: Tx, userId: string) {
  const all = new Map<string, { postId: string }>();
  let frontier = await tx.comment.findMany({ where: { userId }, select: { id: true, postId: true } });
  while (frontier.length) {
    for (const c of frontier) all.set(c.id, c);
    const ids = frontier.map((c) => c.id);
    frontier = (await tx.comment.findMany({ where: { parentCommentId: { in: ids } }, select: { id: true, postId: true } })).filter((c) => !all.has(c.id));
  }
  return all;
}

async function takeBackCounters(tx: Tx, userId: string) {
  const ownPosts = new Set((await tx.ummahPost.findMany({ where: { userId }, select: { id: true } })).map((p) => p.id));
  const touchedPosts = new Set<string>();
  const delta = new Map<string, { hearts: number; prayers: number; comments: number }>();
  const of = (postId: string) => {
    let d = delta.get(postId);
    if (!d) delta.set(postId, (d = { hearts: 0, prayers: 0, comments: 0 }));
    touchedPosts.add(postId);
    return d;
  };
  for (const i of await tx.postInteraction.findMany({ where: { userId, postId: { notIn: [...ownPosts] } } })) {
    if (i.type === 'heart') of(i.postId).hearts++;
    else of(i.postId).prayers++;
  }
  const comments = await vanishingComments(tx, userId);
  for (const c of comments.values()) if (!ownPosts.has(c.postId)) of(c.postId).comments++;
  for (const [id, d] of delta) {
    await tx.ummahPost.update({
      where: { id },
      data: {
        heartsCount: { decrement: d.hearts },
        prayersCount: { decrement: d.prayers },
        commentsCount: { decrement: d.comments },
        popularity: { decrement: d.hearts + d.prayers + d.comments },
        countsVersion: { increment: 1 },
      },
    });
  }
  // Hearts on comments that stay (other people's, not under the user's).
  const hearts = await tx.commentHeart.findMany({ where: { userId, commentId: { notIn: [...comments.keys()] } }, select: { commentId: true } });
  const heartedComments = hearts.map((h) => h.commentId);
  await tx.comment.updateMany({ where: { id: { in: heartedComments } }, data: { heartsCount: { decrement: 1 } } });
  const likes = await tx.duaLike.findMany({ where: { userId, dua: { userId: { not: userId } } }, select: { duaId: true } });
  const likedDuas = likes.map((l) => l.duaId);
  await tx.dua.updateMany({ where: { id: { in: likedDuas } }, data: { likes: { decrement: 1 } } });
  return { posts: [...touchedPosts], comments: heartedComments, duas: likedDuas };
}

export async function deleteAccount(deps: AccountDeps, userId: string): Promise<void> {
  const { touched, sessionIds } = await deps.prisma.$transaction(async (tx) => {
    const sessions = await tx.session.findMany({ where: { userId }, select: { id: true } });
    const touched = await takeBackCounters(tx, userId);
    await tx.analyticsEvent.deleteMany({ where: { userId } });
    await tx.user.delete({ where: { id: userId } });
    return { touched, sessionIds: sessions.map((s) => s.id) };
  });
  announceEnded(deps.pubsub, sessionIds);
  await publishCounts(deps, touched);
}

async function publishCounts(deps: AccountDeps, touched: { posts: string[]; comments: string[]; duas: string[] }) {
  const { prisma, pubsub } = deps;
  const posts = await prisma.ummahPost.findMany({
    where: { id: { in: touched.posts } },
    select: POST_COUNTS,
  });
  for (const post of posts) pubsub.publish('postCounts', countsEvent(post));
  const comments = await prisma.comment.findMany({ where: { id: { in: touched.comments } }, select: { id: true, postId: true, heartsCount: true } });
  for (const comment of comments) pubsub.publish('commentCounts', comment.postId, comment);
  const duas = await prisma.dua.findMany({ where: { id: { in: touched.duas } }, select: { id: true, likes: true } });
  for (const dua of duas) pubsub.publish('duaLikes', dua);
}
