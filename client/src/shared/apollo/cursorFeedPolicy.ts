// Cursor-paginated feeds (ummahPosts, duas; decisions.md 7): one cached list per
// sort order. A first page (no `after`) replaces the list (a refetch starts over);
// a later page is appended, skipping edges already there (live inserts can
// shift pages, so a post may come twice).
import type { ApolloCache, FieldPolicy, Reference } from '@apollo/client';

interface Edge {
  cursor: string;
  node: Reference;
}
interface Connection {
  edges: Edge[];
  pageInfo: unknown;
}

export function cursorFeedPolicy(): FieldPolicy<Connection> {
  return {
    keyArgs: ['sort'],
    merge(existing, incoming, { args, readField }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.edges.map((e) => readField<string>('id', e.node)));
      const fresh = incoming.edges.filter((e) => !seen.has(readField<string>('id', e.node)));
      return { ...incoming, edges: [...existing.edges, ...fresh] };
    },
  };
}

/**
 * Puts a node at the top of a cached feed (a new post or dua), unless it is
 * already there. `onlyFor` limits it to the list whose sort shows newest first.
 * The node itself must already be in the cache (a mutation or subscription
 * result is written there before this runs).
 */
export function prependToFeed(
  cache: ApolloCache,
  field: string,
  node: { __typename: string; id: string },
  onlyFor: string,
  edgeType: string,
): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [field](value, { storeFieldName, readField, toReference }) {
        // A field with arguments: one stored value per sort order.
        const existing = value as unknown as Connection;
        if (!storeFieldName.includes(`"${onlyFor}"`) && storeFieldName !== field) return value;
        if (existing.edges.some((e) => readField<string>('id', e.node) === node.id)) return value;
        const ref = toReference(node);
        if (!ref) return value;
        return { ...existing, edges: [{ __typename: edgeType, cursor: '', node: ref }, ...existing.edges] };
      },
    },
  });
}
