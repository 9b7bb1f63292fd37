// The place's current time, HH:MM, refreshed every 60 s (spec section 9).
import { Text } from '@mantine/core';
import { formatClock } from '@prayer-companion/engine';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage } from '../../shared/i18n/useT.ts';
import { useNow } from '../../shared/hooks/useNow.ts';

export function CurrentTime({ timezone }: { timezone: string }) {
  'use memo';
  const language = useLanguage();
  const now = useNow(60_000);
  return (
    <Text size="sm" c="dimmed" data-testid="current-time">
      {localDigits(language, formatClock(now, timezone))}
    </Text>
  );
}
