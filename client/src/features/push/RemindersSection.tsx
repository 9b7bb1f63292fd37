// Settings, 'Notifications' (spec section 2; issue 17): 'Prayer Reminders'
// through Web Push, per prayer and minutes before, with a test; and 'Adhan
// Sound', the chime while the app is open. Each state says what the user can do.
import { Button, Chip, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { PRAYER_NAMES } from '@prayer-companion/engine';
import type { MessageId } from '../../shared/i18n/i18n.ts';
import { useT, type Translate } from '../../shared/i18n/useT.ts';
import { setAdhanSound, useAdhanSoundOn } from '../../shared/sound/adhanSound.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import type { PushState } from './pushSupport.ts';
import { DEFAULT_CHOICES, usePushReminders, type Choices } from './usePushReminders.ts';

const PRAYERS = PRAYER_NAMES.filter((p) => p.value !== 'sunrise');
const MINUTES = [0, 5, 10, 15, 30];
const MAX_TIMES = 3;
/** The Islamic-year reminders (issue 32), each opt-in. */
const EXTRAS = ['suhoor', 'iftar', 'fast_eve', 'last_ten', 'month_start'] as const;
/** The suhoor reminder's minutes before imsak (the server's range, server/schema/push.ts). */
const SUHOOR_MIN = 0;
const SUHOOR_MAX = 60;

/** Minutes before imsak, saved when the field is left (or Enter) with a whole number in range. */
function SuhoorMinutes({ saved, disabled, save }: { saved: number; disabled: boolean; save: (minutes: number) => void }) {
  const t = useT();
  const [value, setValue] = useState<string | number>(saved);
  const minutes = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  const valid = Number.isInteger(minutes) && minutes >= SUHOOR_MIN && minutes <= SUHOOR_MAX;
  const commit = () => valid && minutes !== saved && save(minutes);
  return (
    <NumberInput
      size="xs"
      w={240}
      label={t('reminders.suhoorMinutes.label')}
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      min={SUHOOR_MIN}
      max={SUHOOR_MAX}
      step={5}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      disabled={disabled}
      error={valid ? undefined : t('reminders.suhoorMinutes.range', { min: SUHOOR_MIN, max: SUHOOR_MAX })}
      data-testid="suhoor-minutes"
    />
  );
}

function stateText(t: Translate, state: PushState, on: boolean, online: boolean): string {
  if (state === 'unsupported') return t('reminders.unsupported');
  if (state === 'denied') return t('reminders.denied');
  if (!online) return t('reminders.offline');
  return t(on ? 'reminders.on' : 'reminders.off');
}

export function RemindersSection() {
  const t = useT();
  const { online } = useCurrentUser();
  const reminders = usePushReminders(online);
  const { state, device, busy } = reminders;
  const adhanOn = useAdhanSoundOn();
  const choices: Choices = device
    ? { prayers: device.prayers, minutesBefore: device.minutesBefore, extras: device.extras, suhoorMinutes: device.suhoorMinutes }
    : DEFAULT_CHOICES;
  const usable = state !== 'unsupported' && state !== 'denied' && online;
  return (
    <Stack gap="xs" data-testid="reminders">
      <Text fw={600}>{t('reminders.title')}</Text>
      <Switch
        label={t('reminders.prayerReminders')}
        description={stateText(t, state, device !== null, online)}
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
            <Group gap={6} role="group" aria-label={t('reminders.remindOf')}>
              {PRAYERS.map((p) => (
                <Chip key={p.value} value={p.value} size="xs" disabled={busy}>
                  {t(`prayer.${p.value}` as MessageId)}
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
            <Group gap={6} role="group" aria-label={t('reminders.when')}>
              {MINUTES.map((m) => (
                <Chip key={m} value={String(m)} size="xs" disabled={busy}>
                  {m === 0 ? t('reminders.atTime') : t('reminders.minutesBefore', { minutes: m })}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="xs" c="dimmed">
            {t('reminders.maxTimes', { count: MAX_TIMES })}
          </Text>
          <Text size="sm" fw={600}>
            {t('reminders.islamic.title')}
          </Text>
          <Chip.Group multiple value={choices.extras} onChange={(extras) => void reminders.change({ ...choices, extras })}>
            <Group gap={6} role="group" aria-label={t('reminders.islamic.title')}>
              {EXTRAS.map((e) => (
                <Chip key={e} value={e} size="xs" disabled={busy}>
                  {t(`reminders.islamic.${e}` as MessageId)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {choices.extras.includes('suhoor') && (
            <SuhoorMinutes
              key={choices.suhoorMinutes}
              saved={choices.suhoorMinutes}
              disabled={!usable}
              save={(suhoorMinutes) => void reminders.change({ ...choices, suhoorMinutes })}
            />
          )}
          <Group>
            <Button size="xs" variant="default" onClick={() => void reminders.test()} disabled={busy}>
              {t('reminders.sendTest')}
            </Button>
          </Group>
        </Stack>
      )}
      <Switch
        label={t('reminders.adhanSound')}
        description={t('reminders.adhanSoundHelp')}
        checked={adhanOn}
        onChange={(event) => setAdhanSound(event.currentTarget.checked)}
      />
    </Stack>
  );
}
