// Cursor pagination shared by the feeds: opaque cursors holding the sort key of
// the last row, 20 rows a page by default (decisions.md 7). The connection, edge and
// PageInfo types are the relay plugin's (builder.connectionObject); the pages are
// built here rather than by its resolveCursorConnection, which encodes every edge's
// cursor up front, silently clamps `first`, and answers an empty page's endCursor
// with `after` where the feeds have always said null.
import { z } from 'zod';
import { badInput } from '../errors.ts';

export function pageSize(first: number | null | undefined): number {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 1 || size > 50) throw badInput('first must be between 1 and 50', 'first');
  return size;
}

export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

// A cursor comes back from the client and may be forged or cut short: it is decoded
// and checked against the shape of its feed's sort key before any query is built.
// Anything else is BAD_USER_INPUT, never a database error (issue 13).
const cursorJson = z
  .base64url()
  .max(400)
  .transform((text, ctx) => {
    try {
      return JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: 'not JSON', input: text });
      return z.NEVER;
    }
  });

/** The parts of sort keys: a row's time, its uuid, a count, a position in a ranking. */
export const cursorPart = {
  time: z.iso.datetime().transform((text) => new Date(text)),
  id: z.guid(),
  count: z.int().min(0).max(2_147_483_647),
  position: z.int().min(0).max(1_000_000),
};

export function cursorShape<const T extends readonly [z.ZodType, ...z.ZodType[]]>(parts: T) {
  return cursorJson.pipe(z.tuple(parts));
}

export function decodeCursor<S extends z.ZodType>(cursor: string | null | undefined, shape: S): z.output<S> | null {
  if (!cursor) return null;
  const parsed = shape.safeParse(cursor);
  if (!parsed.success) throw badInput('Invalid cursor', 'after');
  return parsed.data;
}

/** Newest first: (createdAt, id). */
export const newestShape = cursorShape([cursorPart.time, cursorPart.id]);

/**
 * The connection for one page: `rows` were fetched with one extra to detect a next page.
 * Forward only: there is a previous page exactly when the client came with a cursor.
 */
export function toConnection<T>(rows: T[], size: number, after: string | null | undefined, cursorOf: (row: T) => string) {
  const page = rows.slice(0, size);
  const first = page[0];
  const last = page[page.length - 1];
  return {
    // A cursor is encoded only when the query asks for it (feeds usually read endCursor).
    edges: page.map((node) => ({
      node,
      get cursor() {
        return cursorOf(node);
      },
    })),
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: Boolean(after),
      get startCursor() {
        return first === undefined ? null : cursorOf(first);
      },
      get endCursor() {
        return last === undefined ? null : cursorOf(last);
      },
    },
  };
}

/** Newest first, by (createdAt, id): the Prisma query part after a given cursor. */
export function newestFirstAfter(after: string | null | undefined) {
  const c = decodeCursor(after, newestShape);
  return {
    where: c ? { OR: [{ createdAt: { lt: c[0] } }, { createdAt: c[0], id: { lt: c[1] } }] } : {},
    orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
  };
}

export const newestCursor = (row: { createdAt: Date; id: string }) => encodeCursor([row.createdAt.toISOString(), row.id]);
