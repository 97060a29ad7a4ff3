import { type OwnerWishlist, type WishlistSummary } from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';
import { listDeleted } from '../live/deletedLists.js';
import { followWhileCached } from '../live/liveConnection.js';
import { useCurrentUser } from './accountApi.js';

export const ownerListTag = (privateGuid: string) => ({ type: 'OwnerList' as const, id: privateGuid });
const afterOwnershipEnded = ['MyLists', 'AccessState', 'VisitorList'] as const;

/**
 * The owner's lists: the overview (the menus and the home page) and one list, kept current by the owners' live
 * messages. What changes them is in `listSettingsApi`, `categoriesApi`, `giftsApi`, `listImagesApi` and `sendListApi`,
 * which the owner's pages load; the edits follow in this cache through `ownerListCache`.
 */
export const ownerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLists: build.query<WishlistSummary[], void>({
      query: () => '/api/MyList/GetAllWithGiftCount',
      responseSchema: answerSchema('WishlistSummaries'),
      providesTags: ['MyLists'],
    }),
    getOwnerList: build.query<OwnerWishlist, string>({
      query: (privateGuid) => `/api/MyList/Get/${encodeURIComponent(privateGuid)}`,
      responseSchema: answerSchema('OwnerWishlist'),
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
  }),
});

export const { useGetMyListsQuery, useGetOwnerListQuery } = ownerApi;

/** The logged-in user's lists; empty while logged out. */
export function useMyLists() {
  const user = useCurrentUser();
  return useGetMyListsQuery(undefined, { skip: !user });
}

/** Loads one of the user's own lists again (or the next time it is shown). */
export const reloadOwnerList = (privateGuid: string) => api.util.invalidateTags([ownerListTag(privateGuid)]);
