import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { setProductWord } from '@wl/contracts';
import { router } from './app/router.js';
import { store } from './app/store.js';
import { siteConfigApi, siteConfigInPage } from './api/siteConfigApi.js';
import { startVersionCheck } from './app/versionCheck/startVersionCheck.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

if (!import.meta.env.DEV) startVersionCheck(router);

function render() {
  createRoot(root!).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

/**
 * Texts read the site's `{product}` word when they render, so the configuration comes first; it stays in the cache for
 * the menus and switches. The server puts it in the page (no round trip before the first render); the development
 * server does not, so then it is asked for. Without it the site still renders, with the default word.
 */
const inPage = siteConfigInPage();
if (inPage) {
  setProductWord(inPage.product);
  void store.dispatch(siteConfigApi.util.upsertQueryData('getSiteConfig', undefined, inPage));
  render();
} else {
  void store.dispatch(siteConfigApi.endpoints.getSiteConfig.initiate()).then(({ data }) => {
    if (data) setProductWord(data.product);
    render();
  });
}
