// 'Why these times?' in words (issue 45 item 5): the engine's facts for the day
// (packages/prayer-engine/src/explain.ts) as the sheet's lines, in the user's language.
// Each line has a key, so the browser tests can find 'the high-latitude line' in any language.
import { TIME_NAMES, type TimeName } from '@prayer-companion/engine';
import type { TimesExplanation, TwilightRule } from '@prayer-companion/engine/explain';
import type { MessageId } from '../../shared/i18n/i18n.ts';
import type { Translate } from '../../shared/i18n/useT.ts';

export interface WhyLine {
  key: 'zone' | 'fajr' | 'isha' | 'maghrib' | 'asr' | 'methodMinutes' | 'userMinutes' | 'rounding' | 'highLatitude' | 'held' | 'elevation' | 'clockChange' | 'measured';
  text: string;
}

const prayerName = (t: Translate, name: TimeName) => t(`prayer.${name}` as MessageId);

function prayerList(t: Translate, locale: string, names: readonly TimeName[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names.map((n) => prayerName(t, n)));
}

function minutesList(t: Translate, locale: string, minutes: Partial<Record<TimeName, number>>): string {
  const items = TIME_NAMES.filter((n) => minutes[n]).map((n) => {
    const m = minutes[n]!;
    // U+2212, the minus sign, as the sheet's figures are read, not typed.
    return t('why.minutesItem', { prayer: prayerName(t, n), sign: m > 0 ? '+' : '\u2212', minutes: Math.abs(m) });
  });
  return new Intl.ListFormat(locale, { type: 'unit' }).format(items);
}

function twilightText(t: Translate, which: 'fajr' | 'isha', rule: TwilightRule): string {
  if (rule.kind === 'seasonal') return t(`why.${which}Seasonal`);
  if (rule.kind === 'minutes') return t('why.ishaMinutes', { minutes: rule.minutes });
  return t(`why.${which}Angle`, { degrees: rule.degrees });
}

export interface WhyContext {
  t: Translate;
  /** An Intl locale for lists. */
  locale: string;
  /** A date ('YYYY-MM-DD') as the sheet shows it. */
  formatDate: (date: string) => string;
}

/** The sheet's lines for a day's explanation, in order: the rules, then the day's particulars, then the check. */
export function whyTimesLines(e: TimesExplanation, { t, locale, formatDate }: WhyContext): WhyLine[] {
  const lines: WhyLine[] = [
    ...(e.zone ? [{ key: 'zone' as const, text: t('why.zone', { code: e.zone.code, name: e.zone.name }) }] : []),
    { key: 'fajr', text: twilightText(t, 'fajr', e.fajr) },
    { key: 'maghrib', text: e.maghribAngle ? t('why.maghribAngle', { degrees: e.maghribAngle }) : t('why.maghribSunset') },
    { key: 'isha', text: twilightText(t, 'isha', e.isha) },
    { key: 'asr', text: t(e.asr === 'Hanafi' ? 'why.asrHanafi' : 'why.asrShafi') },
  ];
  if (Object.keys(e.methodMinutes).length) lines.push({ key: 'methodMinutes', text: t('why.methodMinutes', { list: minutesList(t, locale, e.methodMinutes) }) });
  if (Object.keys(e.userMinutes).length) lines.push({ key: 'userMinutes', text: t('why.userMinutes', { list: minutesList(t, locale, e.userMinutes) }) });
  if (e.roundedUp) lines.push({ key: 'rounding', text: t('why.roundedUp') });
  const { rule, movedToday, heldToday } = e.highLatitude;
  const ruleName = t(`highLat.${rule}` as MessageId);
  let highLatitude: string;
  if (movedToday.length) highLatitude = t('why.highLatMoved', { rule: ruleName, prayers: prayerList(t, locale, movedToday) });
  else if (rule === 'None') highLatitude = t('why.highLatNone');
  else highLatitude = t('why.highLatIdle', { rule: ruleName });
  lines.push({ key: 'highLatitude', text: highLatitude });
  if (heldToday.length) lines.push({ key: 'held', text: t('why.held', { prayers: prayerList(t, locale, heldToday) }) });
  const { metres, used } = e.elevation;
  lines.push({
    key: 'elevation',
    text: metres === null ? t('why.elevationNone') : t(used ? 'why.elevationUsed' : 'why.elevationUnused', { metres }),
  });
  if (e.clockChange) {
    const { date, minutes } = e.clockChange;
    lines.push({ key: 'clockChange', text: t(minutes > 0 ? 'why.clockForward' : 'why.clockBack', { date: formatDate(date), minutes: Math.abs(minutes) }) });
  }
  const m = e.measured;
  // The table's name is in its own script (English): isolated, so it keeps its order in Arabic.
  const percent = m ? Math.floor(m.within2Share * 100 + 1e-9) : 0;
  lines.push({
    key: 'measured',
    text: !m ? t('why.unmeasured') : m.timetable ? t('why.measured', { percent, days: m.days ?? 0, timetable: `\u2068${m.timetable}\u2069` }) : t('why.measuredFitted', { percent }),
  });
  return lines;
}
