// After 'Use Current Location' (issue 43 item 5): the spec's move has already put the active
// saved place where the device is; this toast offers 'Save this place', which keeps it as a
// place of its own by saving the place the user was on before again (with its name, and as
// home if it was home), so the move does not cost them that place.
import { Button, Stack, Text } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { t } from '../../shared/i18n/i18n.ts';
import { LOCATION_SET_TOAST } from './LocationDialog.tsx';

const KEEP_MS = 10_000;

export function toastKeepPlace(name: string, previous: string, onSave: () => Promise<boolean>): void {
  const shown = notificationsStore.getState().notifications.find((toast) => toast.id?.startsWith(LOCATION_SET_TOAST));
  const id = shown?.id ?? `${LOCATION_SET_TOAST}keep-${Date.now()}`;
  const toast = {
    id,
    title: t('location.setToast'),
    color: 'teal',
    autoClose: KEEP_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': t('common.close') },
    message: (
      <Stack gap={6} align="flex-start">
        {/* The spec's 'Location Set Successfully' message stays; the offer follows it. */}
        <Text size="sm">{t('location.setToastBody', { name })}</Text>
        <Text size="sm">{t('placesKeep.body', { previous })}</Text>
        <Button
          size="xs"
          data-testid="keep-place-save"
          onClick={() => {
            notifications.hide(id);
            void onSave().then((saved) => saved && notifications.show({ title: t('placesKeep.saved'), message: '', color: 'teal', autoClose: 5000, withBorder: true }));
          }}
        >
          {t('placesKeep.save')}
        </Button>
      </Stack>
    ),
  };
  // The dialog's 'Location Set Successfully' toast grows the offer in place while it is shown:
  // a second toast of the same title would slide in while the first fades out.
  if (shown) notifications.update(toast);
  else {
    notifications.clean();
    notifications.show(toast);
  }
}
