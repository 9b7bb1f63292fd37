// A cursor feed's next page when its end scrolls into view: one request at a
// time, none past the last page. Returns the sentinel ref to put below the list.
import { useRef } from 'react';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll.ts';

interface PageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

export function useNextPageOnScroll(
  pageInfo: PageInfo | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
) {
  const fetching = useRef(false);
  return useLoadMoreOnScroll(Boolean(pageInfo?.hasNextPage), () => {
    const after = pageInfo?.endCursor;
    if (fetching.current || !after) return;
    fetching.current = true;
    void fetchMore({ variables: { after } }).finally(() => {
      fetching.current = false;
    });
  });
}
