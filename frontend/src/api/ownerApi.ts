import {
  CategoryMoveAnswer,
  GiftEditAnswer,
  OwnerCategory,
  OwnerWishlist,
  ThemeImage,
  UsedInRecentLotAnswer,
  WishlistImageAnswer,
  WishlistSummary,
  type CategoryCreateRequest,
  type CategoryRenameRequest,
  type CreateWishlistRequest,
  type GiftEditRequest,
  type OwnerGift,
  type SendWishlistRequest,
  type SetThemeImageRequest,
  type UpdateDescriptionRequest,
  type UpdateOccasionRequest,
  type UpdateSettingsRequest,
  type UpdateTitleRequest,
} from '@wl/contracts';
import { api } from './api.js';
import { problemOf, statusOf } from './errors.js';
import { listDeleted } from '../live/deletedLists.js';
import { followWhileCached } from '../live/liveConnection.js';
import { useCurrentUser } from './accountApi.js';
import { uploadPng } from './uploadPng.js';

type OnList<T> = T & { wishlistPrivateGuid: string };
/** A move from one of the owner's lists (`sourceWishlistPrivateGuid`) to another (`wishlistPrivateGuid`). */
type Move<T> = T & { sourceWishlistPrivateGuid: string; wishlistPrivateGuid: string };

const ownerListTag = (privateGuid: string) => ({ type: 'OwnerList' as const, id: privateGuid });
/** A changed gift also changes the list overview (gift count, last update) and what visitors see. */
const afterGiftChange = (privateGuid: string) => [
  ownerListTag(privateGuid),
  'MyLists' as const,
  'VisitorList' as const,
];
const afterOwnershipEnded = ['MyLists', 'AccessState', 'VisitorList'] as const;
/** The server says the caller no longer owns the list (or the session changed): the list is loaded again. */
const lostTheList = (error: unknown) => statusOf(error) === 401 || problemOf(error) === 'UserCannotAccessWishlist';
/** A list-level edit replaces the cached list with the answer; the overview, visitors and the username lookup follow. */
const afterListEdit = (privateGuid: string, error: unknown) =>
  error
    ? lostTheList(error)
      ? [ownerListTag(privateGuid)]
      : []
    : ['MyLists' as const, 'VisitorList' as const, 'AccessState' as const];

/** How many people the list was mailed to. */
const sentCount = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'sent' in answer && typeof answer.sent === 'number'
    ? answer.sent
    : 0;

