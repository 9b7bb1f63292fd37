// Duas: feed (recent / trending), sharing and likes (spec sections 2, 5, 7;
// decisions.md 5-8). Trending = likes in the last 7 days, then all-time likes, then newest.
import { builder } from './builder.ts';
import { cursorPart, cursorShape, decodeCursor, encodeCursor, newestCursor, newestFirstAfter, pageSize, toConnection } from './pagination.ts';
import { viewerScopes, writeScopes } from '../auth/scopes.ts';
import { notFound } from '../errors.ts';
import { checkId } from '../domain/validation/input-checks.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { duaInput } from '../domain/duas/inputs.ts';
import type { Context } from '../context.ts';
import { once } from '../domain/idempotency/once.ts';
import { idempotencyKeyArgOptions } from './idempotency.ts';

// A node: node(id:) shows a dua as the feed does, to anyone (nodeId: node-ids.ts).
export const Dua = builder.prismaNode('Dua', {
  id: { field: 'id' },
  nullable: true,
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    transliteration: t.exposeString('transliteration', { nullable: true }),
    translation: t.exposeString('translation', { nullable: true }),
    source: t.exposeString('source', { nullable: true }),
    tags: t.exposeStringList('tags'),
    likes: t.exposeInt('likes'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    userId: t.id({ nullable: true, resolve: (d, _a, ctx) => (d.userId === ctx.viewer?.userId ? d.userId : null) }),
    isMine: t.boolean({ resolve: (d, _a, ctx) => d.userId === ctx.viewer?.userId }),
    viewerHasLiked: t.loadable({
      type: 'Boolean',
      load: async (ids: string[], ctx: Context) => {
        if (!ctx.viewer) return ids.map(() => false);
        const rows = await ctx.prisma.duaLike.findMany({
          where: { userId: ctx.viewer.userId, duaId: { in: ids } },
          select: { duaId: true },
        });
        const liked = new Set(rows.map((r) => r.duaId));
        return ids.map((id) => liked.has(id));
      },
      resolve: (d) => d.id,
    }),
  }),
});

type DuaRow = typeof Dua.$inferType;
const DuaConnection = builder.connectionObject({ type: Dua, name: 'DuaConnection' }, { name: 'DuaEdge' });

const DuaSort = builder.enumType('DuaSort', { values: ['recent', 'trending'] as const });

const DuaInput = builder.inputType('DuaInput', {
  fields: (t) => ({
    text: t.string(),
    transliteration: t.string({ required: false }),
    translation: t.string({ required: false }),
    source: t.string({ required: false }),
    tags: t.stringList({ required: false }),
  }),
});

async function trendingPage(ctx: Context, offset: number, take: number): Promise<DuaRow[]> {
  const ids = await ctx.prisma.$queryRaw<{ id: string }[]>`
    SELECT d.id::text AS id FROM "Dua" d
    LEFT JOIN (SELECT "duaId", count(*) AS recent FROM "DuaLike"
               WHERE "createdAt" > now() - interval '7 days' GROUP BY "duaId") r ON r."duaId" = d.id
    ORDER BY COALESCE(r.recent, 0) DESC, d.likes DESC, d."createdAt" DESC, d.id DESC
    LIMIT ${take} OFFSET ${offset}`;
  const rows = await ctx.prisma.dua.findMany({ where: { id: { in: ids.map((r) => r.id) } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((r) => byId.get(r.id)).filter((row): row is DuaRow => Boolean(row));
}

/** Trending ranks move as likes arrive, so its cursor is a position in the ranking. */
const trendingShape = cursorShape([cursorPart.position]);

builder.queryFields((t) => ({
  duas: t.field({
    type: DuaConnection,
    args: {
      sort: t.arg({ type: DuaSort, required: false, defaultValue: 'recent' }),
      first: t.arg.int({ required: false, defaultValue: 20 }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_r, args, ctx) => {
      const size = pageSize(args.first);
      if (args.sort === 'trending') {
        const offset = decodeCursor(args.after, trendingShape)?.[0] ?? 0;
        const rows = await trendingPage(ctx, offset, size + 1);
        return toConnection(rows, size, args.after, (d) => encodeCursor([offset + rows.indexOf(d) + 1]));
      }
      const rows = await ctx.prisma.dua.findMany({ ...newestFirstAfter(args.after), take: size + 1 });
      return toConnection(rows, size, args.after, newestCursor);
    },
  }),
  myDuaLikes: t.withAuth(viewerScopes()).idList({
    resolve: async (_r, _a, ctx) =>
      (
        await ctx.prisma.duaLike.findMany({ where: { userId: ctx.viewer.userId }, select: { duaId: true }, take: 1000 })
      ).map((l) => l.duaId),
  }),
}));

builder.mutationFields((t) => ({
  createDua: t.withAuth(writeScopes('Please log in to share duas')).prismaField({
    type: 'Dua',
    args: { input: t.arg({ type: DuaInput }), idempotencyKey: t.arg.string(idempotencyKeyArgOptions) },
    resolve: async (query, _r, { input, idempotencyKey }, ctx) => {
      const { userId } = ctx.viewer;
      const data = checkInput(duaInput, input);
      return once(
        ctx.prisma,
        { userId, key: idempotencyKey, operation: 'createDua', input: data },
        async () => {
          const dua = await ctx.prisma.dua.create({ ...query, data: { userId, ...data } });
          ctx.pubsub.publish('duaCreated', { id: dua.id });
          return dua;
        },
        (id) => ctx.prisma.dua.findUniqueOrThrow({ ...query, where: { id } }),
      );
    },
  }),
  likeDua: t.withAuth(writeScopes('Please log in to like duas')).prismaField({
    type: 'Dua',
    args: { id: t.arg.id() },
    resolve: async (query, _r, args, ctx) => {
      const { userId } = ctx.viewer;
      const duaId = checkId(args.id, 'Dua');
      const changed = await ctx.prisma.$transaction(async (tx) => {
        const dua = await tx.dua.findUnique({ where: { id: duaId }, select: { id: true } });
        if (!dua) throw notFound('Dua');
        const inserted = await tx.duaLike.createMany({ data: [{ userId, duaId }], skipDuplicates: true });
        if (inserted.count === 0) return null;
        return tx.dua.update({ where: { id: duaId }, data: { likes: { increment: 1 } }, select: { id: true, likes: true } });
      });
      if (changed) ctx.pubsub.publish('duaLikes', changed);
      return ctx.prisma.dua.findUniqueOrThrow({ ...query, where: { id: duaId } });
    },
  }),
}));
