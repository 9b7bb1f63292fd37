// 'Mon D, YYYY • D Month YYYY AH' for the place's calendar day, the Hijri part
// from the announced month starts and moved by the user's Hijri adjustment
// (decision 10; decisions.md 25).
import { Text } from '@mantine/core';
import { useMonthStarts } from '../../entities/hijri/monthStarts.tsx';
import { datesLine } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

interface DatesLineProps {
  date: string;
  timezone: string;
  hijriAdjustment?: number;
}

export function DatesLine({ date, timezone, hijriAdjustment }: DatesLineProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const announcements = useMonthStarts();
  return (
    <Text ta="center" size="sm" c="dimmed" data-testid="dates-line">
      {datesLine(t, language, date, timezone, hijriAdjustment, announcements)}
    </Text>
  );
}
