// 'Days I do not pray' (issue 32): excused ranges, which pause the prayer
// streak. From and to (at most 60 days, checked here and by the server), an
// Add button, and the recorded ranges. No reason is ever asked or stored.
// Part of LedgerData's chunk: offline its controls are disabled, and the card
// says that recording needs the connection. The days are picked on a calendar in the
// app's language and shown as the list shows them ('1 Mar 2027', '١ مارس ٢٠٢٧'), not in
// the browser's own date format; typing 'YYYY-MM-DD' works too.
import { Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DateInput, DatesProvider, type DayOfWeek } from '@mantine/dates';
import { useState } from 'react';
import { gregorianDate } from '../../shared/i18n/format.ts';
import { firstWeekday } from '../../shared/i18n/weekStart.ts';
import { useDayjsLocale } from '../../shared/i18n/useDayjsLocale.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

/** The server's limit (server/domain/ledger/values.ts, MAX_EXCUSED_DAYS). */
const MAX_DAYS = 60;

export interface ExcusedDaysProps {
  ranges: readonly { id: string; from: string; to: string }[] | undefined;
  disabled: boolean;
  adding: boolean;
  add: (from: string, to: string) => Promise<boolean>;
}

type Errors = { from?: string; to?: string };

export function ExcusedDays({ ranges, disabled, adding, add }: ExcusedDaysProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const check = (): Errors => {
    if (!from) return { from: t('ledger.excused.required') };
    if (!to) return { to: t('ledger.excused.required') };
    if (to < from) return { to: t('ledger.excused.order') };
    if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > MAX_DAYS) return { to: t('ledger.excused.tooLong', { max: MAX_DAYS }) };
    return {};
  };
  const submit = async () => {
    const found = check();
    setErrors(found);
    if (found.from || found.to) return;
    if (await add(from, to)) {
      setFrom('');
      setTo('');
    }
  };
  const day = (ymd: string) => gregorianDate(language, ymd);
  const datesLocale = useDayjsLocale(language);
  return (
    <Stack gap={4} data-testid="ledger-excused">
      <Text size="sm" fw={600} id="ledger-excused-title">
        {t('ledger.excused.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('ledger.excused.help')}
      </Text>
      <form
        aria-labelledby="ledger-excused-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DatesProvider settings={{ locale: datesLocale, firstDayOfWeek: firstWeekday(language) as DayOfWeek }}>
          <SimpleGrid cols={2} spacing="xs">
            <DateInput
              size="xs"
              label={t('ledger.excused.from')}
              value={from || null}
              valueFormat={day}
              disabled={disabled}
              error={errors.from}
              onChange={(value) => {
                setFrom(value ?? '');
                setErrors({});
              }}
              data-testid="ledger-excused-from"
            />
            <DateInput
              size="xs"
              label={t('ledger.excused.to')}
              value={to || null}
              valueFormat={day}
              minDate={from || undefined}
              disabled={disabled}
              error={errors.to}
              onChange={(value) => {
                setTo(value ?? '');
                setErrors({});
              }}
              data-testid="ledger-excused-to"
            />
          </SimpleGrid>
        </DatesProvider>
        <Group mt="xs">
          <Button type="submit" size="compact-sm" variant="light" disabled={disabled || adding} loading={adding}>
            {t('ledger.excused.add')}
          </Button>
        </Group>
      </form>
      {ranges && ranges.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('ledger.excused.none')}
        </Text>
      )}
      {ranges && ranges.length > 0 && (
        <List size="sm" aria-label={t('ledger.excused.list')} data-testid="ledger-excused-list">
          {ranges.map((r) => (
            <List.Item key={r.id}>{r.from === r.to ? day(r.from) : `${day(r.from)} – ${day(r.to)}`}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
