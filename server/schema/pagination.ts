// Cursor pagination shared by the feeds: opaque cursors holding the sort key of
// the last row, 20 rows a page by default (decisions.md 7).
import { builder } from './builder.ts';
import { badInput } from '../errors.ts';

export const PageInfo = builder
  .objectRef<{ hasNextPage: boolean; endCursor: string | null }>('PageInfo')
  .implement({
    fields: (t) => ({
      hasNextPage: t.exposeBoolean('hasNextPage'),
      endCursor: t.exposeString('endCursor', { nullable: true }),
    }),
  });

export function pageSize(first: number | null | undefined): number {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 1 || size > 50) throw badInput('first must be between 1 and 50', 'first');
  return size;
}

export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined, shape: ('string' | 'number')[]): (string | number)[] | null {
  if (!cursor) return null;
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(values) && values.length === shape.length && values.every((v, i) => typeof v === shape[i]))
      return values as (string | number)[];
  } catch {
    // fall through
  }
  throw badInput('Invalid cursor', 'after');
}

/** Builds {edges, pageInfo} from rows fetched with one extra to detect a next page. */
export function toConnection<T>(rows: T[], size: number, cursorOf: (row: T) => string) {
  const page = rows.slice(0, size);
  return {
    edges: page.map((node) => ({ node, cursor: cursorOf(node) })),
    pageInfo: { hasNextPage: rows.length > size, endCursor: page.length ? cursorOf(page[page.length - 1] as T) : null },
  };
}

/** Newest first, by (createdAt, id): the Prisma query part after a given cursor. */
export function newestFirstAfter(after: string | null | undefined) {
  const c = decodeCursor(after, ['string', 'string']);
  const at = c ? new Date(c[0] as string) : null;
  return {
    where: c ? { OR: [{ createdAt: { lt: at! } }, { createdAt: at!, id: { lt: c[1] as string } }] } : {},
    orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
  };
}

export const newestCursor = (row: { createdAt: Date; id: string }) => encodeCursor([row.createdAt.toISOString(), row.id]);
