import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';

/**
 * The routed pages. On a full load `<ScrollRestoration>` looks for the address's #hash target while the first page's
 * chunk is still loading, and so misses it: this looks again once that page is rendered (it mounts with it).
 */
export function PagesAtHashTarget() {
  useLayoutEffect(() => {
    try {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id) document.getElementById(id)?.scrollIntoView();
    } catch {
      // Not a decodable element id: the page stays at the top.
    }
  }, []);
  return <Outlet />;
}
