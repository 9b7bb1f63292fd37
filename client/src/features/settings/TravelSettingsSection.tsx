// Travel settings (issue 43, decisions.md 'Saved places and travel' 4): the qasr distance
// (10–200 km; empty: the school's, 80 km or the Hanafi 77) and the school whose travel
// rules apply (empty: the Asr madhab). Saved at once; the server's refusal of a distance
// shows under the field, nothing changed.
import { NumberInput, Select, Stack, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PlacesQuery, UpdateTravelSettingsMutation } from '../../entities/places/placesOperations.ts';
import { serverMessage } from '../../shared/apollo/serverMessage.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

const SAME_AS_MADHAB = 'madhab';
const SCHOOLS = ['Shafi', 'Maliki', 'Hanbali', 'Hanafi'] as const;
// Each key written out, so the catalogs' check finds it used.
const SCHOOL_LABELS = {
  Shafi: 'travelSettings.schoolShafi',
  Maliki: 'travelSettings.schoolMaliki',
  Hanbali: 'travelSettings.schoolHanbali',
  Hanafi: 'travelSettings.schoolHanafi',
} as const satisfies Record<(typeof SCHOOLS)[number], string>;

export function TravelSettingsSection() {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const { data } = useQuery(PlacesQuery);
  const [save] = useMutation(UpdateTravelSettingsMutation, { refetchQueries: [PlacesQuery], awaitRefetchQueries: true });
  const [typed, setTyped] = useState<number | string | null>(null);
  const [error, setError] = useState<string>();
  const travel = data?.me?.travel;
  if (!travel) return null;
  const distance = typed ?? travel.settings.distanceKm ?? '';
  // The school's own distance (docs/prayer-engine.md 'Travel'), what an empty field means.
  const schoolKm = travel.school === 'Hanafi' ? 77 : 80;
  const send = async (input: { distanceKm?: number | null; school?: string | null }) => {
    try {
      await save({ variables: { input } });
      setError(undefined);
      setTyped(null);
    } catch (failure) {
      setError(serverMessage(failure) ?? t('places.tryAgain'));
    }
  };
  return (
    <Stack gap="sm" data-testid="travel-settings">
      <Title order={3} fz="md">
        {t('travelSettings.title')}
      </Title>
      <NumberInput
        label={t('travelSettings.distance')}
        description={localDigits(language, t('travelSettings.distanceHint', { km: schoolKm }))}
        placeholder={String(schoolKm)}
        suffix=" km"
        clampBehavior="none"
        allowDecimal={false}
        value={distance}
        error={error}
        onChange={setTyped}
        onBlur={() => {
          if (typed === null) return;
          void send({ distanceKm: typed === '' ? null : Number(typed) });
        }}
      />
      <Select
        label={t('travelSettings.school')}
        data={[{ value: SAME_AS_MADHAB, label: t('travelSettings.sameAsMadhab') }, ...SCHOOLS.map((school) => ({ value: school, label: t(SCHOOL_LABELS[school]) }))]}
        value={travel.settings.school ?? SAME_AS_MADHAB}
        onChange={(value) => void send({ school: value === SAME_AS_MADHAB || !value ? null : value })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
