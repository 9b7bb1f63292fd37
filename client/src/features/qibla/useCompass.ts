// The device compass. iOS asks permission first (DeviceOrientationEvent.
// requestPermission, which must run from a tap). Readings come from
// `deviceorientationabsolute` (true north) where the browser has it, else
// `deviceorientation`; once an absolute stream is seen, relative readings are
// ignored. No usable reading within 5 s means there is no compass.
import { useEffect, useState } from 'react';
import { compassHeading, type OrientationReading } from './compass.ts';
import { compassPlatform } from './compassPlatform.ts';

export type CompassStatus = 'off' | 'waiting' | 'active' | 'denied' | 'unavailable';

export interface CompassState {
  status: CompassStatus;
  heading: number | null;
  reading: OrientationReading | null;
  eventType: string | null;
  events: number;
}

const NO_READING_MS = 5000;
type PermissionRequester = { requestPermission?: () => Promise<'granted' | 'denied' | 'default'> };

export function useCompass() {
  const [state, setState] = useState<CompassState>({ status: 'off', heading: null, reading: null, eventType: null, events: 0 });
  const listening = state.status === 'waiting' || state.status === 'active' || state.status === 'unavailable';

  const enable = async () => {
    if (typeof window.DeviceOrientationEvent === 'undefined') return setState((s) => ({ ...s, status: 'unavailable' }));
    const requester = window.DeviceOrientationEvent as unknown as PermissionRequester;
    if (typeof requester.requestPermission === 'function') {
      const answer = await requester.requestPermission().catch(() => 'denied' as const);
      if (answer !== 'granted') return setState((s) => ({ ...s, status: 'denied' }));
    }
    setState((s) => ({ ...s, status: 'waiting' }));
  };

  useEffect(() => {
    if (!listening) return;
    const platform = compassPlatform();
    let absoluteSeen = false;
    const onReading = (event: Event) => {
      const e = event as DeviceOrientationEvent & { webkitCompassHeading?: number };
      if (event.type === 'deviceorientationabsolute') absoluteSeen = true;
      else if (absoluteSeen && !e.absolute) return;
      const reading: OrientationReading = {
        alpha: e.alpha,
        beta: e.beta,
        gamma: e.gamma,
        absolute: e.absolute || event.type === 'deviceorientationabsolute',
        webkitCompassHeading: e.webkitCompassHeading ?? null,
      };
      const heading = compassHeading(reading, platform);
      setState((s) => ({
        reading,
        heading,
        eventType: event.type,
        events: s.events + 1,
        status: heading === null ? s.status : 'active',
      }));
    };
    const types = ['deviceorientationabsolute', 'deviceorientation'].filter((t) => t === 'deviceorientation' || `on${t}` in window);
    types.forEach((t) => window.addEventListener(t, onReading));
    const timer = setTimeout(() => {
      setState((s) => (s.status === 'waiting' ? { ...s, status: 'unavailable' } : s));
    }, NO_READING_MS);
    return () => {
      clearTimeout(timer);
      types.forEach((t) => window.removeEventListener(t, onReading));
    };
  }, [listening]);

  return { ...state, enable };
}
