// The position offer on Home (issue 43 item 5, docs/decisions.md): where location is already
// granted and the device is at least 50 km from the active place, a small card offers to
// switch to the saved place nearest the device (within 50 km of it) or, with none, to add
// the device's place. Nothing changes without a tap; 'Not now' keeps it away for the active
// place and the day. Loaded with the Apollo Client (lazyWithClient).
import '../../styles/screens.ts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { distanceKm } from '@prayer-companion/engine';
import type { UserLocation } from '../../entities/users/appUser.ts';
import { PlacesQuery } from '../../entities/places/placesOperations.ts';
import { usePlaceActions } from '../../entities/places/usePlaceActions.ts';
import { useDevicePlace } from '../../entities/places/useDevicePlace.ts';
import { nearestWithin, OFFER_KM } from '../../entities/places/nearby.ts';
import { dismissOffer, offerDismissed } from '../../entities/places/offerDismissal.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

interface PositionOfferProps {
  location: UserLocation;
  /** Today at the active place (YYYY-MM-DD): a 'Not now' lasts the day. */
  date: string;
}

export default function PositionOffer({ location, date }: PositionOfferProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const { data } = useQuery(PlacesQuery);
  const actions = usePlaceActions();
  const device = useDevicePlace();
  const [busy, setBusy] = useState(false);
  // Bumped by 'Not now' so the card reads the stored dismissal again.
  const [, setDismissals] = useState(0);
  const here = device.position;
  const places = data?.me?.places;
  if (!here || !places || offerDismissed(location, date)) return null;
  const km = distanceKm(location, here);
  if (km < OFFER_KM) return null;
  const near = nearestWithin(places.filter((p) => !p.active), here, OFFER_KM);
  const run = (act: () => Promise<boolean>) => {
    setBusy(true);
    void act().finally(() => setBusy(false));
  };
  return (
    <Paper withBorder p="md" data-testid="position-offer" role="region" aria-label={t('placesOffer.title')}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('placesOffer.title')}
        </Text>
        <Text size="sm" data-testid="position-offer-text">
          {t('placesOffer.away', { km: localDigits(language, String(Math.round(km))), place: location.city || location.name })}
        </Text>
        <Group gap="xs" wrap="wrap">
          {near ? (
            <Button size="xs" loading={busy} data-testid="position-offer-switch" onClick={() => run(() => actions.activate(near.id))}>
              {t('placesOffer.switchTo', { place: near.label })}
            </Button>
          ) : (
            <Button size="xs" loading={busy} data-testid="position-offer-add" onClick={() => run(device.addHere)}>
              {t('placesOffer.add')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            data-testid="position-offer-dismiss"
            onClick={() => {
              dismissOffer(location, date);
              setDismissals((n) => n + 1);
            }}
          >
            {t('placesOffer.notNow')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
