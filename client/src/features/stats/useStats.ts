// The /stats screen's data (issue 46): the prayer history of the shown span (one server
// query, computed from the user's own rows), the last two Ramadans' fasts, the owed count
// and the qada counts. Private: nothing here is sent to analytics.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';

const StatsQuery = graphql(`
  query Stats($from: String!, $to: String!, $ramadanFrom: String!, $ramadanTo: String!, $lastFrom: String!, $lastTo: String!) {
    prayerHistory(from: $from, to: $to) {
      today
      countedDays
      days {
        date
        count
        onTime
        excused
      }
      prayers {
        prayer
        done
        onTime
      }
    }
    ramadan: fasts(from: $ramadanFrom, to: $ramadanTo) {
      date
      status
    }
    lastRamadan: fasts(from: $lastFrom, to: $lastTo) {
      date
      status
    }
    fastSummary {
      owed
      madeUp
    }
    qadaCounts {
      fajr
      dhuhr
      asr
      maghrib
      isha
    }
  }
`);

export interface Span {
  from: string;
  to: string;
}

export function useStats(range: Span, ramadan: Span, lastRamadan: Span) {
  const { data, error } = useQuery(StatsQuery, {
    variables: { ...range, ramadanFrom: ramadan.from, ramadanTo: ramadan.to, lastFrom: lastRamadan.from, lastTo: lastRamadan.to },
    fetchPolicy: 'cache-and-network',
  });
  return { data, error };
}
