// Home with the two sheets it opens. Composed here so the home, location and
// settings features stay independent of one another.
import { Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { lazyPart } from '../shared/lazyPart.ts';
import { HomeScreen } from '../features/home/HomeScreen.tsx';
import { MovedFromMosqueSlot } from '../features/settings/MovedFromMosqueSlot.tsx';
import { lazyWithClient, WithClientWhenReady } from '../shared/apollo/WithClient.tsx';
import { useT } from '../shared/i18n/useT.ts';
import { LatePart } from '../shared/ui/LatePart.tsx';

// The sheets (and the Mantine parts only they use: Drawer, Modal, inputs, city search)
// are not needed for Home's first paint, so they load as their own chunks, from the first
// hint that one may open (hover, touch, focus on its control). Their code is not run
// during start-up, when a cheap phone's main thread is busiest; the service worker has
// usually cached the files by then, so opening still feels immediate.
const loadLocationDialog = () => import('../features/geo/EditLocationDialog.tsx');
const loadSettingsDrawer = () => import('./SettingsDrawer.tsx');
const EditLocationDialog = lazyPart(() => loadLocationDialog().then((m) => ({ default: m.EditLocationDialog })));
const SettingsDrawer = lazyPart(() => loadSettingsDrawer().then((m) => ({ default: m.SettingsDrawer })));

// Fasts and make-ups (issue 32): below the day's prayers, so its own chunk, out of the first load.
const LedgerSection = lazyPart(() => import('../features/ledger/LedgerSection.tsx').then((m) => ({ default: m.LedgerSection })));

// The followed mosque's card (issue 33): its own chunk, once the Apollo Client has arrived.
const FollowedMosqueCard = lazyWithClient(() => import('../features/mosque/FollowedMosqueCard.tsx'));

const prepareSheet = (sheet: 'location' | 'settings') =>
  void (sheet === 'location' ? loadLocationDialog() : loadSettingsDrawer()).catch(() => undefined);

/** True from the first time `opened` is true: the sheet stays mounted so closing animates. */
function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

export function HomeRoute() {
  'use memo';
  const t = useT();
  const [locationOpened, locationDialog] = useDisclosure(false);
  const [settingsOpened, settingsDrawer] = useDisclosure(false);
  const locationMounted = useOpenedOnce(locationOpened);
  const settingsMounted = useOpenedOnce(settingsOpened);
  return (
    <>
      <HomeScreen
        onChangeLocation={locationDialog.open}
        onOpenSettings={settingsDrawer.open}
        onPrepareSheet={prepareSheet}
        ledger={
          <LatePart>
            <LedgerSection />
          </LatePart>
        }
        movedNote={<MovedFromMosqueSlot />}
        mosqueCard={
          // Its line is held (hidden) until the card's chunk comes: the cards below stay put.
          <WithClientWhenReady
            fallback={
              <Text size="sm" style={{ visibility: 'hidden' }} aria-hidden>
                {t('mosque.find')}
              </Text>
            }
          >
            <FollowedMosqueCard />
          </WithClientWhenReady>
        }
      />
      {/* The sheets save to the server: they wait for the Apollo Client, as for their chunk. */}
      <WithClientWhenReady>
        {locationMounted && <EditLocationDialog opened={locationOpened} onClose={locationDialog.close} />}
        {settingsMounted && <SettingsDrawer opened={settingsOpened} onClose={settingsDrawer.close} />}
      </WithClientWhenReady>
    </>
  );
}
