// The ledgers' inputs (issue 32, decision 26) as schemas GraphQL and REST share, like the
// profile and community inputs: `…Fields` are the JSON shape REST declares its body with, and
// `…Input` adds the rules that need no database (a real date, a range's order and length),
// with their messages and fields. What needs the user's data (Ramadan in their calendar, a
// fast owed, a prayer ticked) stays in fasts.ts, qada.ts and excused.ts.
import { FIVE_PRAYERS } from '@prayer-companion/engine';
import { badInput } from '../../errors.ts';
import { checkDate } from '../validation/input-checks.ts';
import { object, oneOf, rules, str } from '../validation/fields.ts';
import { FAST_STATUSES, MAX_EXCUSED_DAYS, QADA_ACTIONS } from './values.ts';

export const fastFields = { date: str(), status: oneOf(FAST_STATUSES) };

/** A day of the fasting ledger: a real date and a status. */
export const fastInput = object(fastFields).transform(rules((input) => ({ ...input, date: checkDate(input.date) })));

export const qadaFields = { prayer: oneOf(FIVE_PRAYERS), action: oneOf(QADA_ACTIONS), date: str() };

/** A missed or made-up prayer on a real date. */
export const qadaInput = object(qadaFields).transform(rules((input) => ({ ...input, date: checkDate(input.date) })));

export const rangeFields = { from: str(), to: str() };

/** The longest span one read of the fasting ledger may cover. */
const MAX_SPAN_DAYS = 400;

/** Real dates, `from` not after `to`. */
function checkRange(input: { from: string; to: string }): { from: string; to: string } {
  const from = checkDate(input.from, 'from');
  const to = checkDate(input.to, 'to');
  if (from > to) throw badInput('`from` must not be after `to`', 'from');
  return { from, to };
}

const daysBetween = ({ from, to }: { from: string; to: string }) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A span of the fasting ledger to read: at most 400 days. */
export const fastsSpanInput = object(rangeFields).transform(
  rules((input) => {
    const range = checkRange(input);
    if (daysBetween(range) > MAX_SPAN_DAYS) throw badInput(`Ask for at most ${MAX_SPAN_DAYS} days at a time`, 'to');
    return range;
  }),
);

/** An excused range: at most MAX_EXCUSED_DAYS days, both ends counted. */
export const excusedInput = object(rangeFields).transform(
  rules((input) => {
    const range = checkRange(input);
    if (daysBetween(range) + 1 > MAX_EXCUSED_DAYS) throw badInput(`An excused range can be at most ${MAX_EXCUSED_DAYS} days`, 'to');
    return range;
  }),
);
