// Home with the two sheets it opens. Composed here so the home, location and
// settings features stay independent of one another.
import { useDisclosure } from '@mantine/hooks';
import { HomeScreen } from '../features/home/HomeScreen.tsx';
import { EditLocationDialog } from '../features/location/EditLocationDialog.tsx';
import { SettingsDrawer } from '../features/settings/SettingsDrawer.tsx';

export function HomeRoute() {
  const [locationOpened, locationDialog] = useDisclosure(false);
  const [settingsOpened, settingsDrawer] = useDisclosure(false);
  return (
    <>
      <HomeScreen onChangeLocation={locationDialog.open} onOpenSettings={settingsDrawer.open} />
      <EditLocationDialog opened={locationOpened} onClose={locationDialog.close} />
      <SettingsDrawer opened={settingsOpened} onClose={settingsDrawer.close} />
    </>
  );
}
