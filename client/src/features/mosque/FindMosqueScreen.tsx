// Finding a mosque, /m (issue 33): by name or city, or nearest first from the
// user's saved place or from the device's GPS ('Near me'; the server orders by
// distance), with km; a link to add one.
import '../../styles/screens.ts';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql/gql.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { prayerPlaceOf } from '../../entities/users/prayerPlace.ts';
import { useDevicePosition, type Fix } from './useDevicePosition.ts';

const FindMosquesQuery = graphql(`
  query FindMosques($q: String, $near: NearInput) {
    mosques(q: $q, near: $near, limit: 20) {
      results {
        slug
        name
        city
        distanceKm
      }
    }
  }
`);

export default function FindMosqueScreen() {
  const t = useT();
  const language = useLanguage();
  const { user } = useCurrentUser();
  const [text, setText] = useState('');
  const [find, { data, loading, called }] = useLazyQuery(FindMosquesQuery);
  const newPath = usePrefixedPath('/m/new');
  const pagePath = usePrefixedPath('/m');
  const gps = useDevicePosition();
  const nearTo = (at: Fix) => void find({ variables: { q: text.trim() || null, near: { latitude: at.latitude, longitude: at.longitude } } });
  // The user's saved place (not a followed mosque's: finding is about where the user is).
  const near = () => nearTo(prayerPlaceOf(user).place);
  const results = data?.mosques.results ?? [];
  return (
    <Stack>
      <ScreenHeader title={t('mosque.find')} />
      <Group align="end" wrap="nowrap">
        <TextInput style={{ flex: 1 }} label={t('mosque.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <Button variant="default" disabled={text.trim().length < 2} loading={loading} onClick={() => void find({ variables: { q: text.trim() } })}>
          {t('mosque.searchCity')}
        </Button>
      </Group>
      {/* One above the other on a phone: side by side, 'Nearest to my place' would be cut off. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Button variant="light" onClick={near} loading={loading} data-testid="mosques-near">
          {t('mosque.nearMe')}
        </Button>
        <Button
          variant="light"
          onClick={() => gps.locate(nearTo)}
          loading={gps.locating}
          leftSection={<IconCurrentLocation size={16} aria-hidden />}
          data-testid="mosques-gps"
        >
          {t('mosque2.nearMe')}
        </Button>
      </SimpleGrid>
      {called && !loading && results.length === 0 && <Text c="dimmed">{t('mosque.noResults')}</Text>}
      {results.map((m) => (
        <Paper key={m.slug} withBorder p="sm" component={Link} to={`${pagePath}/${m.slug}`}>
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text fw={600}>{m.name}</Text>
              <Text size="sm" c="dimmed">
                {m.city}
              </Text>
            </Stack>
            {m.distanceKm !== null && <Text size="sm">{t('mosque.km', { km: localDigits(language, m.distanceKm.toFixed(1)) })}</Text>}
          </Group>
        </Paper>
      ))}
      <Anchor component={Link} to={newPath}>
        {t('mosque.create')}
      </Anchor>
    </Stack>
  );
}
