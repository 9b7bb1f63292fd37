// Times fitted to a mosque belong to its place (issue 30, item 8): after a move of more
// than FITTED_RADIUS_KM, Home asks whether to keep the mosque's times or take the new
// place's default. Its own chunk (it saves through Apollo), loaded only when it asks.
import '../../styles/screens.ts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { defaultPrayerSettings, fittedDistanceKm, fittedName, UNNAMED_MOSQUE, type PrayerSettings } from '@prayer-companion/engine';
import { localDigits } from '../../shared/i18n/format.ts';
import { methodName } from '../../shared/i18n/prayerTexts.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import type { UserLocation } from '../../entities/users/appUser.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { keepHere } from './keptFittedTimes.ts';
import { useSavePrayerSettings } from './useSavePrayerSettings.ts';

interface Props {
  settings: PrayerSettings;
  place: UserLocation;
  onAnswered: () => void;
}

export default function MovedFromMosque({ settings, place, onAnswered }: Props) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const { online } = useCurrentUser();
  const { save, saving } = useSavePrayerSettings();
  const [answered, setAnswered] = useState(false);
  const km = Math.round(fittedDistanceKm(settings, place) ?? 0);
  const who = fittedName(settings.params);
  const name = who === UNNAMED_MOSQUE ? t('method.unnamedMosque') : who;
  const defaults = defaultPrayerSettings(place.country_code, place.latitude, place.longitude);
  const keep = () => {
    keepHere(settings, place);
    setAnswered(true);
    onAnswered();
  };
  // The place's default, with what is the user's own rather than the mosque's kept.
  const takeDefault = async () => {
    const { hijri_adjustment, imsak_minutes } = settings;
    await save({ ...defaults, ...(hijri_adjustment ? { hijri_adjustment } : {}), ...(imsak_minutes !== undefined ? { imsak_minutes } : {}) });
    setAnswered(true);
    onAnswered();
  };
  if (answered) return null;
  return (
    <Alert variant="light" color="yellow" icon={<IconMapPin size={18} aria-hidden />} title={t('rough2.moved.title')} data-testid="moved-from-mosque">
      <Text size="sm">{localDigits(language, t('rough2.moved.body', { name, km, place: place.city || place.name }))}</Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="default" onClick={keep}>
          {t('rough2.moved.keep')}
        </Button>
        <Button size="xs" onClick={() => void takeDefault()} loading={saving} disabled={!online}>
          {t('rough2.moved.useDefault', { method: methodName(t, defaults.calc_method) })}
        </Button>
      </Group>
    </Alert>
  );
}
