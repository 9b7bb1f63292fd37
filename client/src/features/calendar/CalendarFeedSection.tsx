// Settings: 'Subscribe in your calendar'. A private webcal link to the next 30
// days of prayers, with an optional alarm; copy it, open it, or turn it off.
import { Button, CopyButton, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { gregorianDateLabel } from '../../prayer/index.ts';
import { useCurrentUser } from '../../shared/user/CurrentUserContext.tsx';
import { useCalendarFeed } from './useCalendarFeed.ts';

const ALARMS = [
  { value: 'none', label: 'No alarm' },
  { value: '0', label: 'At the time' },
  { value: '5', label: '5 minutes before' },
  { value: '10', label: '10 minutes before' },
  { value: '15', label: '15 minutes before' },
  { value: '30', label: '30 minutes before' },
];

export function CalendarFeedSection() {
  const { online } = useCurrentUser();
  const { feed, url, busy, subscribe, turnOff } = useCalendarFeed(!online);
  const [alarm, setAlarm] = useState('none');
  const since = feed ? gregorianDateLabel(new Date(feed.createdAt), Intl.DateTimeFormat().resolvedOptions().timeZone) : '';
  return (
    <Stack gap="xs" data-testid="calendar-feed">
      <Text fw={600}>Subscribe in your calendar</Text>
      <Text size="sm" c="dimmed">
        Your five prayers for the next 30 days in any calendar app, kept up to date. The link is private: anyone who has it
        sees your prayer times and city.
      </Text>
      {url && (
        <Stack gap={6}>
          <TextInput readOnly value={url} aria-label="Calendar link" onFocus={(e) => e.currentTarget.select()} />
          <Group gap="xs">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" component="a" href={url} leftSection={<IconCalendarPlus size={14} aria-hidden />}>
              Open in calendar
            </Button>
          </Group>
        </Stack>
      )}
      {feed && !url && (
        <Text size="sm">
          A calendar link is on since {since}. For safety it is shown only once; a new link replaces it.
        </Text>
      )}
      <NativeSelect label="Alarm" data={ALARMS} value={alarm} onChange={(e) => setAlarm(e.currentTarget.value)} disabled={!online} />
      <Group gap="xs">
        <Button size="xs" loading={busy} disabled={!online} onClick={() => void subscribe(alarm === 'none' ? null : Number(alarm))}>
          {feed ? 'New link' : 'Get calendar link'}
        </Button>
        {feed && (
          <Button size="xs" variant="default" disabled={!online || busy} onClick={() => void turnOff()}>
            Turn off
          </Button>
        )}
      </Group>
      {!online && (
        <Text size="sm" c="dimmed">
          Available when you are online.
        </Text>
      )}
    </Stack>
  );
}
