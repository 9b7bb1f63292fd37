// Today's adhan and iqama at a mosque, one row per prayer.
import { Table } from '@mantine/core';
import { FIVE_PRAYERS } from '@prayer-companion/engine';
import type { MosqueDay } from '@prayer-companion/engine/mosqueDay';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

export function MosqueDayTable({ day }: { day: MosqueDay }) {
  const t = useT();
  const language = useLanguage();
  const clock = (value: string | null) => (value ? localDigits(language, value) : '–');
  return (
    <Table withTableBorder striped data-testid="mosque-today">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('mosque.prayer')}</Table.Th>
          <Table.Th>{t('mosque.adhan')}</Table.Th>
          <Table.Th>{t('mosque.iqama')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {FIVE_PRAYERS.map((prayer) => (
          <Table.Tr key={prayer} data-testid={`mosque-row-${prayer}`}>
            <Table.Td fw={600}>{t(`prayer.${prayer}`)}</Table.Td>
            <Table.Td>{clock(day.times[prayer])}</Table.Td>
            <Table.Td data-testid={`mosque-iqama-${prayer}`}>{clock(day.iqama[prayer])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
