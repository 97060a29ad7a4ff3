import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';
import { t } from '@wl/contracts';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true once the app runs the page: a control
 * whose action needs the app is inert before, so a tap on a page still being hydrated is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** True once `ms` have passed since mount. */
export function useDelayed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/** The value, but only after it stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Runs an async action and reports whether it is still running. */
export function useBusy(): [busy: boolean, run: (action: () => Promise<unknown>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}

/** Sets the document title to the page's title followed by the site name, and the page's meta description. */
export function usePageTitle(title: string | null, description: string = t('meta.default.description')): void {
  useEffect(() => {
    setPageMeta(title, description);
  }, [title, description]);
}

export function setPageMeta(title: string | null, description: string): void {
  document.title = title ? `${title} – ${t('app.name')}` : t('app.name');
  headElement('meta', 'name', 'description').content = description;
}

/** The head's element with that attribute value (`<meta name="description">`, `<link rel="canonical">`), added when missing. */
export function headElement<K extends 'meta' | 'link'>(
  tag: K,
  attribute: string,
  value: string,
): HTMLElementTagNameMap[K] {
  const existing = document.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}[${attribute}="${value}"]`);
  if (existing) return existing;
  const element = document.createElement(tag);
  element.setAttribute(attribute, value);
  document.head.append(element);
  return element;
}

/** Whether a CSS media query matches now, following changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // A server-rendered page (and its hydration) starts as if it did not match; the browser then renders what does.
    () => false,
  );
}

/** While `open`, a mouse press outside the element calls `close` (menus and popovers). */
export function useCloseOnOutsideClick(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open, container, close]);
}
