import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery.js';
import type { ApiError } from './errors.js';

/** Cached answers that depend on who is logged in (besides the user data itself). */
export const userDependentTags = [
  'MyLists',
  'OwnerList',
  'AccessState',
  'VisitorList',
  'CrossedOff',
  'Friends',
  'CoOwners',
  'OwnerInvite',
  'Lotings',
  'Loting',
  'Lot',
  'LotingFriends',
] as const;

/** The one API slice; each feature folder injects its own endpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['User', ...userDependentTags],
  endpoints: () => ({}),
  onSchemaFailure: (error, info) => console.error(`Answer of ${info.endpoint} breaks its contract`, error.issues),
  catchSchemaFailure: (): ApiError => ({ status: 'invalid-answer', problem: null }),
});
