// Home with the two sheets it opens. Composed here so the home, location and
// settings features stay independent of one another.
import { useDisclosure } from '@mantine/hooks';
import { lazy, useState } from 'react';
import { HomeScreen } from '../features/home/HomeScreen.tsx';
import { WithServer } from '../shared/apollo/WithServer.tsx';

// The sheets (and the Mantine parts only they use: Drawer, Modal, inputs, city search)
// are not needed for Home's first paint, so they load as their own chunks, from the first
// hint that one may open (hover, touch, focus on its control). Their code is not run
// during start-up, when a cheap phone's main thread is busiest; the service worker has
// usually cached the files by then, so opening still feels immediate.
const loadLocationDialog = () => import('../features/location/EditLocationDialog.tsx');
const loadSettingsDrawer = () => import('./SettingsDrawer.tsx');
const EditLocationDialog = lazy(() => loadLocationDialog().then((m) => ({ default: m.EditLocationDialog })));
const SettingsDrawer = lazy(() => loadSettingsDrawer().then((m) => ({ default: m.SettingsDrawer })));

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
  const [locationOpened, locationDialog] = useDisclosure(false);
  const [settingsOpened, settingsDrawer] = useDisclosure(false);
  const locationMounted = useOpenedOnce(locationOpened);
  const settingsMounted = useOpenedOnce(settingsOpened);
  return (
    <>
      <HomeScreen onChangeLocation={locationDialog.open} onOpenSettings={settingsDrawer.open} onPrepareSheet={prepareSheet} />
      {/* The sheets save to the server: they wait for the Apollo Client, as for their chunk. */}
      <WithServer>
        {locationMounted && <EditLocationDialog opened={locationOpened} onClose={locationDialog.close} />}
        {settingsMounted && <SettingsDrawer opened={settingsOpened} onClose={settingsDrawer.close} />}
      </WithServer>
    </>
  );
}
