// The travel card on Home (issue 43, docs/prayer-engine.md 'Travel'): shown while the active
// place is at least the qasr distance from home, or while a stay there has made the user a
// resident. It says the distance, the prayers shortened to 2 rak'ahs, the combining windows
// with today's times (or the Hanafi's one sentence that combining is not allowed), the stay
// ('I'm staying here N days') and its rule, and the sources. It hands the shortened prayers
// up to Home, whose rows show '2 rak'ahs'. Loaded with the Apollo Client (lazyWithClient).
import '../../styles/screens.ts';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { DayPrayerTimes, FivePrayer } from '@prayer-companion/engine';
import { PlacesQuery, UpdateTravelSettingsMutation } from '../../entities/places/placesOperations.ts';
import { serverMessageOr } from '../../shared/apollo/serverMessage.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { t as translate } from '../../shared/i18n/i18n.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

interface TravelCardProps {
  times: DayPrayerTimes | null;
  onQasr: (prayers: ReadonlySet<FivePrayer>) => void;
}

const FIVE: ReadonlySet<string> = new Set(['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']);

export default function TravelCard({ times, onQasr }: TravelCardProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const { data } = useQuery(PlacesQuery);
  const travel = data?.me?.travel;
  const qasrKey = travel?.qasr.join(',') ?? '';
  useEffect(() => {
    onQasr(new Set(qasrKey.split(',').filter((p): p is FivePrayer => FIVE.has(p))));
  }, [qasrKey, onQasr]);
  const [save, { loading }] = useMutation(UpdateTravelSettingsMutation, {
    refetchQueries: [PlacesQuery],
    awaitRefetchQueries: true,
    context: { failureToast: { title: () => translate('places.failed'), message: serverMessageOr(translate('places.tryAgain')) } },
  });
  // What the user is typing; until then (and after a save) the stay the server keeps.
  const [typed, setTyped] = useState<number | string | null>(null);
  const stayDays = travel?.settings.stayDays ?? null;
  const stay = typed ?? stayDays ?? '';
  if (!travel || (!travel.travelling && !travel.resident)) return null;
  const hanafi = travel.school === 'Hanafi';
  const km = localDigits(language, travel.distanceKm.toFixed(1));
  const at = (prayer: string) => (times && FIVE.has(prayer) ? localDigits(language, times[prayer as FivePrayer]) : '');
  return (
    <Paper withBorder p="md" data-testid="travel-card">
      <Stack gap={6}>
        <Title order={2} fz="lg">
          {travel.travelling ? t('travel.title') : t('travel.residentTitle')}
        </Title>
        <Text size="sm" data-testid="travel-distance">
          {t('travel.distance', { km })}
        </Text>
        {travel.travelling ? (
          <>
            <Text size="sm" data-testid="travel-qasr">
              {t('travel.qasr')}
            </Text>
            {travel.combine.allowed ? (
              <Stack gap={2} data-testid="travel-combine">
                <Text size="sm" fw={600}>
                  {t('travel.combine')}
                </Text>
                {travel.combine.pairs.map((pair) => (
                  <Text size="sm" key={pair.prayers.join('-')} data-testid={`travel-pair-${pair.from}`}>
                    {t(pair.from === 'maghrib' ? 'travel.pairMaghrib' : 'travel.pairDhuhr', { from: at(pair.from), until: at(pair.until) })}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="sm" data-testid="travel-no-combine">
                {t('travel.hanafiNoCombine')}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" data-testid="travel-resident">
            {t('travel.resident', { days: localDigits(language, String(stayDays ?? 0)), min: localDigits(language, String(travel.residenceDays)) })}
          </Text>
        )}
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberInput
            label={t('travel.stayLabel')}
            description={t('travel.stayRule', { days: localDigits(language, String(travel.residenceDays)) })}
            min={0}
            max={365}
            allowDecimal={false}
            value={stay}
            onChange={setTyped}
            style={{ flex: '1 1 10rem' }}
            data-testid="travel-stay"
          />
          <Button
            variant="light"
            loading={loading}
            onClick={() =>
              void save({ variables: { input: { stayDays: stay === '' ? null : Number(stay) } } })
                .then(() => setTyped(null))
                .catch(() => undefined)
            }
          >
            {t('travel.staySave')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" data-testid="travel-reference">
          {hanafi ? t('travel.referenceHanafi') : t('travel.referenceMajority')}
        </Text>
      </Stack>
    </Paper>
  );
}
