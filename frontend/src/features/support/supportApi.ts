import {
  ShopsAnswer,
  type AddShopCategoryRequest,
  type AddShopRequest,
  type ChangeShopRequest,
  type RemoveShopCategoryRequest,
  type RemoveShopLogoRequest,
  type RemoveShopRequest,
  type RenameShopCategoryRequest,
  SupportAccess,
  SupportCorrelation,
  SupportFindAnswer,
  SupportParked,
  SupportReadModels,
  SupportRebuildJob,
  SupportState,
  SupportStateDiff,
  SupportTimeline,
  type SupportStateDiffQuery,
  type SupportStateQuery,
  type SupportTimelineQuery,
} from '@wl/contracts';
import { api } from '../../api/api.js';
import { uploadPng } from '../../api/uploadPng.js';

/** The query string of defined, non-empty parameters. */
const queryString = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();

/** A support edit of the shop directory: `POST /api/Support/Shops/<action>` with its payload. */
export type ShopEditCall =
  | { action: 'AddCategory'; body: AddShopCategoryRequest }
  | { action: 'RenameCategory'; body: RenameShopCategoryRequest }
  | { action: 'RemoveCategory'; body: RemoveShopCategoryRequest }
  | { action: 'AddShop'; body: AddShopRequest }
  | { action: 'ChangeShop'; body: ChangeShopRequest }
  | { action: 'RemoveShop'; body: RemoveShopRequest }
  | { action: 'RemoveLogo'; body: RemoveShopLogoRequest };

export type TimelineFilter = Omit<SupportTimelineQuery, 'after' | 'limit'>;

export const TIMELINE_PAGE_SIZE = 50;

/** How often a running rebuild is asked for its progress. */
export const REBUILD_POLL_MS = 1000;

/**
 * The support console's calls (contracts/src/support.ts). Nothing is kept once a screen is left: support answers
 * are personal data, and every read is audited on the server anyway.
 */
