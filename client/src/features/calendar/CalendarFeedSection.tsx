// Settings: 'Subscribe in your calendar'. A private webcal link to the next 30
// days of prayers, with an optional alarm and, if asked, the days of the
// Islamic year; copy it, open it, or turn it off.
import { Button, Checkbox, CopyButton, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { gregorianDate } from '../../shared/i18n/format.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { useLanguage, useT, type Translate } from '../../shared/i18n/useT.ts';
import { useCalendarFeed } from './useCalendarFeed.ts';

const ALARM_MINUTES = [5, 10, 15, 30];

const alarmOptions = (t: Translate) => [
  { value: 'none', label: t('calendar.noAlarm') },
  { value: '0', label: t('calendar.atTime') },
  ...ALARM_MINUTES.map((minutes) => ({ value: String(minutes), label: t('calendar.minutesBefore', { minutes }) })),
];

export function CalendarFeedSection() {
  const t = useT();
  const language = useLanguage();
  const { online } = useCurrentUser();
  const { feed, url, busy, subscribe, turnOff } = useCalendarFeed(!online);
  const [alarm, setAlarm] = useState('none');
  const [islamicDays, setIslamicDays] = useState(false);
  const since = feed ? gregorianDate(language, new Date(feed.createdAt), Intl.DateTimeFormat().resolvedOptions().timeZone) : '';
  return (
    <Stack gap="xs" data-testid="calendar-feed">
      <Text fw={600}>{t('calendar.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('calendar.intro')}
      </Text>
      {url && (
        <Stack gap={6}>
          <TextInput readOnly value={url} aria-label={t('calendar.link')} onFocus={(e) => e.currentTarget.select()} />
          <Group gap="xs">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}>
                  {copied ? t('calendar.copied') : t('calendar.copyLink')}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" component="a" href={url} leftSection={<IconCalendarPlus size={14} aria-hidden />}>
              {t('calendar.open')}
            </Button>
          </Group>
        </Stack>
      )}
      {feed && !url && (
        <Text size="sm">
          {t('calendar.onSince', { date: since })}
        </Text>
      )}
      <NativeSelect label={t('calendar.alarm')} data={alarmOptions(t)} value={alarm} onChange={(e) => setAlarm(e.currentTarget.value)} disabled={!online} />
      <Checkbox
        label={t('calendar.islamicDays')}
        checked={islamicDays}
        onChange={(e) => setIslamicDays(e.currentTarget.checked)}
        disabled={!online}
      />
      <Group gap="xs">
        <Button size="xs" loading={busy} disabled={!online} onClick={() => void subscribe(alarm === 'none' ? null : Number(alarm), islamicDays)}>
          {feed ? t('calendar.newLink') : t('calendar.getLink')}
        </Button>
        {feed && (
          <Button size="xs" variant="default" disabled={!online || busy} onClick={() => void turnOff()}>
            {t('calendar.turnOff')}
          </Button>
        )}
      </Group>
      {!online && (
        <Text size="sm" c="dimmed">
          {t('calendar.onlineOnly')}
        </Text>
      )}
    </Stack>
  );
}
