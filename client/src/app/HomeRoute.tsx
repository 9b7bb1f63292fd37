// Home with the two sheets it opens. Composed here so the home, location and
// settings features stay independent of one another.
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HomeScreen } from '../features/home/HomeScreen.tsx';

// The sheets (and the Mantine parts only they use: Drawer, Modal, inputs, city search)
// are not needed for Home's first paint, so they load as their own chunks: fetched when
// the browser is idle after load, and mounted from their first opening on.
const loadLocationDialog = () => import('../features/location/EditLocationDialog.tsx');
const loadSettingsDrawer = () => import('../features/settings/SettingsDrawer.tsx');
const EditLocationDialog = lazy(() => loadLocationDialog().then((m) => ({ default: m.EditLocationDialog })));
const SettingsDrawer = lazy(() => loadSettingsDrawer().then((m) => ({ default: m.SettingsDrawer })));

function usePrefetchSheets() {
  useEffect(() => {
    const prefetch = () => void Promise.all([loadLocationDialog(), loadSettingsDrawer()]).catch(() => undefined);
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(prefetch, 2000);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(prefetch, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, []);
}

/** True from the first time `opened` is true: the sheet stays mounted so closing animates. */
function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

export function HomeRoute() {
  const [locationOpened, locationDialog] = useDisclosure(false);
  const [settingsOpened, settingsDrawer] = useDisclosure(false);
  const locationMounted = useOpenedOnce(locationOpened);
  const settingsMounted = useOpenedOnce(settingsOpened);
  usePrefetchSheets();
  return (
    <>
      <HomeScreen onChangeLocation={locationDialog.open} onOpenSettings={settingsDrawer.open} />
      <Suspense fallback={null}>
        {locationMounted && <EditLocationDialog opened={locationOpened} onClose={locationDialog.close} />}
        {settingsMounted && <SettingsDrawer opened={settingsOpened} onClose={settingsDrawer.close} />}
      </Suspense>
    </>
  );
}
