import { type GiftEditAnswer, type GiftEditRequest, type OwnerGift, type OwnerWishlist } from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';
import { problemOf } from './errors.js';
import { ownerApi, ownerListTag, reloadOwnerList } from './ownerApi.js';
import { afterGiftChange, changedAtOnce, inOrder, type Move, type OnList } from './ownerListCache.js';

const RELOAD_AFTER_FAILED_APPLY_MS = 1000;

/** The gifts of the owner's list: saved (new or edited), reordered, moved to another own list, deleted. */
export const giftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * 201 creates, 200 updates; 422 SaveImageFailed means the gift was saved without its new picture (the list is
     * loaded again). The saved gift goes into the cached list at once; when it cannot (its category is no longer
     * there, say, removed in another tab meanwhile), the list is loaded again after a second (spec 01 §5).
     */
    editGift: build.mutation<GiftEditAnswer, OnList<{ gift: GiftEditRequest }>>({
      query: ({ gift }) => ({ url: '/api/MyGift/EditWithoutProduct', method: 'POST', body: gift }),
      responseSchema: answerSchema('GiftEditAnswer'),
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
      onQueryStarted: changedAtOnce(
        (reorder) => reorder.wishlistPrivateGuid,
        (list, { categoryPrivateGuid, order }) => {
          const category = list.categories.find((candidate) => candidate.privateGuid === categoryPrivateGuid);
          if (category) category.gifts = inOrder(category.gifts, order, (gift) => gift.publicGuid);
        },
      ),
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
      onQueryStarted: changedAtOnce(
        (move) => move.sourceWishlistPrivateGuid,
        (list, { giftPublicGuid }) => {
          for (const category of list.categories)
            category.gifts = category.gifts.filter((gift) => gift.publicGuid !== giftPublicGuid);
        },
      ),
    }),
    deleteGift: build.mutation<null, OnList<{ publicGuid: string }>>({
      query: ({ publicGuid }) => ({ url: `/api/MyGift/${encodeURIComponent(publicGuid)}`, method: 'DELETE' }),
      invalidatesTags: (_, error, { wishlistPrivateGuid }) => (error ? [] : afterGiftChange(wishlistPrivateGuid)),
    }),
  }),
});

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

export const { useEditGiftMutation, useReorderGiftsMutation, useMoveGiftMutation, useDeleteGiftMutation } = giftsApi;
