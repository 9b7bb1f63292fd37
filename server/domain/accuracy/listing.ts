// The operator's list of 'these times don't match' reports (`npm run report:accuracy`):
// grouped by place, the places with most reports first, each place's reports newest first,
// with the app's time beside the expected one. Text users sent goes through textTable,
// which prints control characters as \xHH.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { textTable } from '../analytics/report/table.ts';
import { differenceMinutes } from './reports.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export async function accuracyListing(prisma: PrismaClient): Promise<string> {
  const rows = await prisma.accuracyReport.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  if (rows.length === 0) return 'No reports.';
  const places = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.countryCode}|${row.placeName}|${row.latitude}|${row.longitude}`;
    places.set(key, [...(places.get(key) ?? []), row]);
  }
  const groups = [...places.values()].sort((a, b) => b.length - a.length);
  const out = [`${rows.length} report${rows.length === 1 ? '' : 's'} from ${groups.length} place${groups.length === 1 ? '' : 's'}`];
  for (const group of groups) {
    const first = group[0]!;
    out.push(
      '',
      `${first.placeName || '(no name)'}, ${first.countryCode || '??'} (${first.latitude}, ${first.longitude}; ${first.timezone}; method ${first.method}): ${group.length}`,
      textTable(
        ['date', 'time', 'expected', 'ours', 'minutes', 'source', 'sent'],
        group.map((r) => [r.date, r.prayer, r.expected, r.ours || '-', r.ours ? signed(differenceMinutes(r.expected, r.ours)) : '-', r.source, r.createdAt.toISOString().slice(0, 16).replace('T', ' ')]),
      ),
    );
  }
  return out.join('\n');
}
