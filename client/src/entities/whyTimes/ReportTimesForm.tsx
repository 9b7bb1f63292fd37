// 'These times don't match' (issue 45 item 6): the day, the time, the time the user
// expected and where it is from, sent to reportTimes. The answer says what we showed that
// day, and offers 'Match my mosque' (Settings), which makes the times follow a pasted table.
// Reports are private: the operator reads them (npm run report:accuracy); never analytics.
import '../../styles/screens.ts';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { REPORT_CLOCK, REPORT_SOURCE_MAX } from '@prayer-companion/common';
import { TIME_NAMES } from '@prayer-companion/engine';
import { graphql } from '../../gql/gql.ts';
import type { ReportedTime } from '../../gql/graphql.ts';
import { userMessage } from '../../shared/apollo/errorCode.ts';
import { gregorianDate, localDigits } from '../../shared/i18n/format.ts';
import type { MessageId } from '../../shared/i18n/i18n.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

const ReportTimesMutation = graphql(`
  mutation ReportTimes($date: String!, $prayer: ReportedTime!, $expected: String!, $source: String!) {
    reportTimes(date: $date, prayer: $prayer, expected: $expected, source: $source) {
      id
      date
      prayer
      expected
      ours
    }
  }
`);

interface Props {
  /** The day the sheet explains: the form starts on it. */
  date: string;
  matchPath: string;
  /** Called as 'Match my mosque' is followed (the sheet closes). */
  onMatch: () => void;
}

export default function ReportTimesForm({ date: day, matchPath, onMatch }: Props) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const [date, setDate] = useState(day);
  const [prayer, setPrayer] = useState<ReportedTime>('fajr');
  const [expected, setExpected] = useState('');
  const [source, setSource] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { data, loading }] = useMutation(ReportTimesMutation);
  const sent = data?.reportTimes;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!REPORT_CLOCK.test(expected)) return setProblem(t('report.badTime'));
    if (!source.trim()) return setProblem(t('report.noSource'));
    try {
      await send({ variables: { date, prayer, expected, source: source.trim() } });
    } catch (error) {
      setProblem(userMessage(error, t('common.checkConnection')));
    }
  };

  if (sent) {
    const values = { date: gregorianDate(language, sent.date), prayer: t(`prayer.${sent.prayer}` as MessageId), expected: sent.expected };
    return (
      <Stack gap="xs" data-testid="report-sent">
        <Text size="sm" role="status">
          {localDigits(language, sent.ours ? t('report.sent', { ...values, ours: sent.ours }) : t('report.sentNoTime', values))}
        </Text>
        <Text size="sm">{t('report.matchOffer')}</Text>
        <Button component={Link} to={matchPath} variant="light" onClick={onMatch} data-testid="report-match">
          {t('match.title')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('report.intro')}
        </Text>
        <TextInput type="date" label={t('report.date')} value={date} onChange={(e) => setDate(e.currentTarget.value)} required />
        <NativeSelect
          label={t('report.prayer')}
          value={prayer}
          onChange={(e) => setPrayer(e.currentTarget.value as ReportedTime)}
          data={TIME_NAMES.map((name) => ({ value: name, label: t(`prayer.${name}` as MessageId) }))}
        />
        <TextInput type="time" label={t('report.expected')} value={expected} onChange={(e) => setExpected(e.currentTarget.value)} required />
        <TextInput
          label={t('report.source')}
          placeholder={t('report.sourcePlaceholder')}
          value={source}
          maxLength={REPORT_SOURCE_MAX}
          onChange={(e) => setSource(e.currentTarget.value)}
          required
        />
        {problem && (
          <Alert color="red" role="alert" data-testid="report-problem">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={loading} data-testid="report-send">
          {t('report.send')}
        </Button>
      </Stack>
    </form>
  );
}
