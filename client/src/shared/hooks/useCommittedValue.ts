// A value as of the last commit: it changes only after a render showing the new value
// has reached the screen.
//
// For Apollo's `skip`: useQuery acts on a changed `skip` during render (it starts or
// stops the request at once). A transition render (the sign-in's) may be interrupted by
// urgent renders that still see the old value and then restarted, and each flip would
// start the same request again. Reading `skip` through this hook, the query switches on
// once, after the signed-in screen is committed, in a small update of its own.
import { useEffect, useState } from 'react';

export function useCommittedValue<T>(value: T): T {
  const [committed, setCommitted] = useState(value);
  // Deliberately after commit: that is the point of this hook.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setCommitted(value), [value]);
  return committed;
}
