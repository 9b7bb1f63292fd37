// A create button is disabled while its request is in flight (issue 30). The ref, not
// the state, stops a second click: both clicks of a double click can arrive before
// React has drawn the disabled button.
import { useRef, useState } from 'react';

export function useInFlight() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      return await work();
    } finally {
      busy.current = false;
      setPending(false);
    }
  };
  return { pending, run };
}
