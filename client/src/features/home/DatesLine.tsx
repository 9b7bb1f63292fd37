// 'Mon D, YYYY • D Month YYYY AH' for the place's calendar day.
import { Text } from '@mantine/core';
import { hijriDateLine } from '../../prayer/index.ts';

export function DatesLine({ date, timezone }: { date: string; timezone: string }) {
  'use memo';
  return (
    <Text ta="center" size="sm" c="dimmed" data-testid="dates-line">
      {hijriDateLine(date, timezone)}
    </Text>
  );
}
