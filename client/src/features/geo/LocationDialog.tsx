// The location dialog of spec section 2: current location or city search. A
// picked place is announced ('Location Set Successfully') and handed to
// `onLocationSet`; any failure building it falls back to London (spec 4).
import { Button, Divider, Modal, Stack, Text } from '@mantine/core';
import { LONDON, type UserLocation } from '../../entities/users/appUser.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { buildLocation } from '../../entities/geo/buildLocation.ts';
import type { CityResult } from './citySearch.ts';
import { CitySearch } from './CitySearch.tsx';
import { CurrentLocationButton } from './CurrentLocationButton.tsx';
import { useT } from '../../shared/i18n/useT.ts';

/**
 * How the 'Location Set Successfully' toasts' names begin: the offer to keep a place updates
 * the one shown (keepPlaceToast.tsx). Each gets a name of its own, so one still fading out
 * never shares its name with the next.
 */
export const LOCATION_SET_TOAST = 'location-set-';
let toastsShown = 0;

interface LocationDialogProps {
  opened: boolean;
  onClose: () => void;
  /** `current`: the place came from 'Use Current Location' (the device's position). */
  onLocationSet: (location: UserLocation, how?: { current: boolean }) => void;
  title?: string;
  description?: string;
  showSkip?: boolean;
}

export function LocationDialog({
  opened,
  onClose,
  onLocationSet,
  title,
  description,
  showSkip = false,
}: LocationDialogProps) {
  const t = useT();
  const settle = (build: () => UserLocation, current = false) => {
    let location: UserLocation;
    try {
      location = build();
    } catch (error) {
      console.error('could not build the location', error);
      location = LONDON;
    }
    showToast({ id: `${LOCATION_SET_TOAST}${++toastsShown}`, title: t('location.setToast'), message: t('location.setToastBody', { name: location.name }) });
    onLocationSet(location, { current });
    onClose();
  };
  const pickCity = (city: CityResult) =>
    settle(() => buildLocation({ ...city, latitude: city.lat, longitude: city.lon }));
  const skip = () =>
    showToast({ title: t('location.selectToast'), message: t('location.selectToastBody') });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t('location.setTitle')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {description ?? t('location.setDescription')}
        </Text>
        <CurrentLocationButton onLocation={(location) => settle(() => location, true)} />
        <Divider label={t('location.or')} labelPosition="center" />
        <CitySearch onPick={pickCity} />
        {showSkip && (
          <Button variant="subtle" onClick={skip}>
            {t('location.skip')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
