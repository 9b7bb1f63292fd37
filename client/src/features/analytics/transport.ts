// Delivery of one batch to POST /api/events. While the page lives: fetch (keepalive,
// so a batch in flight survives navigation). When the page is being hidden or
// closed: sendBeacon, which the browser completes after the page is gone; it
// sends a string as text/plain, which the server accepts for this route. Each carries
// `sentAt`, the device's clock as it leaves: the server moves the events' times by its
// own clock's difference from it, so a phone whose clock runs fast loses no batch
// (issue 42 item 9; server/domain/analytics/validate.ts).
import type { AnalyticsEvent } from './eventProps.ts';

export const EVENTS_URL = '/api/events';

export interface Batch {
  events: AnalyticsEvent[];
  utm?: Record<string, string>;
}

const withSentAt = (batch: Batch) => JSON.stringify({ ...batch, sentAt: new Date().toISOString() });

export type SendOutcome = 'sent' | 'retry' | 'drop';

export async function sendWithFetch(batch: Batch): Promise<SendOutcome> {
  try {
    const response = await fetch(EVENTS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: withSentAt(batch),
      credentials: 'same-origin',
      keepalive: true,
    });
    if (response.ok) return 'sent';
    // Limited or server trouble: try again later. Refused (4xx): it will not get better.
    return response.status === 429 || response.status >= 500 ? 'retry' : 'drop';
  } catch {
    return 'retry';
  }
}

/** False when the browser would not queue it (no sendBeacon, or too large). */
export function sendWithBeacon(batch: Batch): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(EVENTS_URL, withSentAt(batch));
  } catch {
    return false;
  }
}
