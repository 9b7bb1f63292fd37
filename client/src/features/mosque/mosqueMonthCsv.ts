// 'Download CSV' of a mosque's month: the date, then adhan and iqama of each prayer.
import { FIVE_PRAYERS, PRAYER_NAMES } from '@prayer-companion/engine';
import type { MosqueDay } from '@prayer-companion/engine/mosqueDay';

const label = (p: string) => PRAYER_NAMES.find((n) => n.value === p)?.label ?? p;

export function mosqueMonthCsv(days: readonly MosqueDay[]): string {
  const header = ['Date', ...FIVE_PRAYERS.flatMap((p) => [label(p), `${label(p)} iqama`])];
  const lines = days.map((day) => [day.date, ...FIVE_PRAYERS.flatMap((p) => [day.times[p], day.iqama[p] ?? ''])]);
  return [header, ...lines].map((line) => line.join(',')).join('\r\n') + '\r\n';
}
