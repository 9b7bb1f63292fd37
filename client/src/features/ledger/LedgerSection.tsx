// Fasts and make-ups (issue 32, item 4) on Home and in Settings: a frame that
// paints at once, with the ledger's data and controls once the Apollo Client
// has arrived. Offline it says that recording needs the connection.
import '../../styles/screens.ts';
import { Paper, Stack, Text } from '@mantine/core';
import { announcedHijriDate } from '@prayer-companion/engine/announcedHijri';
import { lazyWithClient, WithClientWhenReady } from '../../shared/apollo/WithClient.tsx';
import { useAnnouncedMonthStarts } from '../../entities/hijri/announcements.ts';
import { useT } from '../../shared/i18n/useT.ts';
import { useNow } from '../../shared/hooks/useNow.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { prayerPlaceOf } from '../../entities/users/prayerPlace.ts';
import { todayAt } from '@prayer-companion/engine';

const LedgerData = lazyWithClient(() => import('./LedgerData.tsx'));
const RAMADAN = 9;

/** The ledger of the signed-in user, for the day at their place (Home and Settings compose it: app/). */
export function LedgerSection() {
  'use memo';
  const t = useT();
  const { user, online } = useCurrentUser();
  const { place, location, settings } = prayerPlaceOf(user);
  const today = todayAt(place.timezone, useNow(60_000));
  const country = location.country_code;
  const hijriAdjustment = settings.hijri_adjustment ?? 0;
  const announced = useAnnouncedMonthStarts(country);
  const inRamadan = announcedHijriDate(today, announced, hijriAdjustment)?.month === RAMADAN;
  return (
    <Paper withBorder p="sm" aria-labelledby="ledger-title" component="section" data-testid="ledger">
      <Stack gap="xs">
        <Text fw={700} id="ledger-title">
          {t('ledger.title')}
        </Text>
        {!online && (
          <Text size="xs" c="dimmed" data-testid="ledger-offline">
            {t('ledger.needsConnection')}
          </Text>
        )}
        <WithClientWhenReady>
          <LedgerData today={today} online={online} inRamadan={inRamadan} />
        </WithClientWhenReady>
      </Stack>
    </Paper>
  );
}
