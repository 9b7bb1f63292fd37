// A day's names in the user's language: the year's days (those Muslims differ
// on marked 'observed by many'), the odd nights, then the voluntary fasts.
import type { MessageId } from '../../shared/i18n/i18n.ts';
import type { Translate } from '../../shared/i18n/useT.ts';
import { OBSERVED_BY_MANY, type IslamicDay } from '@prayer-companion/engine/islamicDays';

export function dayNames(t: Translate, d: IslamicDay): string[] {
  const names = d.days.map((kind) => {
    const name = t(`islamicYear.day.${kind}` as MessageId);
    return OBSERVED_BY_MANY.has(kind) ? t('islamicYear.observedByMany', { name }) : name;
  });
  if (d.oddNight) names.push(t('islamicYear.oddNight'));
  for (const fast of d.fasts) names.push(t(`islamicYear.fast.${fast}` as MessageId));
  return names;
}
