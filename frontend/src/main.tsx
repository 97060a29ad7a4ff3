import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, type HydrationState, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setProductWord } from '@wl/contracts';
import { api } from './api/api.js';
import { inAppMode } from './shared/appBridge.js';
import { type HydrationHandle, routes } from './app/router.js';
import { type ServerAnswer, serverAnswersInPage } from './app/serverAnswers.js';
import { createAppStore } from './app/store.js';
import { siteConfigApi, siteConfigInPage } from './api/siteConfigApi.js';

// The router puts every page where it belongs from its first render on, and hands scrolling back to the browser as
// the page is left. Taken back only by the router's effect, the browser's own restoring of a reload could still come
// once the load event had passed and move the page, after the router put it at the top, to where the page's loading
// state reaches (docs/architecture.md, Scroll position). A module script runs before the load event.
history.scrollRestoration = 'manual';
startFullLoadAtTop();

/**
 * A full load starts at the top (its #hash target is PagesAtHashTarget's). A reload is restored by the browser as the
 * page it leaves asked (`auto`: the router hands scrolling back as a page is left), and a page rendered on the server
 * is tall from its first layout on: the browser may restore while parsing it and again at its load event, after this
 * script and after the router's first render (which, hydrating, leaves the position alone). So the page is put at the
 * top now and once more in the frame after the load, unless the reader moved it meanwhile.
 */
function startFullLoadAtTop(): void {
  if (location.hash) return;
  window.scrollTo(0, 0);
  let moved = false;
  const reader = () => (moved = true);
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    addEventListener(type, reader, { once: true, passive: true });
  const atTop = () => requestAnimationFrame(() => moved || window.scrollTo(0, 0));
  if (document.readyState === 'complete') atTop();
  else addEventListener('load', atTop, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const store = createAppStore();

/**
 * A page the server rendered (`entry-server.tsx`) is hydrated from the answers it was rendered with, so nothing is
 * asked again, once the chunks of its lazy routes are in (else the router would show the loading state where the
 * page is) and with them the calls those answers belong to. The app's pages (app mode, which the server does not know
 * of) render afresh over it.
 */
async function start(serverAnswers: ServerAnswer[] | null) {
  let hydrationData: HydrationState | undefined;
  if (serverAnswers) {
    hydrationData = await loadRoutesOf(window.location);
    store.dispatch(api.util.upsertQueryEntries(serverAnswers as never));
  }
  const router = createBrowserRouter(routes, { hydrationData });
  // Not needed for the first paint: a chunk of its own.
  if (!import.meta.env.DEV)
    void import('./app/versionCheck/startVersionCheck.js').then(({ startVersionCheck }) => startVersionCheck(router));
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  if (serverAnswers && !inAppMode) hydrateRoot(root!, app);
  else createRoot(root!).render(app);
}

/**
 * The pages of the address's lazy routes and the parts they render (`HydrationHandle`) loaded, and the data of its
 * route loaders (the blog's articles, from their own chunk) as the server's static handler rendered the page with:
 * given to the router, it renders the page at once instead of its fallback while they load. That data is not in the
 * page: the loaders call no API, and a data block with every article would only double what the chunk holds.
 */
async function loadRoutesOf(location: Location): Promise<HydrationState> {
  const loaderData: Record<string, unknown> = {};
  await Promise.all(
    (matchRoutes(routes, location) ?? []).map(async ({ route, params }) => {
      if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      await (route.handle as Partial<HydrationHandle> | undefined)?.beforeHydration?.();
      if (route.id && typeof route.loader === 'function')
        loaderData[route.id] = await route.loader({
          request: new Request(location.href),
          params,
          context: {},
        } as never);
    }),
  );
  return { loaderData };
}

/**
 * Texts read the site's `{product}` word when they render, so the configuration comes first; it stays in the cache for
 * the menus and switches. The server puts it in the page (no round trip before the first render); the development
 * server does not, so then it is asked for. Without it the site still renders, with the default word.
 */
const inPage = siteConfigInPage();
if (inPage) {
  setProductWord(inPage.product);
  store.dispatch(
    siteConfigApi.util.upsertQueryEntries([{ endpointName: 'getSiteConfig', arg: undefined, value: inPage }]),
  );
  void start(serverAnswersInPage());
} else {
  void store.dispatch(siteConfigApi.endpoints.getSiteConfig.initiate()).then(({ data }) => {
    if (data) setProductWord(data.product);
    void start(null);
  });
}
