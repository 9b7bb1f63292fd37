// Settings, 'Notifications' (spec section 2; issue 17): 'Prayer Reminders'
// through Web Push, per prayer and minutes before, with a test; and 'Adhan
// Sound', the chime while the app is open. Each state says what the user can do.
import { Button, Chip, Group, Stack, Switch, Text } from '@mantine/core';
import { PRAYER_NAMES } from '../../prayer/index.ts';
import { setAdhanSound, useAdhanSoundOn } from '../../shared/sound/adhanSound.ts';
import { useCurrentUser } from '../../shared/user/CurrentUserContext.tsx';
import type { PushState } from './pushSupport.ts';
import { DEFAULT_CHOICES, usePushReminders } from './usePushReminders.ts';

const PRAYERS = PRAYER_NAMES.filter((p) => p.value !== 'sunrise');
const MINUTES = [
  { value: '0', label: 'At the time' },
  { value: '5', label: '5 min before' },
  { value: '10', label: '10 min before' },
  { value: '15', label: '15 min before' },
  { value: '30', label: '30 min before' },
];
const MAX_TIMES = 3;

function stateText(state: PushState, on: boolean, online: boolean): string {
  if (state === 'unsupported') return 'This browser cannot show reminders. Install the app from your browser menu, or use Chrome, Edge, Firefox or Safari.';
  if (state === 'denied') return "Notifications are blocked for this site. Allow them in your browser's site settings to turn reminders on.";
  if (!online) return 'Available when you are online.';
  if (on) return 'On for this device, even when the app is closed.';
  return 'Get a notification for each prayer on this device, even when the app is closed.';
}

export function RemindersSection() {
  const { online } = useCurrentUser();
  const reminders = usePushReminders(online);
  const { state, device, busy } = reminders;
  const adhanOn = useAdhanSoundOn();
  const choices = device ? { prayers: device.prayers, minutesBefore: device.minutesBefore } : DEFAULT_CHOICES;
  const usable = state !== 'unsupported' && state !== 'denied' && online;
  return (
    <Stack gap="xs" data-testid="reminders">
      <Text fw={600}>Notifications</Text>
      <Switch
        label="Prayer Reminders"
        description={stateText(state, device !== null, online)}
        checked={device !== null}
        disabled={!usable || busy}
        onChange={(event) => void (event.currentTarget.checked ? reminders.turnOn() : reminders.turnOff())}
      />
      {device && (
        <Stack gap={8} pl="xs">
          <Chip.Group
            multiple
            value={choices.prayers}
            // At least one prayer: none at all is the switch above.
            onChange={(prayers) => prayers.length > 0 && void reminders.change({ ...choices, prayers })}
          >
            <Group gap={6} role="group" aria-label="Remind me of">
              {PRAYERS.map((p) => (
                <Chip key={p.value} value={p.value} size="xs" disabled={busy}>
                  {p.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Chip.Group
            multiple
            value={choices.minutesBefore.map(String)}
            onChange={(values) =>
              values.length > 0 && values.length <= MAX_TIMES && void reminders.change({ ...choices, minutesBefore: values.map(Number) })
            }
          >
            <Group gap={6} role="group" aria-label="When">
              {MINUTES.map((m) => (
                <Chip key={m.value} value={m.value} size="xs" disabled={busy}>
                  {m.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="xs" c="dimmed">
            Up to {MAX_TIMES} times for each prayer.
          </Text>
          <Group>
            <Button size="xs" variant="default" onClick={() => void reminders.test()} disabled={busy}>
              Send test reminder
            </Button>
          </Group>
        </Stack>
      )}
      <Switch
        label="Adhan Sound"
        description="Plays a short chime at each prayer's time while the app is open (this device only)."
        checked={adhanOn}
        onChange={(event) => setAdhanSound(event.currentTarget.checked)}
      />
    </Stack>
  );
}
