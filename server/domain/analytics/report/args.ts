// Command-line arguments of `npm run report:analytics -- --from YYYY-MM-DD --to YYYY-MM-DD`.
import type { Range } from './queries.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string | undefined): value is string {
  return !!value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The range, or an error message for the operator. */
export function parseRange(argv: string[]): Range | string {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${flag}=`))?.slice(flag.length + 1);
  };
  const from = value('--from');
  const to = value('--to');
  if (!isDate(from) || !isDate(to)) return 'usage: npm run report:analytics -- --from YYYY-MM-DD --to YYYY-MM-DD';
  if (from > to) return '--from must not be after --to';
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days > 366) return 'the range may cover at most 366 days';
  return { from, to };
}
