// Adding a mosque, /m/new (issue 33): a name, a place found by city search or
// a pin on the map (MapPin.tsx; the server names the point's zone, country and
// city), and its times from a method or its pasted published timetable (read and fitted
// as 'Match my mosque' does, on the server). The admin link is shown once.
import '../../styles/screens.ts';
import { Alert, Button, Group, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../shared/lazyPart.ts';
import type { MosquePlaceSearchQuery } from '../../gql/graphql.ts';
import { serverMessage } from '../../shared/apollo/serverMessage.ts';
import { methodOptions } from '../../shared/i18n/prayerTexts.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { prayerPlaceOf } from '../../entities/users/prayerPlace.ts';
import { CreateMosqueMutation, MapTileUrlQuery, PinPlaceQuery } from './mosqueOperations.ts';
import type { LatLon } from './MapPin.tsx';
import { useCitySearch } from './useCitySearch.ts';
import { AdminLinkOnce } from './AdminLinkOnce.tsx';

type Found = MosquePlaceSearchQuery['placeSearch'][number];
/** What a mosque's place needs: from a found city, or from a pin named by the server. */
type Place = Pick<Found, 'city' | 'country_code' | 'latitude' | 'longitude' | 'timezone'>;

// Leaflet is a chunk of its own, fetched only here.
const MapPin = lazyPart(() => import('./MapPin.tsx'));

export default function CreateMosqueScreen() {
  const t = useT();
  const language = useLanguage();
  const [name, setName] = useState('');
  const [cityText, setCityText] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const [source, setSource] = useState<'method' | 'table'>('method');
  const [method, setMethod] = useState<string | null>(null);
  const [table, setTable] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cities = useCitySearch();
  const { user } = useCurrentUser();
  const client = useApolloClient();
  const tiles = useQuery(MapTileUrlQuery).data?.mapTileUrl;
  const [pin, setPin] = useState<LatLon | null>(null);
  const [naming, setNaming] = useState(false);
  const own = prayerPlaceOf(user).place;
  const center: LatLon = place ?? { latitude: own.latitude, longitude: own.longitude };
  const placePin = async (at: LatLon) => {
    setPin(at);
    setNaming(true);
    try {
      const { data: named } = await client.query({ query: PinPlaceQuery, variables: { ...at, language }, fetchPolicy: 'no-cache' });
      if (named) setPlace({ ...at, city: named.placeName.city, country_code: named.placeName.country_code, timezone: named.placeName.timezone });
    } catch (e) {
      setError(serverMessage(e) ?? t('common.tryAgain'));
    } finally {
      setNaming(false);
    }
  };
  const [create, { data, loading }] = useMutation(CreateMosqueMutation);
  const created = data?.createMosque;
  if (created) return <AdminLinkOnce title={name} notice={t('mosque.created')} slug={created.slug} adminPath={created.adminPath} />;
  const submit = async () => {
    if (!place) return;
    setError(null);
    try {
      await create({
        variables: {
          input: {
            name,
            city: place.city,
            countryCode: place.country_code,
            latitude: place.latitude,
            longitude: place.longitude,
            timezone: place.timezone,
            language: language === 'en-XA' ? 'en' : language,
            ...(source === 'table' ? { timetable: table } : method ? { method } : {}),
          },
        },
      });
    } catch (e) {
      setError(serverMessage(e) ?? t('common.tryAgain'));
    }
  };
  return (
    <Stack>
      <ScreenHeader title={t('mosque.create')} />
      <TextInput label={t('mosque.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} data-testid="mosque-name" />
      <Group align="end" wrap="nowrap">
        <TextInput style={{ flex: 1 }} label={t('mosque.city')} value={cityText} onChange={(e) => setCityText(e.currentTarget.value)} />
        <Button variant="default" loading={cities.loading} disabled={cityText.trim().length < 2} onClick={() => void cities.search(cityText, language)}>
          {t('mosque.searchCity')}
        </Button>
      </Group>
      {cities.status === 'offline' && (
        <Text size="sm" c="dimmed" data-testid="mosque-search-offline">
          {t('mosque2.searchOffline')}
        </Text>
      )}
      {cities.status === 'failed' && (
        <Text size="sm" c="red" role="alert" data-testid="mosque-search-failed">
          {t('mosque2.searchFailed')}
        </Text>
      )}
      {cities.results.length > 0 && (
        <Select
          label={t('mosque.city')}
          data={cities.results.map((c, i) => ({ value: String(i), label: [c.city, c.admin1, c.country].filter(Boolean).join(', ') }))}
          onChange={(value) => {
            setPin(null);
            setPlace(value === null ? null : (cities.results[Number(value)] ?? null));
          }}
          data-testid="mosque-place"
        />
      )}
      <Text size="sm" c="dimmed">
        {t('mosque2.mapHint')}
      </Text>
      {tiles && (
        <Suspense fallback={<div style={{ height: 260 }} />}>
          <MapPin tileUrl={tiles} center={center} pin={pin} onPick={(at) => void placePin(at)} label={t('mosque2.mapLabel')} />
        </Suspense>
      )}
      {place && (
        <Text size="sm" data-testid="mosque-pin-place" dir="ltr">
          {[place.city, place.country_code, place.timezone].filter(Boolean).join(' · ')} ({place.latitude.toFixed(5)}, {place.longitude.toFixed(5)})
        </Text>
      )}
      <Radio.Group value={source} onChange={(value) => setSource(value as 'method' | 'table')}>
        <Group>
          <Radio value="method" label={t('mosque.method')} />
          <Radio value="table" label={t('mosque.table')} />
        </Group>
      </Radio.Group>
      {source === 'method' ? (
        <Select label={t('mosque.method')} data={methodOptions(t)} value={method} onChange={setMethod} searchable placeholder={t('mosque.methodDefault')} />
      ) : (
        <Textarea label={t('mosque.table')} value={table} onChange={(e) => setTable(e.currentTarget.value)} autosize minRows={6} maxRows={14} />
      )}
      {error && <Alert color="red">{error}</Alert>}
      <Button onClick={submit} loading={loading} disabled={!name.trim() || !place || naming || (source === 'table' && !table.trim())} data-testid="mosque-create">
        {t('mosque.create')}
      </Button>
    </Stack>
  );
}
