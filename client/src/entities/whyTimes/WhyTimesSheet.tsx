// The 'Why these times?' sheet (issue 45 item 5), opened from Home and the timetable:
// whose times these are and, for the place and day, the rule behind each one, the
// day's particulars (a high-latitude rule, the elevation, a clock change) and how well
// they agree with the authority's own table. 'These times don't match' opens the
// report form (with the Apollo Client: it sends) and, after it, 'Match my mosque'.
import '../../styles/screens.ts';
import { Button, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { explainTimes } from '@prayer-companion/engine/explain';
import { WithClientWhenReady, lazyWithClient } from '../../shared/apollo/WithClient.tsx';
import { gregorianDate, localDigits } from '../../shared/i18n/format.ts';
import { intlLocale } from '../../shared/i18n/languages.ts';
import { timesSourceText } from '../../shared/i18n/prayerTexts.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import type { TimesPlace } from '../mosque/timesPlace.ts';
import { MATCH_QUERY } from './useMatchLink.ts';
import { whyTimesLines } from './whyTimesLines.ts';

const ReportTimesForm = lazyWithClient(() => import('./ReportTimesForm.tsx'));

export interface WhyTimesSheetProps {
  opened: boolean;
  onClose: () => void;
  /** Whose times: the place, settings and a followed mosque with its kept rows (useTimesPlace). */
  source: TimesPlace;
  /** The day explained, 'YYYY-MM-DD' at the place. */
  date: string;
}

export default function WhyTimesSheet({ opened, onClose, source, date }: WhyTimesSheetProps) {
  'use memo';
  const t = useT();
  // 'Match my mosque' in Settings, which the report offers (Home opens it: useMatchLink.ts).
  const matchPath = `${usePrefixedPath('/')}?${MATCH_QUERY}`;
  const { place, settings, table } = source;
  const mosque = source.mosque?.name;
  // On the dates of a followed mosque's kept rows, the times are its published ones.
  const published = Boolean(mosque && table?.some((row) => row.date === date));
  const language = useLanguage();
  const [reporting, setReporting] = useState(false);
  const explanation = useMemo(() => explainTimes(place, date, settings), [place, date, settings]);
  const lines = useMemo(
    () => (explanation ? whyTimesLines(explanation, { t, locale: intlLocale(language), formatDate: (d) => gregorianDate(language, d) }) : []),
    [explanation, t, language],
  );
  const dateText = gregorianDate(language, date);
  return (
    <Modal opened={opened} onClose={onClose} title={t('why.title')} closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="why-times-sheet">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="why-place">
          {localDigits(language, t('why.placeDay', { place: source.location.name, date: dateText }))}
        </Text>
        <Text fw={600} data-testid="why-source">
          {mosque ? t('why.mosque', { name: mosque }) : t('home.timesFollow', { source: timesSourceText(t, { calc_method: settings.calc_method, params: settings.params }) })}
        </Text>
        {mosque && published && (
          <Text size="sm" data-testid="why-published">
            {t('why.mosquePublished', { name: mosque })}
          </Text>
        )}
        {mosque && !published && (
          <Text size="sm" c="dimmed">
            {t('why.mosqueSettings', { name: mosque })}
          </Text>
        )}
        <List spacing={6} size="sm">
          {lines.map((line) => (
            <List.Item key={line.key} data-why={line.key}>
              {localDigits(language, line.text)}
            </List.Item>
          ))}
        </List>
        {!reporting ? (
          <Button variant="light" onClick={() => setReporting(true)} data-testid="why-report">
            {t('why.report')}
          </Button>
        ) : (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('why.report')}
            </Title>
            <WithClientWhenReady>
              <ReportTimesForm date={date} matchPath={matchPath} onMatch={onClose} />
            </WithClientWhenReady>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
