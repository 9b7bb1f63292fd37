// A timetable the matcher refused, said in the user's language: the engine gives a code and
// its values (the engine's timetableRows.ts), the catalog the words, Intl the digits.
import type { TimetableProblem } from '@prayer-companion/engine/fit';
import type { Translate } from '../../shared/i18n/useT.ts';

export function timetableProblemText(t: Translate, problem: TimetableProblem): string {
  const where = (row: number, date?: string) => (date ? t('rough2.fit.rowDate', { row, date }) : t('rough2.fit.row', { row }));
  switch (problem.code) {
    case 'noText':
      return t('rough2.fit.noText');
    case 'badHeader':
      return t('rough2.fit.badHeader');
    case 'badColumns':
      return t('rough2.fit.badColumns', { line: problem.line, columns: problem.columns });
    case 'badDateCell':
      return t('rough2.fit.badDateCell', { line: problem.line, value: problem.value });
    case 'badDate':
      return t('rough2.fit.badDate', { where: where(problem.row), value: problem.value });
    case 'badTime':
      return t('rough2.fit.badTime', { where: where(problem.row, problem.date), prayer: t(`prayer.${problem.prayer}`), value: problem.value });
    case 'outOfOrder':
      return t('rough2.fit.outOfOrder', { where: where(problem.row, problem.date), prayer: t(`prayer.${problem.prayer}`), before: t(`prayer.${problem.before}`) });
    case 'ishaBeforeMaghrib':
      return t('rough2.fit.ishaBeforeMaghrib', { where: where(problem.row, problem.date) });
    case 'noRows':
      return t('rough2.fit.noRows');
    case 'repeatedDate':
      return t('rough2.fit.repeatedDate', { where: where(problem.row), date: problem.date });
    case 'tooFewDays':
      return t('rough2.fit.tooFewDays', { min: problem.min, count: problem.count });
    case 'tooManyDays':
      return t('rough2.fit.tooManyDays', { max: problem.max });
    case 'cannotCompute':
      return t('rough2.fit.cannotCompute');
    case 'noPlace':
      return t('rough2.fit.noPlace');
  }
}
