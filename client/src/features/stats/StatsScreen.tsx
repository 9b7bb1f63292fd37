// Your prayers at a glance (issue 46), /stats: the year's heatmap, each prayer's share, the
// last two Ramadans and the qada counts. Computed on the server from the user's own rows
// (prayerHistory) and the ledger's queries; nothing is sent to analytics, and no chart
// library is used (docs/client.md): the charts are a few hundred lines of SVG.
import '../../styles/screens.ts';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FIVE_PRAYERS, todayAt } from '@prayer-companion/engine';
import { useMonthStarts } from '../../entities/hijri/monthStarts.tsx';
import { userHijri, userHijriDate, userHijriMonth, type UserHijri } from '../../entities/hijri/userHijri.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { prayerPlaceOf } from '../../entities/users/prayerPlace.ts';
import { useNow } from '../../shared/hooks/useNow.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { flip } from '../../shared/i18n/mirror.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { PrayerShares } from './PrayerShares.tsx';
import { RamadanStrip, type StripDay, type StripStatus } from './RamadanStrip.tsx';
import { saveSvg } from './saveSvg.ts';
import { rangeChoices, statsRange } from './statsRange.ts';
import { useStats } from './useStats.ts';
import { YearHeatmap, monthsOf, levelClass, type HeatDay } from './YearHeatmap.tsx';
import classes from './stats.module.css';

const RAMADAN = 9;

/** The latest Ramadan that has begun by today, and the one before it. */
function ramadans(calendar: UserHijri, today: string) {
  const h = userHijriDate(calendar, today);
  const recent = h ? (h.month >= RAMADAN ? h.year : h.year - 1) : 1447;
  const span = (year: number) => {
    const days = userHijriMonth(calendar, year, RAMADAN) ?? [];
    return { year, days, from: days[0]?.date ?? today, to: days.at(-1)?.date ?? today };
  };
  return [span(recent), span(recent - 1)] as const;
}

/** The strips' days: the owed ones (not fasted, excused) beyond the owed count, oldest first, were made up since. */
function stripDays(spans: readonly { days: { date: string; day: number }[] }[], fasts: readonly { date: string; status: string }[], owed: number): StripDay[][] {
  const status = new Map(fasts.map((f) => [f.date, f.status as StripStatus]));
  const strips = spans.map((s) => s.days.map((d) => ({ date: d.date, day: d.day, status: status.get(d.date) ?? 'none' })));
  const owedDays = strips.flat().filter((d) => d.status === 'not_fasted' || d.status === 'excused').sort((a, b) => a.date.localeCompare(b.date));
  for (const d of owedDays.slice(0, Math.max(0, owedDays.length - owed))) d.status = 'made_up';
  return strips;
}

