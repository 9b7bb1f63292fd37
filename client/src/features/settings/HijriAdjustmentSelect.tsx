// Moves the shown Hijri date by −2…+2 days (decision 10), for places whose
// months start by local moon sighting rather than the Umm al-Qura table.
import { Select } from '@mantine/core';
import { clampHijriAdjustment } from '@prayer-companion/engine';
import { intlLocale, type ActiveLanguage } from '../../shared/i18n/languages.ts';
import { useLanguage, useT, type Translate } from '../../shared/i18n/useT.ts';

const DAYS = [-2, -1, 0, 1, 2];

/** '−2 days', 'None', '+1 day', with the sign and digits the language writes. */
function dayLabel(t: Translate, language: ActiveLanguage, days: number): string {
  if (days === 0) return t('settings.hijriNone');
  const signed = new Intl.NumberFormat(intlLocale(language), { signDisplay: 'always' }).format(days);
  return t('settings.hijriDays', { count: Math.abs(days), signed });
}

interface HijriAdjustmentSelectProps {
  value: number | undefined;
  onChange: (days: number) => void;
}

export function HijriAdjustmentSelect({ value, onChange }: HijriAdjustmentSelectProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <Select
      label={t('settings.hijri')}
      description={t('settings.hijriDescription')}
      data={DAYS.map((days) => ({ value: String(days), label: dayLabel(t, language, days) }))}
      value={String(clampHijriAdjustment(value))}
      onChange={(raw) => onChange(clampHijriAdjustment(Number(raw)))}
      allowDeselect={false}
    />
  );
}
