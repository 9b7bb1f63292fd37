// Under the grid: the month's named days and fasts, one line each with the
// Hijri and Gregorian dates, then the key to the grid's marks.
import { Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { MessageId } from '../../shared/i18n/i18n.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { dayNames } from './dayNames.ts';
import { gregorianDay } from './gregorianSpan.ts';
import classes from './islamicYear.module.css';
import { listedDay, type CalendarDay } from './monthDays.ts';

export function MonthDaysList({ days, month }: { days: readonly CalendarDay[]; month: number }) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const listed = days.map(listedDay).filter((d): d is CalendarDay => d !== null);
  const monthName = t(`hijri.month.${month}` as MessageId);
  return (
    <Stack gap="sm">
      {listed.length > 0 && (
        <Paper withBorder p="sm">
          <Text fw={700} component="h2" fz="md" m={0} mb="xs">
            {t('islamicYear.thisMonth')}
          </Text>
          <List spacing={6} listStyleType="none" p={0} data-testid="month-days">
            {listed.map((d) => (
              <List.Item key={d.date} data-date={d.date}>
                <Text size="sm" fw={600} span>
                  {localDigits(language, `${d.day} ${monthName}`)}
                </Text>{' '}
                <Text size="xs" c="dimmed" span>
                  {gregorianDay(language, d.date)}
                </Text>
                <Text size="sm" data-testid="day-names">
                  {dayNames(t, d).join(' · ')}
                </Text>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
      <Group gap="md" wrap="wrap" data-testid="calendar-key">
        <Group gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes.named}`} aria-hidden />
          <Text size="xs">{t('islamicYear.key.named')}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes.differ}`} aria-hidden />
          <Text size="xs">{t('islamicYear.key.differ')}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <span className={classes.swatch} aria-hidden style={{ position: 'relative' }}>
            <span className={classes.fast} />
          </span>
          <Text size="xs">{t('islamicYear.key.fast')}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconStarFilled size={12} aria-hidden color="var(--mantine-color-grape-filled)" />
          <Text size="xs">{t('islamicYear.key.oddNight')}</Text>
        </Group>
      </Group>
    </Stack>
  );
}
