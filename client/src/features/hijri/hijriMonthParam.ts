// The Hijri month shown, kept in the URL (?month=1448-09) like the
// timetable's month, so the back button, a reload and a shared link keep it.
import { useSearchParams } from 'react-router-dom';
import { HIJRI_YEARS } from '@prayer-companion/engine';

export interface HijriMonth {
  year: number;
  month: number;
}

export const formatHijriMonth = ({ year, month }: HijriMonth) => `${year}-${String(month).padStart(2, '0')}`;

/** '1448-09' → { year: 1448, month: 9 } when inside the table's years; else null. */
export function parseHijriMonth(value: string | null): HijriMonth | null {
  const m = value ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value) : null;
  if (!m) return null;
  const year = Number(m[1]);
  return year >= HIJRI_YEARS.first && year <= HIJRI_YEARS.last ? { year, month: Number(m[2]) } : null;
}

export function useHijriMonth(current: HijriMonth): [HijriMonth, (next: HijriMonth) => void] {
  const [params, setParams] = useSearchParams();
  const shown = parseHijriMonth(params.get('month')) ?? current;
  const setMonth = (next: HijriMonth) => {
    const nextParams = new URLSearchParams(params);
    if (next.year === current.year && next.month === current.month) nextParams.delete('month');
    else nextParams.set('month', formatHijriMonth(next));
    setParams(nextParams, { replace: true });
  };
  return [shown, setMonth];
}
