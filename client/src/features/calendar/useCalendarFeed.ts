// The calendar feed from Settings: whether one is on, make a new link (shown
// once: the server keeps only its hash), turn it off.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import { serverMessageOr } from '../../shared/apollo/serverMessage.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { t } from '../../shared/i18n/i18n.ts';

const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      createdAt
      alarmMinutes
      islamicDays
    }
  }
`);

const CreateCalendarFeedMutation = graphql(`
  mutation CreateCalendarFeed($alarmMinutes: Int, $islamicDays: Boolean) {
    createCalendarFeed(alarmMinutes: $alarmMinutes, islamicDays: $islamicDays) {
      path
      alarmMinutes
      islamicDays
    }
  }
`);

const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);

/** 'webcal://host/api/calendar/<token>.ics': calendar apps subscribe to webcal links. */
export const webcalUrl = (path: string) => `webcal://${window.location.host}${path}`;

export function useCalendarFeed(skip: boolean) {
  const { data, refetch } = useQuery(CalendarFeedQuery, { skip, fetchPolicy: 'cache-and-network' });
  // A refused or unsent change is told by its toast (shared/apollo/failureToastLink.ts).
  const failureToast = (title: string) => ({ context: { failureToast: { title, message: serverMessageOr() } } });
  const [create, created] = useMutation(CreateCalendarFeedMutation, failureToast(t('calendar.createFailed')));
  const [revoke, revoked] = useMutation(RevokeCalendarFeedMutation, failureToast(t('calendar.revokeFailed')));
  const [path, setPath] = useState<string | null>(null);
  return {
    feed: data?.calendarFeed ?? null,
    /** The new link, known only in this visit. */
    url: path ? webcalUrl(path) : null,
    busy: created.loading || revoked.loading,
    async subscribe(alarmMinutes: number | null, islamicDays = false) {
      try {
        const result = await create({ variables: { alarmMinutes, islamicDays } });
        setPath(result.data?.createCalendarFeed.path ?? null);
        await refetch();
      } catch {
        // told by the toast
      }
    },
    async turnOff() {
      try {
        await revoke();
        setPath(null);
        await refetch();
        showToast({ title: t('calendar.turnedOff'), message: t('calendar.turnedOffBody') });
      } catch {
        // told by the toast
      }
    },
  };
}
