import './parse-without-eval.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.js';
import { store } from './app/store.js';
import { startVersionCheck } from './app/versionCheck/startVersionCheck.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

if (!import.meta.env.DEV) startVersionCheck(router);

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
