// The ledger's controls and counts, in the chunk that loads with the Apollo
// Client (LedgerSection.tsx shows the frame meanwhile). In Ramadan (the user's
// own: their country's announcements and their adjustment) it offers today's
// fast; on other days, making up an owed fast. Prayers: one missed yesterday,
// or one made up today. And the days without prayer (ExcusedDays.tsx).
import '../../styles/screens.ts';
import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FIVE_PRAYERS, type FivePrayer } from '@prayer-companion/engine';
import { addDays, formatYmd, parseYmd } from '@prayer-companion/engine/zone';
import type { FastStatus } from '../../gql/graphql.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import type { MessageId } from '../../shared/i18n/i18n.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { ExcusedDays } from './ExcusedDays.tsx';
import { useLedger } from './useLedger.ts';

const RAMADAN_CHOICES = [
  ['fasted', 'ledger.status.fasted'],
  ['not_fasted', 'ledger.status.not_fasted'],
  ['excused', 'ledger.status.excused'],
] as const satisfies readonly (readonly [FastStatus, MessageId])[];

export interface LedgerDataProps {
  today: string;
  online: boolean;
  inRamadan: boolean;
}

export default function LedgerData({ today, online, inRamadan }: LedgerDataProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const ledger = useLedger(today, online);
  const [prayer, setPrayer] = useState<FivePrayer>('fajr');
  const yesterday = formatYmd(addDays(parseYmd(today)!, -1));
  const n = (value: number | undefined) => (value === undefined ? '–' : localDigits(language, String(value)));
  const writable = online && !ledger.busy;
  const name = (p: FivePrayer) => t(`prayer.${p}` as MessageId);
  return (
    <Stack gap="sm">
      {inRamadan && (
        <Stack gap={4}>
          <Text size="sm" fw={600} id="ledger-today-label">
            {t('ledger.todayFast')}
          </Text>
          <SegmentedControl
            aria-labelledby="ledger-today-label"
            fullWidth
            disabled={!writable}
            value={ledger.todayFast ?? ''}
            onChange={(value) => void ledger.fast(today, value as FastStatus)}
            data={RAMADAN_CHOICES.map(([status, label]) => ({ value: status, label: t(label) }))}
            data-testid="ledger-today"
          />
        </Stack>
      )}
      {/* Wraps: at 360 px the button's words would otherwise be cut. */}
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t('ledger.fastsOwed')}: <b data-testid="ledger-owed">{n(ledger.owed)}</b>
        </Text>
        {!inRamadan && (
          <Button size="compact-sm" variant="light" disabled={!writable || !ledger.owed} onClick={() => void ledger.fast(today, 'made_up')}>
            {t('ledger.madeUpFast')}
          </Button>
        )}
      </Group>
      {/* Which days are owed and why (issue 42 item 1, decision 26): excused days too. */}
      <Text size="xs" c="dimmed" data-testid="ledger-owed-why">
        {t('ledger.owedWhy')}
      </Text>
      <Text size="sm" fw={600}>
        {t('ledger.prayersOwed')}
      </Text>
      <SimpleGrid cols={5} spacing={4} data-testid="ledger-qada">
        {FIVE_PRAYERS.map((p) => (
          <Stack key={p} gap={0} align="center">
            <Text fw={700} data-testid={`ledger-qada-${p}`}>
              {n(ledger.qada?.[p])}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {name(p)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Group gap="xs" wrap="wrap">
        <Select
          aria-label={t('ledger.prayer')}
          size="xs"
          w={120}
          allowDeselect={false}
          value={prayer}
          onChange={(value) => value && setPrayer(value as FivePrayer)}
          data={FIVE_PRAYERS.map((p) => ({ value: p, label: name(p) }))}
        />
        <Button size="compact-sm" variant="light" disabled={!writable} onClick={() => void ledger.prayer(prayer, 'missed', yesterday)}>
          {t('ledger.missedYesterday')}
        </Button>
        <Button size="compact-sm" variant="light" disabled={!writable || !ledger.qada?.[prayer]} onClick={() => void ledger.prayer(prayer, 'made_up', today)}>
          {t('ledger.madeUpPrayer')}
        </Button>
      </Group>
      <ExcusedDays ranges={ledger.excused} disabled={!online} adding={ledger.addingExcused} add={ledger.addExcused} />
    </Stack>
  );
}
