// Home → the monthly timetable (its screen loads as its own chunk).
import { Button, Group } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import { useT } from '../../shared/i18n/useT.ts';

export function TimetableLink() {
  const t = useT();
  const path = usePrefixedPath('/timetable');
  return (
    <Group justify="center">
      <Button component={Link} to={path} variant="subtle" size="compact-sm" data-track="home:timetable" leftSection={<IconCalendarMonth size={16} aria-hidden />}>
        {t('home.monthlyTimetable')}
      </Button>
    </Group>
  );
}
