import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose page is a chunk of its own, fetched the first time the route is visited (react-router's `lazy`);
 * `render` builds the page from the loaded module, e.g. `(m) => <RequireLogin><m.FriendsPage /></RequireLogin>`.
 * While the chunk loads the router keeps the page before it (Shell shows the loading state) or, on the first visit,
 * shows the fallback of the route above; a chunk that fails to load shows that route's error screen.
 */
export function lazyPage<M>(load: () => Promise<M>, render: (module: M) => ReactNode): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: render(await load()) }) };
}
