// Feeds are cursor-paginated (decisions.md 7) but the spec's client expects a plain
// array: the body stays an array and the next page's cursor travels in the
// X-Next-Cursor header (absent on the last page). ?limit=1..50 (default 20), ?cursor=.
import { z } from 'zod';
import { badRequest } from './errors.ts';

export interface PageArgs {
  first: number;
  after: string | null;
}

// The cursor itself is decoded and checked by the GraphQL layer (server/schema/pagination.ts);
// here only its alphabet and size, so a forged one is refused before any GraphQL runs.
const pageQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.int().min(1).max(50))
    .nullable()
    .transform((n) => n ?? 20),
  cursor: z.base64url().min(1).max(400).nullable(),
});

export function pageArgs(query: URLSearchParams): PageArgs {
  const parsed = pageQuery.safeParse({ limit: query.get('limit'), cursor: query.get('cursor') });
  if (parsed.success) return { first: parsed.data.limit, after: parsed.data.cursor };
  if (parsed.error.issues.some((issue) => issue.path[0] === 'limit'))
    throw badRequest('`limit` must be a whole number from 1 to 50');
  throw badRequest('Invalid cursor');
}

/** Reads a ?sort= value: absent means the default, anything unknown is a 400. */
export function sortArg<const V extends readonly string[]>(query: URLSearchParams, values: V): V[number] {
  const sort = query.get('sort') ?? values[0];
  if (!values.includes(sort as string)) throw badRequest(`\`sort\` must be one of: ${values.join(', ')}`);
  return sort as V[number];
}

export interface Connection<T> {
  edges: { node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export function pageReply<T>(connection: Connection<T>) {
  const headers: Record<string, string> = {};
  const { hasNextPage, endCursor } = connection.pageInfo;
  if (hasNextPage && endCursor) headers['x-next-cursor'] = endCursor;
  return { body: connection.edges.map((edge) => edge.node), headers };
}
