// A clock that re-renders every `intervalMs` (1 s for countdowns, 60 s for the
// time text). Aligned to the next whole tick so HH:MM flips on the minute.
import { useEffect, useState } from 'react';

export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const wait = intervalMs - (Date.now() % intervalMs);
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, wait + 5);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
