// Events as the server accepts them (server/domain/analytics/validate.ts): a name of
// [a-z0-9_:.-]{1,64}, a flat object of at most 20 string/number/boolean props,
// strings cut to 255 characters. Cleaning here keeps one odd value from turning
// a whole batch into a 400.

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
    if (typeof value === 'string') out[key] = value.slice(0, 255);
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) out[key] = value;
    else continue;
    kept += 1;
  }
  return out;
}

/** The app's paths without the private-link prefix: the link id is a capability and never leaves in analytics. */
export function publicPath(pathname: string): string {
  const rest = pathname.replace(/^\/u\/[^/]+/, '');
  return rest === '' ? '/' : rest;
}
