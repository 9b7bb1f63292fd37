// Debounced (300 ms) city search from 2 characters: offline matches show at
// once, the server's join them when they arrive; shorter text clears results.
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useLanguage } from '../../shared/i18n/useT.ts';
import { mergeResults, MIN_QUERY_LENGTH, searchOfflineCities, searchOnlineCities, type CityResult } from './citySearch.ts';

export interface CitySearchState {
  results: CityResult[];
  /** True once a search of the current text has finished (for the empty message). */
  searched: boolean;
  loading: boolean;
}

const NOTHING: CitySearchState = { results: [], searched: false, loading: false };

export function useCitySearch(text: string): CitySearchState {
  const [query] = useDebouncedValue(text.trim(), 300);
  const offline = useMemo(() => searchOfflineCities(query), [query]);
  const [online, setOnline] = useState<{ query: string; results: CityResult[] } | null>(null);
  const client = useApolloClient();
  const language = useLanguage();

  useEffect(() => {
    if (query.length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    searchOnlineCities(client, query, language, controller.signal).then(
      (results) => setOnline({ query, results }),
      () => {
        // Offline or upstream failure: the offline list is the answer.
        if (!controller.signal.aborted) setOnline({ query, results: [] });
      },
    );
    return () => controller.abort();
  }, [client, language, query]);

  // Text shorter than 2 characters clears the list at once, not after the debounce.
  if (text.trim().length < MIN_QUERY_LENGTH || query.length < MIN_QUERY_LENGTH) return NOTHING;
  const done = online?.query === query;
  return { results: done ? mergeResults(offline, online.results) : offline, searched: done, loading: !done };
}
