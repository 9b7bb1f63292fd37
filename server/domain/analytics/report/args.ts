// Command-line arguments of `npm run report:analytics -- --from YYYY-MM-DD --to YYYY-MM-DD [--html FILE]`.
import type { Range } from './queries.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string | undefined): value is string {
  return !!value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

const valueOf = (argv: string[], flag: string) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${flag}=`))?.slice(flag.length + 1);
};

/** The range, or an error message for the operator. */
export function parseRange(argv: string[]): Range | string {
  const value = (flag: string) => valueOf(argv, flag);
  const from = value('--from');
  const to = value('--to');
  if (!isDate(from) || !isDate(to)) return 'usage: npm run report:analytics -- --from YYYY-MM-DD --to YYYY-MM-DD';
  if (from > to) return '--from must not be after --to';
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days > 366) return 'the range may cover at most 366 days';
  return { from, to };
}

/**
 * Where `--html FILE` asks the drawn report to be written: null without the flag, an error
 * message when the flag has no file (or is followed by another flag).
 */
export function parseHtmlTarget(argv: string[]): { file: string | null } | string {
  if (!argv.some((a) => a === '--html' || a.startsWith('--html='))) return { file: null };
  const file = valueOf(argv, '--html');
  if (!file || file.startsWith('--')) return 'usage: --html FILE (the HTML report is written to FILE)';
  return { file };
}
