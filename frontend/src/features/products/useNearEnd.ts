import { useEffect, useRef } from 'react';

/** The nearest ancestor that scrolls (a dialog's body), or null for the page itself. */
function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}

/**
 * Calls `onNearEnd` when the returned element (placed after the last item) comes within `distancePx` of the visible
 * part of its scrolling container. The observer watches its container, not the window: inside a dialog that scrolls,
 * a margin on the window would never see the end coming. A new `itemCount` observes again, so an end still in reach
 * after a page came in asks for the next one.
 */
export function useNearEnd<T extends HTMLElement>(
  onNearEnd: () => void,
  distancePx: number,
  enabled: boolean,
  itemCount: number,
) {
  const endRef = useRef<T>(null);
  const callback = useRef(onNearEnd);
  callback.current = onNearEnd;
  useEffect(() => {
    const end = endRef.current;
    if (!enabled || !end) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: scrollParentOf(end), rootMargin: `0px 0px ${distancePx}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [enabled, distancePx, itemCount]);
  return endRef;
}
