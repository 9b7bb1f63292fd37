// The other end of the report's 'Match my mosque' link (ReportTimesForm.tsx): on Home,
// '?settings=match' opens Settings and scrolls it to that section. It lives with the
// 'Why these times?' button (a chunk of its own, on Home after the first paint), so the
// first load carries none of it.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query that asks for it, and the section's id in the Settings drawer (app/SettingsDrawer.tsx). */
export const MATCH_QUERY = 'settings=match';
const SECTION_ID = 'settings-match';

export function useMatchLink(openSettings: (() => void) | undefined): void {
  const [params, setParams] = useSearchParams();
  const wanted = Boolean(openSettings) && params.get('settings') === 'match';
  // Opened as the link arrives (during render, not in an effect: no extra paint)…
  const [seen, setSeen] = useState(false);
  const [scrolling, setScrolling] = useState(false);
  if (wanted !== seen) {
    setSeen(wanted);
    if (wanted) {
      setScrolling(true);
      openSettings?.();
    }
  }
  // …the parameter leaves the address, so Back or a reload does not open it again…
  useEffect(() => {
    if (!wanted) return;
    const next = new URLSearchParams(params);
    next.delete('settings');
    setParams(next, { replace: true });
  }, [wanted, params, setParams]);
  // …and the drawer scrolls to the section once it is in the page: the drawer waits for
  // its chunk and the Apollo Client, and its content comes a frame after it opens.
  useEffect(() => {
    if (!scrolling) return;
    let frame = 0;
    let tries = 0;
    const look = () => {
      const section = document.getElementById(SECTION_ID);
      if (section) {
        section.scrollIntoView({ block: 'start' });
        setScrolling(false);
      } else if (++tries < 300) frame = requestAnimationFrame(look);
      else setScrolling(false);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [scrolling]);
}
