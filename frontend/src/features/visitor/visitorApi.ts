import { AccessStateAnswer, VisitorWishlist } from '@wl/contracts';
import { api } from '../../api/api.js';
import { followWhileCached } from '../../live/liveConnection.js';
import { removeGift } from './visitorCache.js';

const visitorListTag = (username: string) => ({ type: 'VisitorList' as const, id: username });

export const visitorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 404 when no list has this username. */
    getAccessState: build.query<AccessStateAnswer, string>({
      query: (username) => `/api/Wishlist/GetAccessState/${encodeURIComponent(username)}`,
      responseSchema: AccessStateAnswer,
      providesTags: (_, __, username) => [{ type: 'AccessState', id: username }],
    }),
    getVisitorList: build.query<VisitorWishlist, string>({
      query: (username) => `/api/Wishlist/Get/${encodeURIComponent(username)}`,
      responseSchema: VisitorWishlist,
      providesTags: (_, __, username) => [visitorListTag(username)],
      async onCacheEntryAdded(username, lifecycle) {
        const reload = () => lifecycle.dispatch(api.util.invalidateTags([visitorListTag(username)]));
        await followWhileCached(lifecycle, ({ publicGuid }) => ({
          join: { event: 'JoinWishlistGroup', payload: { wishlistPublicGuid: publicGuid } },
          handlers: {
            GiftChanged: (message) => {
              if (message.wishlistPublicGuid !== publicGuid) return;
              if (message.change === 'Deleted') lifecycle.updateCachedData((list) => removeGift(list, message.giftPublicGuid));
              else reload();
            },
            /** Title, settings, categories or order changed: the list is loaded again. */
            WishlistChanged: (message) => {
              if (message.wishlistPublicGuid === publicGuid) reload();
            },
          },
          onResync: reload,
        }));
      },
    }),
  }),
});

export const { useGetAccessStateQuery, useGetVisitorListQuery } = visitorApi;

/** Refetches a visitor list the next time it is shown (or now, when it is shown). */
export const reloadVisitorList = (username: string) => api.util.invalidateTags([visitorListTag(username)]);
