import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api.js';
import type { ApiDependencies } from '../api/baseQuery.js';
import { selectLoggedInUserGuid } from '../api/accountApi.js';

/**
 * The app's store: one per tab in the browser, one per rendered page on the server, where `fetch` answers the page's
 * API calls for the viewer who asked (`entry-server.tsx`).
 */
export function createAppStore(fetch?: typeof globalThis.fetch) {
  const apiDependencies: ApiDependencies = { loggedInUserGuid: selectLoggedInUserGuid, fetch };
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: apiDependencies },
        // Development checks of every action, in the browser only: on the server they would cost each page tens of ms.
        ...(typeof window === 'undefined' ? { serializableCheck: false, immutableCheck: false } : {}),
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
