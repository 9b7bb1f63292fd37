// 'Mon D, YYYY • D Month YYYY AH' for the place's calendar day, the Hijri part
// moved by the user's Hijri adjustment (decision 10).
import { Text } from '@mantine/core';
import { hijriDateLine } from '../../prayer/index.ts';

interface DatesLineProps {
  date: string;
  timezone: string;
  hijriAdjustment?: number;
}

export function DatesLine({ date, timezone, hijriAdjustment }: DatesLineProps) {
  'use memo';
  return (
    <Text ta="center" size="sm" c="dimmed" data-testid="dates-line">
      {hijriDateLine(date, timezone, hijriAdjustment)}
    </Text>
  );
}