export const supportApi = api
  .enhanceEndpoints({ addTagTypes: ['SupportParked', 'SupportReadModels', 'SupportShops', 'Shops'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * 200 for support; 403 for everyone else. The argument is the logged-in user's guid, only as the cache key: when
       * the user changes (another tab logs out or in), the console asks again.
       */
      getSupportAccess: build.query<SupportAccess, string>({
        query: () => '/api/Support/Access',
        responseSchema: SupportAccess,
        keepUnusedDataFor: 0,
      }),
      findSubjects: build.query<SupportFindAnswer, string>({
        query: (q) => `/api/Support/Find?${queryString({ q })}`,
        responseSchema: SupportFindAnswer,
        keepUnusedDataFor: 0,
      }),
      /** Pages of the subject's merged timeline; the next page starts after the last one's `next`. */
      getTimeline: build.infiniteQuery<SupportTimeline, TimelineFilter, string | null>({
        query: ({ queryArg, pageParam }) =>
          `/api/Support/Timeline?${queryString({ ...queryArg, after: pageParam ?? undefined, limit: TIMELINE_PAGE_SIZE })}`,
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.next ?? undefined,
        },
        responseSchema: SupportTimeline,
        keepUnusedDataFor: 0,
      }),
      getCorrelation: build.query<SupportCorrelation, string>({
        query: (correlationId) => `/api/Support/Correlation/${encodeURIComponent(correlationId)}`,
        responseSchema: SupportCorrelation,
        keepUnusedDataFor: 0,
      }),
      getState: build.query<SupportState, SupportStateQuery>({
        query: (params) => `/api/Support/State?${queryString(params)}`,
        responseSchema: SupportState,
        keepUnusedDataFor: 0,
      }),
      getStateDiff: build.query<SupportStateDiff, SupportStateDiffQuery>({
        query: (params) => `/api/Support/StateDiff?${queryString(params)}`,
        responseSchema: SupportStateDiff,
        keepUnusedDataFor: 0,
      }),
      getReadModels: build.query<SupportReadModels, void>({
        query: () => '/api/Support/ReadModels',
        responseSchema: SupportReadModels,
        providesTags: ['SupportReadModels'],
        keepUnusedDataFor: 0,
      }),
      /** 202 with the job; 422 `UnknownReadModel` or `RebuildRunning`. */
      startRebuild: build.mutation<SupportRebuildJob, string>({
        query: (readModel) => ({ url: '/api/Support/Rebuild', method: 'POST', body: { readModel } }),
        responseSchema: SupportRebuildJob,
      }),
      /** Polled while the job runs (`REBUILD_POLL_MS`); a swapped job changes the read models' lag. */
      getRebuildJob: build.query<SupportRebuildJob, string>({
        query: (jobId) => `/api/Support/Rebuild/${encodeURIComponent(jobId)}`,
        responseSchema: SupportRebuildJob,
        keepUnusedDataFor: 0,
      }),
      getParked: build.query<SupportParked, void>({
        query: () => '/api/Support/Parked',
        responseSchema: SupportParked,
        providesTags: ['SupportParked'],
        keepUnusedDataFor: 0,
      }),
      /** 204; 422 `ParkedNotFound`. The list is read again after it, whether it worked or not. */
      parkedAction: build.mutation<null, { action: 'Retry' | 'Skip'; id: string }>({
        query: ({ action, id }) => ({ url: `/api/Support/Parked/${action}`, method: 'POST', body: { id } }),
        invalidatesTags: ['SupportParked'],
      }),
      /** The directory as the catalogue stream holds it (also with the `shops` switch off). */
      getSupportShops: build.query<ShopsAnswer, void>({
        query: () => '/api/Support/Shops',
        responseSchema: ShopsAnswer,
        providesTags: ['SupportShops'],
        keepUnusedDataFor: 0,
      }),
      /**
       * 200 with the directory after the edit, shown at once; 422 with a `ShopEditProblem`, after which the directory is
       * read again (the problem is usually another console's edit). The public page reads again on its next visit.
       */
      editShops: build.mutation<ShopsAnswer, ShopEditCall>({
        query: ({ action, body }) => ({ url: `/api/Support/Shops/${action}`, method: 'POST', body }),
        responseSchema: ShopsAnswer,
        async onQueryStarted(_call, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(supportApi.util.upsertQueryData('getSupportShops', undefined, data));
          } catch {
            dispatch(supportApi.util.invalidateTags(['SupportShops']));
          }
        },
        invalidatesTags: ['Shops'],
      }),
      /** A shop's logo: the PNG itself is the body; like the other edits, 200 with the directory or 422 (`InvalidImage`). */
      setShopLogo: build.mutation<ShopsAnswer, { shopId: string; png: Blob }>({
        queryFn: async ({ shopId, png }, { signal }) => {
          const answer = await uploadPng(`/api/Support/Shops/SetLogo/${encodeURIComponent(shopId)}`, png, signal);
          if ('error' in answer) return answer;
          const parsed = ShopsAnswer.safeParse(answer.data);
          return parsed.success ? { data: parsed.data } : { error: { status: 'invalid-answer', problem: null } };
        },
        async onQueryStarted(_call, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(supportApi.util.upsertQueryData('getSupportShops', undefined, data));
        },
        invalidatesTags: ['Shops'],
      }),
    }),
  });

export const {
  useGetSupportAccessQuery,
  useFindSubjectsQuery,
  useGetTimelineInfiniteQuery,
  useGetCorrelationQuery,
  useGetStateQuery,
  useGetStateDiffQuery,
  useGetReadModelsQuery,
  useStartRebuildMutation,
  useGetRebuildJobQuery,
  useGetParkedQuery,
  useParkedActionMutation,
  useGetSupportShopsQuery,
  useEditShopsMutation,
  useSetShopLogoMutation,
} = supportApi;
