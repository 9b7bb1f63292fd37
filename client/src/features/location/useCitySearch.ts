// Debounced (300 ms) city search from 2 characters: offline matches show at
// once, the server's join them when they arrive; shorter text clears results.
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { mergeResults, MIN_QUERY_LENGTH, searchOfflineCities, searchOnlineCities, type CityResult } from './citySearch.ts';

export interface CitySearchState {
  results: CityResult[];
  /** True once a search of the current text has finished (for the empty message). */
  searched: boolean;
  loading: boolean;
}

export function useCitySearch(text: string): CitySearchState {
  const [query] = useDebouncedValue(text.trim(), 300);
  const [state, setState] = useState<CitySearchState>({ results: [], searched: false, loading: false });

  useEffect(() => {
    if (query.length < MIN_QUERY_LENGTH) {
      setState({ results: [], searched: false, loading: false });
      return;
    }
    const offline = searchOfflineCities(query);
    setState({ results: offline, searched: false, loading: true });
    const controller = new AbortController();
    searchOnlineCities(query, controller.signal)
      .then((online) => setState({ results: mergeResults(offline, online), searched: true, loading: false }))
      .catch(() => {
        // Offline or upstream failure: the offline list is the answer.
        if (!controller.signal.aborted) setState({ results: offline, searched: true, loading: false });
      });
    return () => controller.abort();
  }, [query]);

  // Text shorter than 2 characters clears the list at once, not after the debounce.
  if (text.trim().length < MIN_QUERY_LENGTH) return { results: [], searched: false, loading: false };
  return state;
}
