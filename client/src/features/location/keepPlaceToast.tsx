// After 'Use Current Location' (issue 43 item 5): the spec's move has already put the active
// saved place where the device is; this toast offers 'Save this place', which keeps it as a
// place of its own by saving the place the user was on before again (with its name, and as
// home if it was home), so the move does not cost them that place.
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { t } from '../../shared/i18n/i18n.ts';

const KEEP_MS = 10_000;

export function toastKeepPlace(name: string, previous: string, onSave: () => Promise<boolean>): void {
  notifications.clean();
  const id = notifications.show({
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
  });
}