export const ownerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLists: build.query<WishlistSummary[], void>({
      query: () => '/api/MyList/GetAllWithGiftCount',
      responseSchema: WishlistSummary.array(),
      providesTags: ['MyLists'],
    }),
    getOwnerList: build.query<OwnerWishlist, string>({
      query: (privateGuid) => `/api/MyList/Get/${encodeURIComponent(privateGuid)}`,
      responseSchema: OwnerWishlist,
      providesTags: (_, __, privateGuid) => [ownerListTag(privateGuid)],
      async onCacheEntryAdded(privateGuid, lifecycle) {
        const reload = () => lifecycle.dispatch(api.util.invalidateTags([ownerListTag(privateGuid)]));
        const ownershipEnded = () =>
          lifecycle.dispatch(api.util.invalidateTags([ownerListTag(privateGuid), ...afterOwnershipEnded]));
        await followWhileCached(lifecycle, () => ({
          join: { event: 'JoinOwnerGroup', payload: { wishlistPrivateGuid: privateGuid } },
          handlers: {
            OwnerWishlistChanged: (message) => {
              if (message.wishlistPrivateGuid !== privateGuid) return;
              reload();
              // Title, picture, username or gift count: the overview and the menu show them too.
              if (message.change === 'ListUpdated') lifecycle.dispatch(api.util.invalidateTags(['MyLists']));
            },
            // The owners in the list (its header shows them); who is online follows in the owners call alone.
            OwnersChanged: (message) => {
              if (
                message.wishlistPrivateGuid === privateGuid &&
                (message.change === 'Accepted' || message.change === 'Removed')
              )
                reload();
            },
            // Removed as a co-owner (perhaps while looking at it): the address now answers as to anyone else.
            OwnershipEnded: (message) => {
              if (message.wishlistPrivateGuid === privateGuid) ownershipEnded();
            },
            // Deleted (by the primary owner, perhaps in another tab): the page says so; the menu drops the list.
            OwnerWishlistDeleted: (message) => {
              if (message.wishlistPrivateGuid !== privateGuid) return;
              listDeleted(privateGuid);
              lifecycle.dispatch(api.util.invalidateTags(['MyLists']));
            },
          },
          // Refused (or timed out) joining the owners after a reconnect: perhaps removed while the live message was missed.
          onJoinRefused: ownershipEnded,
          onResync: reload,
        }));
      },
    }),

    /** 201 with the new list; 422 IsAfstreper (lightweight user), Unavailable (username taken), TooManyWishlists or Other. */
    createList: build.mutation<OwnerWishlist, CreateWishlistRequest>({
      query: (body) => ({ url: '/api/MyList/Create', method: 'POST', body }),
      responseSchema: OwnerWishlist,
      invalidatesTags: (list) => (list ? ['MyLists', 'AccessState'] : []),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(ownerApi.util.upsertQueryData('getOwnerList', answer.data.privateGuid, answer.data));
      },
    }),
    updateTitle: build.mutation<OwnerWishlist, UpdateTitleRequest>({
      query: (body) => ({ url: '/api/MyList/UpdateTitle', method: 'POST', body }),
      responseSchema: OwnerWishlist,
      invalidatesTags: (_, error, { privateGuid }) => afterListEdit(privateGuid, error),
      async onQueryStarted({ privateGuid }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(ownerApi.util.upsertQueryData('getOwnerList', privateGuid, answer.data));
      },
    }),
    updateDescription: build.mutation<OwnerWishlist, UpdateDescriptionRequest>({
      query: (body) => ({ url: '/api/MyList/UpdateDescription', method: 'POST', body }),
      responseSchema: OwnerWishlist,
      invalidatesTags: (_, error, { privateGuid }) => afterListEdit(privateGuid, error),
      async onQueryStarted({ privateGuid }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(ownerApi.util.upsertQueryData('getOwnerList', privateGuid, answer.data));
      },
    }),
    updateOccasion: build.mutation<OwnerWishlist, UpdateOccasionRequest>({
      query: (body) => ({ url: '/api/MyList/UpdateOccasion', method: 'POST', body }),
      responseSchema: OwnerWishlist,
      invalidatesTags: (_, error, { privateGuid }) => afterListEdit(privateGuid, error),
      async onQueryStarted({ privateGuid }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(ownerApi.util.upsertQueryData('getOwnerList', privateGuid, answer.data));
      },
    }),
    /** 422 UserCannotAccessWishlist (the list is reloaded) or InvalidData (for instance a username that is taken). */
    updateSettings: build.mutation<OwnerWishlist, UpdateSettingsRequest>({
      query: (body) => ({ url: '/api/MyList/UpdateSettings', method: 'POST', body }),
      responseSchema: OwnerWishlist,
      invalidatesTags: (_, error, { privateGuid }) => afterListEdit(privateGuid, error),
      async onQueryStarted({ privateGuid }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(ownerApi.util.upsertQueryData('getOwnerList', privateGuid, answer.data));
      },
    }),
    usedInRecentLot: build.mutation<UsedInRecentLotAnswer, string>({
      query: (privateGuid) => ({
        url: `/api/MyList/UsedInRecentLot/${encodeURIComponent(privateGuid)}`,
        method: 'POST',
      }),
      responseSchema: UsedInRecentLotAnswer,
    }),
    /** Primary owner only: a co-owner gets 401. */
    deleteList: build.mutation<null, string>({
      query: (privateGuid) => ({ url: `/api/MyList/${encodeURIComponent(privateGuid)}`, method: 'DELETE' }),
      invalidatesTags: (_, error) => (error ? [] : ['MyLists', 'AccessState', 'VisitorList']),
    }),
    deleteAllGifts: build.mutation<OwnerWishlist, string>({
      query: (privateGuid) => ({
        url: `/api/MyList/DeleteAllGifts/${encodeURIComponent(privateGuid)}`,
        method: 'DELETE',
      }),
      responseSchema: OwnerWishlist,
      invalidatesTags: (_, error, privateGuid) => afterListEdit(privateGuid, error),
      async onQueryStarted(privateGuid, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(ownerApi.util.upsertQueryData('getOwnerList', privateGuid, answer.data));
      },
    }),

    createCategory: build.mutation<OwnerCategory, CategoryCreateRequest>({
      query: (body) => ({ url: '/api/Category/Create', method: 'POST', body }),
      responseSchema: OwnerCategory,
      invalidatesTags: (_, error, { wishlistPrivateGuid }) =>
        error ? [] : [ownerListTag(wishlistPrivateGuid), 'VisitorList'],
    }),
    renameCategory: build.mutation<unknown, OnList<CategoryRenameRequest>>({
      query: ({ privateGuid, name }) => ({ url: '/api/Category/Rename', method: 'POST', body: { privateGuid, name } }),
      invalidatesTags: (_, error, { wishlistPrivateGuid }) =>
        error ? [ownerListTag(wishlistPrivateGuid)] : ['VisitorList'],
      async onQueryStarted({ wishlistPrivateGuid, privateGuid, name }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          ownerApi.util.updateQueryData('getOwnerList', wishlistPrivateGuid, (list) => {
            const category = list.categories.find((candidate) => candidate.privateGuid === privateGuid);
            if (category) category.name = name;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** Deletes the category with its gifts; 422 LastCategory for a list's only category. */
    deleteCategory: build.mutation<null, OnList<{ privateGuid: string }>>({
      query: ({ privateGuid }) => ({ url: '/api/Category/Delete', method: 'POST', body: { privateGuid } }),
      invalidatesTags: (_, error, { wishlistPrivateGuid }) =>
        error ? [ownerListTag(wishlistPrivateGuid)] : afterGiftChange(wishlistPrivateGuid),
    }),
    /** All category guids of the list in their new order; shown at once, undone when the server refuses. */
    reorderCategories: build.mutation<null, OnList<{ privateGuidOrder: string[] }>>({
      query: ({ privateGuidOrder }) => ({ url: '/api/Category/Reorder', method: 'POST', body: { privateGuidOrder } }),
      invalidatesTags: (_, error, { wishlistPrivateGuid }) =>
        error ? [ownerListTag(wishlistPrivateGuid)] : ['VisitorList'],
      async onQueryStarted({ wishlistPrivateGuid, privateGuidOrder }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          ownerApi.util.updateQueryData('getOwnerList', wishlistPrivateGuid, (list) => {
            list.categories = inOrder(list.categories, privateGuidOrder, (category) => category.privateGuid);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** 422 SourceNotOwned / DestinationNotOwned. A list left without categories gets a new empty one. */
    moveCategory: build.mutation<CategoryMoveAnswer, Move<{ categoryPrivateGuid: string }>>({
      query: ({ categoryPrivateGuid, wishlistPrivateGuid }) => ({
        url: '/api/Category/MoveToWishlist',
        method: 'POST',
        body: { categoryPrivateGuid, wishlistPrivateGuid },
      }),
      responseSchema: CategoryMoveAnswer,
      invalidatesTags: (_, error, { sourceWishlistPrivateGuid, wishlistPrivateGuid }) =>
        error ? [] : [...afterGiftChange(sourceWishlistPrivateGuid), ownerListTag(wishlistPrivateGuid)],
    }),

    /**
     * 201 creates, 200 updates; 422 SaveImageFailed means the gift was saved without its new picture (the list is
     * loaded again). The saved gift goes into the cached list at once; when it cannot (its category is no longer
     * there, say, removed in another tab meanwhile), the list is loaded again after a second (spec 01 §5).
     */
    editGift: build.mutation<GiftEditAnswer, OnList<{ gift: GiftEditRequest }>>({
      query: ({ gift }) => ({ url: '/api/MyGift/EditWithoutProduct', method: 'POST', body: gift }),
      responseSchema: GiftEditAnswer,
      invalidatesTags: (_, error, { wishlistPrivateGuid }) =>
        !error
          ? ['MyLists', 'VisitorList']
          : problemOf(error) === 'SaveImageFailed'
            ? afterGiftChange(wishlistPrivateGuid)
            : [],
      async onQueryStarted({ wishlistPrivateGuid, gift }, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer || !ownerApi.endpoints.getOwnerList.select(wishlistPrivateGuid)(getState()).data) return;
        let applied = false;
        dispatch(
          ownerApi.util.updateQueryData('getOwnerList', wishlistPrivateGuid, (list) => {
            applied = putEditedGift(list, gift.categoryPrivateGuid, answer.data.editedGift);
          }),
        );
        if (!applied) setTimeout(() => dispatch(reloadOwnerList(wishlistPrivateGuid)), RELOAD_AFTER_FAILED_APPLY_MS);
      },
    }),
    /** The gift guids of one category in their new order; shown at once, undone when the server refuses. */
    reorderGifts: build.mutation<null, OnList<{ categoryPrivateGuid: string; order: string[] }>>({
      query: ({ categoryPrivateGuid, order }) => ({
        url: '/api/MyGift/Reorder',
        method: 'POST',
        body: { categoryPrivateGuid, order },
      }),
      invalidatesTags: (_, error, { wishlistPrivateGuid }) =>
        error ? [ownerListTag(wishlistPrivateGuid)] : ['VisitorList'],
      async onQueryStarted({ wishlistPrivateGuid, categoryPrivateGuid, order }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          ownerApi.util.updateQueryData('getOwnerList', wishlistPrivateGuid, (list) => {
            const category = list.categories.find((candidate) => candidate.privateGuid === categoryPrivateGuid);
            if (category) category.gifts = inOrder(category.gifts, order, (gift) => gift.publicGuid);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** Into the first category of another own list; 422 SourceNotOwned / DestinationNotOwned. */
    moveGift: build.mutation<null, Move<{ giftPublicGuid: string }>>({
      query: ({ giftPublicGuid, wishlistPrivateGuid }) => ({
        url: '/api/MyGift/MoveToWishlist',
        method: 'POST',
        body: { giftPublicGuid, wishlistPrivateGuid },
      }),
      invalidatesTags: (_, error, { sourceWishlistPrivateGuid, wishlistPrivateGuid }) =>
        error
          ? [ownerListTag(sourceWishlistPrivateGuid)]
          : [...afterGiftChange(sourceWishlistPrivateGuid), ownerListTag(wishlistPrivateGuid)],
      async onQueryStarted({ sourceWishlistPrivateGuid, giftPublicGuid }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          ownerApi.util.updateQueryData('getOwnerList', sourceWishlistPrivateGuid, (list) => {
            for (const category of list.categories)
              category.gifts = category.gifts.filter((gift) => gift.publicGuid !== giftPublicGuid);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    deleteGift: build.mutation<null, OnList<{ publicGuid: string }>>({
      query: ({ publicGuid }) => ({ url: `/api/MyGift/${encodeURIComponent(publicGuid)}`, method: 'DELETE' }),
      invalidatesTags: (_, error, { wishlistPrivateGuid }) => (error ? [] : afterGiftChange(wishlistPrivateGuid)),
    }),

    getThemeImages: build.query<ThemeImage[], void>({
      query: () => '/api/WishlistImage/GetThemeImages',
      responseSchema: ThemeImage.array(),
      keepUnusedDataFor: 3600,
    }),
    /** 404 when the user owns no list with this username. */
    getWishlistImageUrl: build.query<WishlistImageAnswer, string>({
      query: (username) => `/api/WishlistImage/GetWishlistImageUrl/${encodeURIComponent(username)}`,
      responseSchema: WishlistImageAnswer,
      providesTags: ['MyLists'],
    }),
    setThemeImage: build.mutation<WishlistImageAnswer, SetThemeImageRequest>({
      query: (body) => ({ url: '/api/WishlistImage/SetThemeImage', method: 'POST', body }),
      responseSchema: WishlistImageAnswer,
      invalidatesTags: (answer) => (answer ? ['OwnerList', 'MyLists', 'VisitorList'] : []),
    }),
    /** The PNG itself is the body; 422 InvalidImage when the server does not take it. */
    uploadWishlistImage: build.mutation<WishlistImageAnswer, { username: string; png: Blob }>({
      queryFn: async ({ username, png }, { signal }) => {
        const answer = await uploadPng(`/api/WishlistImage/UploadImage/${encodeURIComponent(username)}`, png, signal);
        if ('error' in answer) return answer;
        const parsed = WishlistImageAnswer.safeParse(answer.data);
        return parsed.success ? { data: parsed.data } : { error: { status: 'invalid-answer', problem: null } };
      },
      invalidatesTags: (answer) => (answer ? ['OwnerList', 'MyLists', 'VisitorList'] : []),
    }),

    /** 422 IsAfstreper, NoMessage, NoValidRecipient, Other, UnknownStatus, WishlistNotFound; 429 too many mails today. */
    sendList: build.mutation<number, SendWishlistRequest>({
      query: (body) => ({ url: '/api/MyList/Send', method: 'POST', body }),
      transformResponse: sentCount,
    }),
  }),
});

const RELOAD_AFTER_FAILED_APPLY_MS = 1000;

/** Puts a saved gift into its category (out of the one it was in); false when the list has no such category. */
export function putEditedGift(list: OwnerWishlist, categoryPrivateGuid: string, gift: OwnerGift): boolean {
  const target = list.categories.find((category) => category.privateGuid === categoryPrivateGuid);
  if (!target) return false;
  for (const category of list.categories) {
    if (category === target) continue;
    category.gifts = category.gifts.filter((shown) => shown.publicGuid !== gift.publicGuid);
    category.giftCount = category.gifts.length;
  }
  const index = target.gifts.findIndex((shown) => shown.publicGuid === gift.publicGuid);
  if (index === -1) target.gifts.push(gift);
  else target.gifts[index] = gift;
  target.giftCount = target.gifts.length;
  return true;
}

/** The items in the order of `keys`; items missing from it keep their place at the end. */
export function inOrder<T>(items: T[], keys: string[], keyOf: (item: T) => string): T[] {
  const position = new Map(keys.map((key, index) => [key, index]));
  return [...items].sort((a, b) => (position.get(keyOf(a)) ?? keys.length) - (position.get(keyOf(b)) ?? keys.length));
}

export const {
  useGetMyListsQuery,
  useGetOwnerListQuery,
  useCreateListMutation,
  useUpdateTitleMutation,
  useUpdateDescriptionMutation,
  useUpdateOccasionMutation,
  useUpdateSettingsMutation,
  useUsedInRecentLotMutation,
  useDeleteListMutation,
  useDeleteAllGiftsMutation,
  useCreateCategoryMutation,
  useRenameCategoryMutation,
  useDeleteCategoryMutation,
  useReorderCategoriesMutation,
  useMoveCategoryMutation,
  useEditGiftMutation,
  useReorderGiftsMutation,
  useMoveGiftMutation,
  useDeleteGiftMutation,
  useGetThemeImagesQuery,
  useGetWishlistImageUrlQuery,
  useSetThemeImageMutation,
  useUploadWishlistImageMutation,
  useSendListMutation,
} = ownerApi;

/** The logged-in user's lists; empty while logged out. */
export function useMyLists() {
  const user = useCurrentUser();
  return useGetMyListsQuery(undefined, { skip: !user });
}

/** Loads one of the user's own lists again (or the next time it is shown). */
export const reloadOwnerList = (privateGuid: string) => api.util.invalidateTags([ownerListTag(privateGuid)]);
