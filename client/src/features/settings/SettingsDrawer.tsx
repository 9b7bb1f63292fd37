// The settings side sheet 'Prayer Time Settings' (spec section 2).
import '../../styles/screens.ts';
import { Divider, Drawer, Stack } from '@mantine/core';
import { useCurrentUser } from '../../shared/user/CurrentUserContext.tsx';
import { CalendarFeedSection } from '../calendar/CalendarFeedSection.tsx';
import { NightTimesSetting } from '../night/NightTimesSetting.tsx';
import { AccountSection } from './AccountSection.tsx';
import { MatchMosqueSection } from './MatchMosqueSection.tsx';
import { NotificationsComingSoon } from './NotificationsComingSoon.tsx';
import { PrayerSettingsForm } from './PrayerSettingsForm.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { useT } from '../../shared/i18n/useT.ts';

export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // The form starts from the saved settings; a save elsewhere (Match my
  // mosque) starts it again from the new ones.
  const t = useT();
  const { user } = useCurrentUser();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('settings.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg" pb="xl">
        <PrayerSettingsForm key={JSON.stringify(user.prayerSettings ?? null)} />
        <Divider />
        <MatchMosqueSection />
        <Divider />
        <LanguageSelect />
        <ThemeToggle />
        <NightTimesSetting />
        <Divider />
        <NotificationsComingSoon />
        <Divider />
        <CalendarFeedSection />
        <Divider />
        <AccountSection onLoggedOut={onClose} />
      </Stack>
    </Drawer>
  );
}
