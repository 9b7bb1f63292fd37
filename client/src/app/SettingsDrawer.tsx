// The settings side sheet 'Prayer Time Settings' (spec section 2). It lives in
// app/ because it composes sections of several features.
import '../styles/screens.ts';
import { Divider, Drawer, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { AnalyticsSwitch } from '../features/analytics/AnalyticsSwitch.tsx';
import { useCurrentUser } from '../entities/user/CurrentUserContext.tsx';
import { CalendarFeedSection } from '../features/calendar/CalendarFeedSection.tsx';
import { NightTimesSetting } from '../entities/night/NightTimesSetting.tsx';
import { MoreTimesSetting } from '../entities/moreTimes/MoreTimesSetting.tsx';
import { AccountSection } from '../features/settings/AccountSection.tsx';
import { MatchMosqueSection } from '../features/settings/MatchMosqueSection.tsx';
import { TravelSettingsSection } from '../features/settings/TravelSettingsSection.tsx';
import { RemindersSection } from '../features/reminders/RemindersSection.tsx';
import { LedgerSection } from '../features/ledger/LedgerSection.tsx';
import { PrayerSettingsForm } from '../features/settings/PrayerSettingsForm.tsx';
import { LanguageSelect } from '../features/settings/LanguageSelect.tsx';
import { ThemeToggle } from '../features/settings/ThemeToggle.tsx';
import { useT } from '../shared/i18n/useT.ts';

/**
 * Scrolls the drawer to `settings-{focus}` once it is in the page. The drawer's content
 * comes a frame or two after it opens (its portal mounts first), and a drawer mounted
 * already open runs no enter transition to hook into: so look for it frame by frame.
 */
function useScrollToSection(focus: SettingsFocus) {
  useEffect(() => {
    if (!focus) return;
    let frame = 0;
    let tries = 0;
    const look = () => {
      const section = document.getElementById(`settings-${focus}`);
      if (section) section.scrollIntoView({ block: 'start' });
      else if (++tries < 60) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [focus]);
}

/** The section a link asked for ('?settings=match'): scrolled to once the sheet is in. */
export type SettingsFocus = 'match' | null;

export function SettingsDrawer({ opened, onClose, focus = null }: { opened: boolean; onClose: () => void; focus?: SettingsFocus }) {
  // The form starts from the saved settings; a save elsewhere (Match my
  // mosque) starts it again from the new ones.
  const t = useT();
  const { user } = useCurrentUser();
  useScrollToSection(opened ? focus : null);
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
