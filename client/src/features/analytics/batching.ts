// Splits queued events into request bodies the server takes: at most 50 events
// and well under its 64 KB body limit (sendBeacon also caps in-flight bytes).

export const MAX_BATCH_EVENTS = 50;
export const MAX_BATCH_BYTES = 60 * 1024;

export function chunkEvents<T>(events: T[], maxEvents = MAX_BATCH_EVENTS, maxBytes = MAX_BATCH_BYTES): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const event of events) {
    const size = JSON.stringify(event).length + 1;
    if (current.length > 0 && (current.length >= maxEvents || bytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
