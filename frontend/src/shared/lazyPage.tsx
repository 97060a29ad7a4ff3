import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose page is a chunk of its own, fetched the first time the route is visited (react-router's `lazy`);
 * `render` builds the page from the loaded module, e.g. `(m) => <RequireLogin><m.FriendsPage /></RequireLogin>`.
 * While the chunk loads, Shell hides the page before it behind the loading state (on a first visit: the fallback of
 * the route above); a chunk that fails to load shows the nearest error screen.
 */
export function lazyPage<M>(load: () => Promise<M>, render: (module: M) => ReactNode): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: render(await load()) }) };
}
