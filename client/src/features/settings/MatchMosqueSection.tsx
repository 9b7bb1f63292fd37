// 'Match my mosque' (decision 17): paste a timetable or choose a CSV file,
// see how closely fitted settings reproduce it, then save them as the user's
// settings (calc_method 'Custom'). The fitting code loads on first use.
import { Alert, Button, FileInput, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { PRAYER_NAMES, type TimeName } from '@prayer-companion/engine';
import { LONDON } from '../../entities/users/appUser.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { currentPrayerSettings } from './currentPrayerSettings.ts';
import type { MatchResult } from './matchTimetable.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { useSavePrayerSettings } from './useSavePrayerSettings.ts';
import { timetableProblemText } from './timetableProblemText.ts';
import { localDigits, percentText } from '../../shared/i18n/format.ts';

const MAX_FILE_BYTES = 2_000_000;
/** A share (0–1) as whole percent, rounded down: 99.99% of the times within 2 minutes is not 100. */
const wholePercent = (share: number) => Math.floor(share * 100 + 1e-9);

export function MatchMosqueSection() {
  const t = useT();
  const language = useLanguage();
  const { user, online } = useCurrentUser();
  const { save, saving } = useSavePrayerSettings();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<MatchResult | null>(null);
  const [checking, setChecking] = useState(false);

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) {
      setResult({ ok: false, message: t('match.fileTooBig') });
      return;
    }
    setText(await chosen.text());
  };

  const check = async () => {
    setChecking(true);
    setResult(null);
    try {
      const { matchTimetable } = await import('./matchTimetable.ts');
      // The place Home computes for: the saved location, London when none.
      const location = user.location ?? LONDON;
      setResult(
        matchTimetable(text, name, {
          latitude: location.latitude,
          longitude: location.longitude,
          timezone: location.timezone,
          countryCode: location.country_code,
        }),
      );
    } catch (error) {
      console.error('loading the timetable matcher failed', error);
      setResult({ ok: false, message: t('match.loadFailed') });
    } finally {
      setChecking(false);
    }
  };

  const saveFit = () => {
    if (!result?.ok) return;
    const label = name.trim().slice(0, 80);
    const { settings: fitted } = result.fit;
    // A timetable says nothing about the Hijri date: the saved adjustment stays.
    const { hijri_adjustment } = currentPrayerSettings(user);
    const settings = hijri_adjustment ? { ...fitted, hijri_adjustment } : fitted;
    // An authority preset with offsets (fit.ts, step 6) has no recipe to carry a name.
    if (!settings.params) return void save(settings);
    const { label: _old, ...params } = settings.params;
    void save({ ...settings, params: label ? { ...params, label } : params });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="match-mosque-title">
      <Text fw={600} id="match-mosque-title">
        {t('match.title')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('match.intro')}
      </Text>
      <TextInput
        label={t('match.name')}
        placeholder={t('match.namePlaceholder')}
        value={name}
        maxLength={80}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Textarea
        label={t('match.timetable')}
        placeholder={'date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2025-01-01,06:26,08:03,12:09,13:47,16:06,17:43'}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setResult(null);
        }}
        wrap="off"
        autosize
        minRows={3}
        maxRows={8}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' } }}
      />
      <FileInput
        label={t('match.file')}
        accept=".csv,.txt,.tsv,text/csv,text/plain"
        value={file}
        onChange={(chosen) => void chooseFile(chosen)}
        leftSection={<IconUpload size={16} aria-hidden />}
        clearable
      />
      <Button variant="default" onClick={() => void check()} loading={checking} disabled={!text.trim()}>
        {t('match.check')}
      </Button>
      {result && !result.ok && (
        <Alert color="red" variant="light" title={t('match.cannot')} data-testid="match-error">
          {result.problem ? localDigits(language, timetableProblemText(t, result.problem)) : result.message}
        </Alert>
      )}
      {result?.ok && <FitTable result={result} />}
      {result?.ok && (
        <Button onClick={saveFit} loading={saving} disabled={!online}>
          {t('common.save')}
        </Button>
      )}
    </Stack>
  );
}

function FitTable({ result }: { result: Extract<MatchResult, { ok: true }> }) {
  const t = useT();
  const language = useLanguage();
  const { fit, days } = result;
  const shown = PRAYER_NAMES.filter((p) => fit.perPrayer[p.value as TimeName]);
  return (
    <Stack gap={6} data-testid="mosque-fit">
      <Text size="sm">
        {t('match.summary', { days, percent: percentText(language, wholePercent(fit.within2Share)) })}
        {!fit.seasonal && ` ${t('match.notSeasonal')}`}
      </Text>
      <Table striped withTableBorder fz="sm" verticalSpacing={4} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('match.prayer')}</Table.Th>
            <Table.Th ta="right">{t('match.within2')}</Table.Th>
            <Table.Th ta="right">{t('match.meanError')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map(({ value }) => {
            const f = fit.perPrayer[value as TimeName]!;
            return (
              <Table.Tr key={value} data-testid={`fit-${value}`}>
                <Table.Td>{t(`prayer.${value}`)}</Table.Td>
                <Table.Td ta="right">{percentText(language, wholePercent(f.within2Share))}</Table.Td>
                <Table.Td ta="right">{t('match.minutes', { minutes: f.meanAbsMinutes.toFixed(1) })}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
