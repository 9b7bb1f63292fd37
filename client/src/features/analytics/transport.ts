// Delivery of one batch to POST /api/events. While the page lives: fetch (keepalive,
// so a batch in flight survives navigation). When the page is being hidden or
// closed: sendBeacon, which the browser completes after the page is gone; it
// sends a string as text/plain, which the server accepts for this route.
import type { AnalyticsEvent } from './eventProps.ts';

export const EVENTS_URL = '/api/events';

export interface Batch {
  events: AnalyticsEvent[];
  utm?: Record<string, string>;
}

export type SendOutcome = 'sent' | 'retry' | 'drop';

export async function sendWithFetch(batch: Batch): Promise<SendOutcome> {
  try {
    const response = await fetch(EVENTS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
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
    return navigator.sendBeacon(EVENTS_URL, JSON.stringify(batch));
  } catch {
    return false;
  }
}
