// Fills the stored announcements of the user's country from the server and
// keeps them live (announcements.ts): one query, then the subscription that
// brings each new or corrected month start as the operator records it.
import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql/gql.ts';
import { saveAnnouncements } from './announcements.ts';

const AnnouncementsQuery = graphql(`
  query HijriAnnouncements($country: String!) {
    hijriAnnouncements(country: $country) {
      country
      month
      start
    }
  }
`);

const AnnouncedSubscription = graphql(`
  subscription HijriAnnounced($country: String!) {
    hijriAnnounced(country: $country) {
      country
      month
      start
    }
  }
`);

export default function AnnouncementsSync({ country }: { country: string }) {
  const { data } = useQuery(AnnouncementsQuery, { variables: { country }, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (data) saveAnnouncements(country, data.hijriAnnouncements);
  }, [country, data]);
  useSubscription(AnnouncedSubscription, {
    variables: { country },
    onData: ({ data: event }) => {
      const announced = event.data?.hijriAnnounced;
      if (announced) saveAnnouncements(country, announced);
    },
  });
  return null;
}
