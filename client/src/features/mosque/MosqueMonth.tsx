// The mosque's month: adhan and iqama for every day, computed in the browser, with CSV
// download and print. One column per prayer, the iqama under the adhan: it fits 360 px.
import { Button, Group, Table, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { FIVE_PRAYERS } from '@prayer-companion/engine';
import { downloadText } from '../../shared/downloadText.ts';
import { localDigits, monthYear } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { dayOfMosque, type MosqueData } from './mosqueTimes.ts';
import { mosqueMonthCsv } from './mosqueMonthCsv.ts';
import classes from './mosqueMonth.module.css';

export function MosqueMonth({ mosque, month }: { mosque: MosqueData; month: string }) {
  const t = useT();
  const language = useLanguage();
  const days = useMemo(() => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return Array.from({ length: count }, (_, i) => dayOfMosque(mosque, `${month}-${String(i + 1).padStart(2, '0')}`)).filter((d) => d !== null);
  }, [mosque, month]);
  const d = (text: string | null) => (text ? localDigits(language, text) : '–');
  // A month with no iqama set shows the adhan alone, not a column of dashes.
  const hasIqama = days.some((day) => FIVE_PRAYERS.some((p) => day.iqama[p]));
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
      <Table withTableBorder striped className={classes.table} data-testid="mosque-month">
        {hasIqama && (
          <caption className={classes.legend}>
            {t('mosque.adhan')} <span className={classes.legendIqama}>/ {t('mosque.iqama')}</span>
          </caption>
        )}
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {FIVE_PRAYERS.map((p) => (
              <Table.Th key={p} className={classes.time}>
                {t(`prayer.${p}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Td>{d(day.date.slice(8))}</Table.Td>
              {FIVE_PRAYERS.map((p) => (
                <Table.Td key={p} className={classes.time} data-prayer={p}>
                  {d(day.times[p])}
                  {hasIqama && <span className={classes.iqama}>{d(day.iqama[p])}</span>}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
