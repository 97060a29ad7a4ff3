import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { api } from './api.js';
import type { ApiDependencies } from './baseQuery.js';

/** The store's dispatch, as features use it (app/store.ts makes a store with this shape). */
export type AppDispatch = ThunkDispatch<
  { [api.reducerPath]: ReturnType<typeof api.reducer> },
  ApiDependencies,
  UnknownAction
>;
