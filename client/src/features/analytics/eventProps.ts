// Events as the server accepts them (server/domain/analytics/validate.ts): a name of
// [a-z0-9_:.-]{1,64}, a flat object of at most 20 string/number/boolean props,
// strings cut to 255 characters. Cleaning here keeps one odd value from turning
// a whole batch into a 400.
import { scrubPath, scrubText } from './scrubUrl.ts';

export type PropValue = string | number | boolean;
export type EventProps = Record<string, PropValue>;

export interface AnalyticsEvent {
  name: string;
  props: EventProps;
  occurredAt: string;
}

const NAME = /^[a-z0-9_:.-]{1,64}$/;
const KEY = /^[A-Za-z0-9_:.$-]{1,64}$/;

export function isEventName(name: string): boolean {
  return NAME.test(name);
}

export function cleanProps(props: Record<string, unknown>): EventProps {
  const out: EventProps = {};
  let kept = 0;
  for (const [key, value] of Object.entries(props)) {
    if (kept >= 20 || !KEY.test(key)) continue;
    // Scrubbed before it is cut, so a cut cannot leave half a token behind.
    if (typeof value === 'string') out[key] = scrubText(value).slice(0, 255);
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) out[key] = value;
    else continue;
    kept += 1;
  }
  return out;
}

/** The app's paths as analytics may see them (scrubUrl.ts: no private link, no admin path). */
export const publicPath = scrubPath;
