// Infinite scroll: returns a ref for a sentinel element below a list; when it
// comes within 400 px of the viewport, `loadMore` runs (once per approach).
import { useEffect, useRef, type RefObject } from 'react';

export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  // The latest callback without re-creating the observer on every render.
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
