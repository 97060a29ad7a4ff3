import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { setProductWord, type SiteConfig } from '@wl/contracts';
import { api } from './api/api.js';
import { routes } from './app/router.js';
import { answersIn, type ServerAnswer } from './app/serverAnswers.js';
import { serverPages } from './app/serverPages.js';
import { createAppStore } from './app/store.js';

export { SERVER_ANSWERS_ELEMENT_ID } from './app/serverAnswers.js';
export type { ServerAnswer } from './app/serverAnswers.js';

/** One static handler for the process: it imports a lazy route's page the first time it is rendered. */
const handler = createStaticHandler(routes);
const origin = 'http://page.local';

/** A page the server renders for one viewer: the answers it holds (what this viewer sees). */
export interface PreparedPage {
  answers: ServerAnswer[];
  /** The content of the page's `#root`, rendered by the app's own components from `answers` alone. */
  render(): Promise<string>;
}

/**
 * The page at `url` as the browser would render it for the viewer whose API calls `fetch` answers, or null when the
 * browser renders this page (not a server-rendered page, or not for this viewer).
 */
export async function preparePage(
  url: string,
  fetch: typeof globalThis.fetch,
  site: SiteConfig,
): Promise<PreparedPage | null> {
  const address = new URL(url, origin);
  const match = matchRoutes(routes, address.pathname)?.findLast(({ route }) => route.id && serverPages[route.id]);
  const page = match && serverPages[match.route.id!];
  if (!page) return null;
  setProductWord(site.product);
  const asking = createAppStore(fetch);
  asking.dispatch(api.util.upsertQueryEntries(siteConfigAnswer(site)));
  try {
    if (!(await page.prefetch(asking.dispatch, match.params))) return null;
    // The page is rendered from the answers alone, as the browser starts from them: a failed call renders as the
    // browser's first render does before it asks again. The site configuration has its own block in every page.
    const answers = answersIn(asking).filter(({ endpointName }) => endpointName !== 'getSiteConfig');
    return { answers, render: () => renderToHtml(address, site, answers) };
  } finally {
    asking.dispatch(api.util.resetApiState());
  }
}

/** The configuration as the browser caches it from the page's own block (`main.tsx`). */
const siteConfigAnswer = (site: SiteConfig) =>
  [{ endpointName: 'getSiteConfig', arg: undefined, value: site }] as never;

async function renderToHtml(address: URL, site: SiteConfig, answers: ServerAnswer[]): Promise<string> {
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error(`${address.pathname} answered ${context.status} on the server`);
  const store = createAppStore();
  store.dispatch(api.util.upsertQueryEntries([...answers, ...siteConfigAnswer(site)] as never));
  try {
    return await renderedHtml(
      <StrictMode>
        <Provider store={store}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </Provider>
      </StrictMode>,
    );
  } finally {
    store.dispatch(api.util.resetApiState());
  }
}

/**
 * The whole page once every lazy part is in (`onAllReady`), in document order: streamed in pieces, or with a large
 * part outlined, the page would need React's inline scripts to put parts in place, which the Content-Security-Policy
 * forbids.
 */
function renderedHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failure: unknown = null;
    const collect = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    collect.on('finish', () => (failure ? reject(failure) : resolve(html)));
    const stream = renderToPipeableStream(element, {
      // React outlines a large part (say, a list of 60 gifts) to be put in place by an inline script: never here.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(collect),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
  });
}
