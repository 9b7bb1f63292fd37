// Feeds are cursor-paginated (decisions.md 7) but the spec's client expects a plain
// array: the body stays an array and the next page's cursor travels in the
// X-Next-Cursor header (absent on the last page). ?limit=1..50 (default 20), ?cursor=.
import { badRequest } from './errors.ts';

export interface PageArgs {
  first: number;
  after: string | null;
}

export function pageArgs(query: URLSearchParams): PageArgs {
  const limit = query.get('limit');
  const cursor = query.get('cursor');
  let first = 20;
  if (limit !== null) {
    first = /^\d{1,3}$/.test(limit) ? Number(limit) : NaN;
    if (!(first >= 1 && first <= 50)) throw badRequest('`limit` must be a whole number from 1 to 50');
  }
  if (cursor !== null && (cursor.length === 0 || cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)))
    throw badRequest('Invalid cursor');
  return { first, after: cursor };
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
