// A mosque's month of days, computed once per version of the mosque (issue 40 item 6).
// After a write every `mosqueUpdated` subscriber selecting `month` asks for it again:
// 40 of them (each its own document, so not one shared stream) made one write cost
// 1.9 s when each computed its own copy. The key is what the times are computed from,
// so a write that changes them is a new key and nothing stale is ever served.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { MosqueDay } from '@prayer-companion/engine/mosqueDay';
import type { Mosque } from '../../../prisma/generated/client/client.ts';
import { dayOf, timesInput } from './day.ts';

const months = new LRUCache<string, readonly MosqueDay[]>({ max: 256 });

const versionOf = (m: Mosque) => createHash('sha256').update(JSON.stringify(timesInput(m))).digest('base64url');

/** Every day of `month` ('YYYY-MM', checked by the caller) at the mosque. */
export function monthOf(m: Mosque, month: string): readonly MosqueDay[] {
  const key = `${m.id} ${month} ${versionOf(m)}`;
  let days = months.get(key);
  if (!days) {
    const [y, mo] = month.split('-').map(Number) as [number, number];
    const length = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    days = Array.from({ length }, (_, i) => dayOf(m, `${month}-${String(i + 1).padStart(2, '0')}`));
    months.set(key, days);
  }
  return days;
}