export default function StatsScreen() {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const { dir } = useDirection();
  const { user } = useCurrentUser();
  const homePath = usePrefixedPath('/');
  const announcements = useMonthStarts();
  const { place, settings } = useMemo(() => prayerPlaceOf(user), [user]);
  const calendar = useMemo(() => userHijri(settings, announcements), [settings, announcements]);
  const today = todayAt(place.timezone, useNow(60_000));
  const [choice, setChoice] = useState('last');
  const range = statsRange(choice, today, calendar);
  const [recent, older] = ramadans(calendar, today);
  const { data } = useStats(range, recent, older);
  const heatmapRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const history = data?.prayerHistory;
  const shownToday = history?.today ?? today;
  const days: HeatDay[] = history?.days ?? [];
  const months = monthsOf(days, t, language, calendar, range.hijriYear !== undefined);
  const owed = data?.fastSummary.owed ?? 0;
  const [recentDays, olderDays] = stripDays([recent, older], [...(data?.ramadan ?? []), ...(data?.lastRamadan ?? [])], owed);
  const choiceLabel = (key: string) =>
    key === 'last' ? t('stats.range.last') : key.startsWith('g') ? key.slice(1) : t('stats.range.hijri', { year: Number(key.slice(1)) });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" className={classes.noPrint}>
        <Button component={Link} to={homePath} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden style={flip(dir)} />}>
          {t('timetable.home')}
        </Button>
        <Button variant="subtle" size="compact-sm" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('stats.print')}
        </Button>
      </Group>
      <ScreenHeader title={t('stats.title')} subtitle={t('stats.private')} />
      <NativeSelect
        className={classes.noPrint}
        label={t('stats.range')}
        value={range.key}
        onChange={(event) => setChoice(event.currentTarget.value)}
        data={rangeChoices(today, calendar).map((key) => ({ value: key, label: localDigits(language, choiceLabel(key)) }))}
        data-testid="stats-range"
      />

      <Paper withBorder p="sm" component="section" aria-labelledby="stats-heatmap-title" data-testid="stats-heatmap">
        <Group justify="space-between" wrap="nowrap" mb={4}>
          <Title order={2} fz="md" id="stats-heatmap-title">
            {t('stats.heatmap')}
          </Title>
          <Button
            className={classes.noPrint}
            variant="subtle"
            size="compact-xs"
            // The title wraps instead: shrunk, the label was cut ('Save as imag' at 360 px).
            flex="none"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => {
              const svg = heatmapRef.current?.querySelector('svg');
              if (svg) saveSvg(svg, `prayers-${range.from}-${range.to}.svg`);
            }}
          >
            {t('stats.saveImage')}
          </Button>
        </Group>
        <div ref={heatmapRef} data-loaded={history ? range.key : undefined} data-testid="heatmap-frame">
          {history && <YearHeatmap months={months} today={shownToday} dir={dir} labelledBy="stats-heatmap-title" />}
        </div>
        <ul className={classes.legend} aria-label={t('stats.legend')}>
          {[0, 1, 2, 3, 4, 5].map((count) => (
            <li key={count}>
              <svg width={12} height={12} aria-hidden>
                <rect width={12} height={12} rx={3} className={levelClass({ date: '', count, excused: false }, shownToday)} />
              </svg>
              {localDigits(language, String(count))}
            </li>
          ))}
          <li>
            <svg width={12} height={12} aria-hidden>
              <rect width={12} height={12} rx={3} className={classes.excused} />
            </svg>
            {t('ledger.status.excused')}
          </li>
        </ul>
        <details>
          <summary>{t('stats.asTable')}</summary>
          <table className={classes.table} data-testid="heatmap-table">
            <thead>
              <tr>
                <th scope="col">{t('stats.month')}</th>
                <th scope="col">{t('stats.allFive')}</th>
                <th scope="col">{t('stats.ticked')}</th>
                <th scope="col">{t('stats.excusedDays')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.key}>
                  <th scope="row">{localDigits(language, month.label)}</th>
                  <td>{localDigits(language, String(month.days.filter((d) => d.count >= FIVE_PRAYERS.length).length))}</td>
                  <td>{localDigits(language, String(month.days.reduce((sum, d) => sum + d.count, 0)))}</td>
                  <td>{localDigits(language, String(month.days.filter((d) => d.excused).length))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Paper>

      <Paper withBorder p="sm" component="section" aria-labelledby="stats-prayers-title">
        <Title order={2} fz="md" id="stats-prayers-title" mb={4}>
          {t('stats.perPrayer')}
        </Title>
        {history && (
          <>
            <PrayerShares shares={history.prayers} days={history.countedDays} dir={dir} labelledBy="stats-prayers-title" />
            <Text size="xs" c="dimmed" mt={4}>
              {localDigits(language, t('stats.sharesOutOf', { days: history.countedDays }))}
            </Text>
          </>
        )}
      </Paper>

      <Paper withBorder p="sm" component="section" aria-labelledby="stats-ramadan-title" data-testid="stats-ramadan">
        <Title order={2} fz="md" id="stats-ramadan-title">
          {t('ledger.title')}
        </Title>
        {data && (
          <>
            <RamadanStrip title={t('stats.ramadan', { year: recent.year })} days={recentDays ?? []} dir={dir} testId="ramadan-recent" />
            <RamadanStrip title={t('stats.ramadan', { year: older.year })} days={olderDays ?? []} dir={dir} testId="ramadan-older" />
            <Text size="sm" mt="xs">
              {t('ledger.fastsOwed')}:{' '}
              <strong data-testid="stats-owed">{localDigits(language, String(owed))}</strong>
            </Text>
            <Text size="sm" mt="xs" fw={600}>
              {t('ledger.prayersOwed')}
            </Text>
            <SimpleGrid cols={5} spacing={4}>
              {FIVE_PRAYERS.map((p) => (
                <Stack key={p} gap={0} align="center">
                  <Text fw={700} data-testid={`stats-qada-${p}`}>
                    {localDigits(language, String(data.qadaCounts[p]))}
                  </Text>
                  <Text size="xs">{t(`prayer.${p}`)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </>
        )}
      </Paper>
    </Stack>
  );
}
