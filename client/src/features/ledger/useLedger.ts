// The private fasting and make-up ledgers (issue 32, decision 26): the counts,
// today's fast, the excused ranges, and the writes. Writes need the server: offline the card
// says so and offers none (nothing is queued). Never sent to analytics.
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { serverMessageOr } from '../../shared/apollo/serverMessage.ts';
import { t } from '../../shared/i18n/i18n.ts';
import type { FastStatus, PrayerName, QadaAction } from '../../gql/graphql.ts';

const LedgerQuery = graphql(`
  query Ledger($today: String!) {
    fastSummary {
      owed
    }
    qadaCounts {
      fajr
      dhuhr
      asr
      maghrib
      isha
    }
    fasts(from: $today, to: $today) {
      date
      status
    }
    excusedRanges {
      id
      from
      to
    }
  }
`);

const AddExcusedRangeMutation = graphql(`
  mutation AddExcusedRange($from: String!, $to: String!) {
    addExcusedRange(from: $from, to: $to) {
      id
      from
      to
    }
  }
`);

const RecordFastMutation = graphql(`
  mutation RecordFast($date: String!, $status: FastStatus!) {
    recordFast(date: $date, status: $status) {
      date
      status
    }
  }
`);

const RecordQadaMutation = graphql(`
  mutation RecordQada($prayer: PrayerName!, $action: QadaAction!, $date: String!) {
    recordQada(prayer: $prayer, action: $action, date: $date) {
      fajr
      dhuhr
      asr
      maghrib
      isha
    }
  }
`);

export function useLedger(today: string, online: boolean) {
  const { data, refetch } = useQuery(LedgerQuery, { variables: { today }, skip: !online, fetchPolicy: 'cache-and-network' });
  // A refused or unsent save is told by its toast (shared/apollo/failureToastLink.ts).
  const context = { failureToast: { title: t('ledger.saveFailed'), message: serverMessageOr() } };
  const [recordFast, fastState] = useMutation(RecordFastMutation, { context });
  const [recordQada, qadaState] = useMutation(RecordQadaMutation, { context });
  const [addExcusedRange, excusedState] = useMutation(AddExcusedRangeMutation, { context });
  return {
    owed: data?.fastSummary.owed,
    qada: data?.qadaCounts,
    todayFast: data?.fasts[0]?.status ?? null,
    /** Days without prayer (no reason is stored), newest first. */
    excused: data?.excusedRanges,
    busy: fastState.loading || qadaState.loading,
    addingExcused: excusedState.loading,
    /** Records an excused range; whether it was saved. */
    async addExcused(from: string, to: string): Promise<boolean> {
      try {
        await addExcusedRange({ variables: { from, to } });
        await refetch();
        return true;
      } catch {
        return false;
      }
    },
    async fast(date: string, status: FastStatus) {
      try {
        await recordFast({ variables: { date, status } });
        await refetch();
      } catch {
        // told by the toast
      }
    },
    async prayer(prayer: PrayerName, action: QadaAction, date: string) {
      try {
        await recordQada({ variables: { prayer, action, date } });
        await refetch();
      } catch {
        // told by the toast
      }
    },
  };
}
