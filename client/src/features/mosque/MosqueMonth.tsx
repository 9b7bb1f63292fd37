// The mosque's month: adhan and iqama for every day, computed in the browser,
// with CSV download and print.
import { Button, Group, ScrollArea, Table, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { FIVE_PRAYERS } from '@prayer-companion/engine';
import { downloadText } from '../../shared/downloadText.ts';
import { localDigits, monthYear } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { dayOfMosque, type MosqueData } from './mosqueTimes.ts';
import { mosqueMonthCsv } from './mosqueMonthCsv.ts';

export function MosqueMonth({ mosque, month }: { mosque: MosqueData; month: string }) {
  const t = useT();
  const language = useLanguage();
  const days = useMemo(() => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return Array.from({ length: count }, (_, i) => dayOfMosque(mosque, `${month}-${String(i + 1).padStart(2, '0')}`)).filter((d) => d !== null);
  }, [mosque, month]);
  const d = (text: string | null) => (text ? localDigits(language, text) : '–');
  return (
    <>
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {monthYear(language, month)}
        </Title>
        <Group gap="xs" data-print="hide">
          <Button size="xs" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText(`${mosque.slug}-${month}.csv`, mosqueMonthCsv(days), 'text/csv;charset=utf-8')}>
            {t('timetable.csv')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            {t('timetable.print')}
          </Button>
        </Group>
      </Group>
      <ScrollArea>
        <Table withTableBorder striped fz="sm" data-testid="mosque-month">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {FIVE_PRAYERS.map((p) => (
                <Table.Th key={p} colSpan={2}>
                  {t(`prayer.${p}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td>{d(day.date.slice(8))}</Table.Td>
                {FIVE_PRAYERS.map((p) => [
                  <Table.Td key={`${p}-a`}>{d(day.times[p])}</Table.Td>,
                  <Table.Td key={`${p}-i`} c="dimmed">
                    {d(day.iqama[p])}
                  </Table.Td>,
                ])}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
