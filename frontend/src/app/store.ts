import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api.js';
import type { ApiDependencies } from '../api/baseQuery.js';
import { selectLoggedInUserGuid } from '../api/accountApi.js';

const apiDependencies: ApiDependencies = { loggedInUserGuid: selectLoggedInUserGuid };

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: apiDependencies } }).concat(api.middleware),
});

