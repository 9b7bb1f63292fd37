// Subscriptions (decisions.md 6, 14): counters, new posts, comments and duas, and
// users online. New rows arrive as ids and are loaded for each subscriber, so
// isMine and userId follow that subscriber's session. The counter types hold only
// what the event carries, the same for every viewer: `publicEvent` lets the fan-out
// execute them once per event for all subscribers (live/shared-streams.ts).
import { builder } from './builder.ts';
import { checkId } from '../domain/validation/input-checks.ts';
import type { CommentCountsEvent, DuaLikesEvent, PostCountsEvent, UsersOnlineEvent } from '../domain/events/events.ts';

const publicEvent = { publicEvent: true };

const PostCounts = builder.objectRef<PostCountsEvent>('PostCounts').implement({
  extensions: publicEvent,
  fields: (t) => ({
    id: t.exposeID('id'),
    heartsCount: t.exposeInt('heartsCount'),
    prayersCount: t.exposeInt('prayersCount'),
    commentsCount: t.exposeInt('commentsCount'),
  }),
});

const CommentCounts = builder.objectRef<CommentCountsEvent>('CommentCounts').implement({
  extensions: publicEvent,
  fields: (t) => ({ id: t.exposeID('id'), postId: t.exposeID('postId'), heartsCount: t.exposeInt('heartsCount') }),
});

const DuaLikes = builder.objectRef<DuaLikesEvent>('DuaLikes').implement({
  extensions: publicEvent,
  fields: (t) => ({ id: t.exposeID('id'), likes: t.exposeInt('likes') }),
});

export const UsersOnline = builder.objectRef<UsersOnlineEvent>('UsersOnline').implement({
  extensions: publicEvent,
  fields: (t) => ({ all: t.exposeInt('all'), private: t.exposeInt('private'), saved: t.exposeInt('saved') }),
});

function onlyIds<T extends { id: string }>(ids: readonly string[] | null | undefined) {
  const wanted = ids?.length ? new Set(ids.map((id) => id.toLowerCase())) : null;
  return (event: T) => !wanted || wanted.has(event.id);
}

builder.queryField('usersOnline', (t) => t.field({ type: UsersOnline, resolve: (_r, _a, ctx) => ctx.online.count() }));

builder.subscriptionFields((t) => ({
  postCounts: t.field({
    type: PostCounts,
    args: { postIds: t.arg.idList({ required: false }) },
    subscribe: (_r, args, ctx) => ctx.pubsub.subscribeWhere(onlyIds<PostCountsEvent>(args.postIds), 'postCounts'),
    resolve: (event) => event,
  }),
  postCreated: t.prismaField({
    type: 'UmmahPost',
    subscribe: (_r, _a, ctx) => ctx.pubsub.subscribe('postCreated'),
    resolve: (query, event, _a, ctx) => ctx.prisma.ummahPost.findUniqueOrThrow({ ...query, where: { id: event.id } }),
  }),
  commentAdded: t.prismaField({
    type: 'Comment',
    args: { postId: t.arg.id() },
    subscribe: (_r, args, ctx) => ctx.pubsub.subscribe('commentAdded', checkId(args.postId, 'Post')),
    resolve: (query, event, _a, ctx) => ctx.prisma.comment.findUniqueOrThrow({ ...query, where: { id: event.id } }),
  }),
  commentCounts: t.field({
    type: CommentCounts,
    args: { postId: t.arg.id() },
    subscribe: (_r, args, ctx) => ctx.pubsub.subscribe('commentCounts', checkId(args.postId, 'Post')),
    resolve: (event) => event,
  }),
  duaLikes: t.field({
    type: DuaLikes,
    args: { duaIds: t.arg.idList({ required: false }) },
    subscribe: (_r, args, ctx) => ctx.pubsub.subscribeWhere(onlyIds<DuaLikesEvent>(args.duaIds), 'duaLikes'),
    resolve: (event) => event,
  }),
  duaCreated: t.prismaField({
    type: 'Dua',
    subscribe: (_r, _a, ctx) => ctx.pubsub.subscribe('duaCreated'),
    resolve: (query, event, _a, ctx) => ctx.prisma.dua.findUniqueOrThrow({ ...query, where: { id: event.id } }),
  }),
  usersOnline: t.field({
    type: UsersOnline,
    subscribe: (_r, _a, ctx) => ctx.pubsub.subscribe('usersOnline'),
    resolve: (event) => event,
  }),
}));
