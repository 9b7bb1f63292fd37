// Home → the monthly timetable and the Islamic year (each screen loads as its own chunk).
import { Button, Group } from '@mantine/core';
import { IconCalendarMonth, IconMoon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import { useT } from '../../shared/i18n/useT.ts';

export function TimetableLink() {
  const t = useT();
  const path = usePrefixedPath('/timetable');
  const calendarPath = usePrefixedPath('/calendar');
  return (
    <Group justify="center" gap="xs">
      <Button component={Link} to={path} variant="subtle" size="compact-sm" data-track="home:timetable" leftSection={<IconCalendarMonth size={16} aria-hidden />}>
        {t('home.monthlyTimetable')}
      </Button>
      <Button component={Link} to={calendarPath} variant="subtle" size="compact-sm" data-track="home:calendar" leftSection={<IconMoon size={16} aria-hidden />}>
        {t('islamicYear.link')}
      </Button>
    </Group>
  );
}
