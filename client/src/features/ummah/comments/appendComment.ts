// Adds a comment (already in the cache) to the cached comments of its post.
// Both the user's own comment and the live commentAdded event come here; the
// id check keeps whichever arrives second from showing it twice.
import type { ApolloCache, Reference } from '@apollo/client';

export type AppendResult = 'added' | 'present' | 'no-list';

export function appendComment(cache: ApolloCache, comment: { __typename: 'Comment'; id: string; postId: string }): AppendResult {
  let result: AppendResult = 'no-list';
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      comments(existing: readonly Reference[], { storeFieldName, readField, toReference }) {
        if (!storeFieldName.includes(`"${comment.postId}"`)) return existing;
        if (existing.some((c) => readField<string>('id', c) === comment.id)) {
          result = 'present';
          return existing;
        }
        const ref = toReference(comment);
        if (!ref) return existing;
        result = 'added';
        return [...existing, ref];
      },
    },
  });
  return result;
}
