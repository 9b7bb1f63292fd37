// The prayer-hall screen keeps the server's time, not the TV's (issue 44 item 1): a TV's
// clock is often minutes off, and the countdowns must agree with every follower's phone.
// The offset comes from the `Date` header of a cheap request (/healthz), halfway through
// its round trip, again every hour; it is kept so a reload offline still has it. Below a
// second and a half it is noise (the header has whole seconds) and is taken as none.
import { useEffect, useState } from 'react';

const KEY = 'pc-hall-clock-offset';
const HOUR = 3_600_000;
const NOISE_MS = 1500;

const stored = () => {
  const value = Number(localStorage.getItem(KEY));
  return Number.isFinite(value) ? value : 0;
};

async function measure(): Promise<number | null> {
  const sent = Date.now();
  const response = await fetch('/healthz', { cache: 'no-store' });
  const received = Date.now();
  const header = response.headers.get('date');
  if (!header) return null;
  const offset = Date.parse(header) + 500 - (sent + received) / 2;
  return Math.abs(offset) < NOISE_MS ? 0 : Math.round(offset);
}

/** Milliseconds to add to Date.now() for the server's time. */
export function useServerClockOffset(): number {
  const [offset, setOffset] = useState(stored);
  useEffect(() => {
    const run = () =>
      void measure()
        .then((value) => {
          if (value === null) return;
          localStorage.setItem(KEY, String(value));
          setOffset(value);
        })
        .catch(() => undefined);
    run();
    const timer = setInterval(run, HOUR);
    return () => clearInterval(timer);
  }, []);
  return offset;
}
