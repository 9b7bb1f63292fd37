// The settings side sheet 'Prayer Time Settings' (spec section 2). It lives in
// app/ because it composes sections of several features.
import '../styles/screens.ts';
import { Divider, Drawer, Stack } from '@mantine/core';
import { AnalyticsSwitch } from '../features/analytics/AnalyticsSwitch.tsx';
import { useCurrentUser } from '../entities/users/CurrentUserContext.tsx';
import { CalendarFeedSection } from '../features/calendar/CalendarFeedSection.tsx';
import { NightTimesSetting } from '../entities/night/NightTimesSetting.tsx';
import { MoreTimesSetting } from '../entities/moreTimes/MoreTimesSetting.tsx';
import { AccountSection } from '../features/settings/AccountSection.tsx';
import { MatchMosqueSection } from '../features/settings/MatchMosqueSection.tsx';
import { TravelSettingsSection } from '../features/settings/TravelSettingsSection.tsx';
import { RemindersSection } from '../features/push/RemindersSection.tsx';
import { LedgerSection } from '../features/ledger/LedgerSection.tsx';
import { PrayerSettingsForm } from '../features/settings/PrayerSettingsForm.tsx';
import { LanguageSelect } from '../features/settings/LanguageSelect.tsx';
import { ThemeToggle } from '../features/settings/ThemeToggle.tsx';
import { useT } from '../shared/i18n/useT.ts';

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
        {/* Where '?settings=match' scrolls to (entities/whyTimes/useMatchLink.ts). */}
        <div id="settings-match">
          <MatchMosqueSection />
        </div>
        <Divider />
        <TravelSettingsSection />
        <Divider />
        <LanguageSelect />
        <ThemeToggle />
        <NightTimesSetting />
        <MoreTimesSetting />
        <Divider />
        <RemindersSection />
        <Divider />
        <LedgerSection />
        <Divider />
        <CalendarFeedSection />
        <Divider />
        <AccountSection onLoggedOut={onClose} privacy={<AnalyticsSwitch />} />
      </Stack>
    </Drawer>
  );
}
