import {
  GiftEditAnswer, OwnerCategory, OwnerWishlist, WishlistSummary, type CategoryCreateRequest, type GiftEditRequest,
} from '@wl/contracts';
import { api } from '../../api/api.js';
import { followWhileCached } from '../../live/liveConnection.js';
import { useCurrentUser } from '../account/accountApi.js';

type OnList<T> = T & { wishlistPrivateGuid: string };

const ownerListTag = (privateGuid: string) => ({ type: 'OwnerList' as const, id: privateGuid });
/** A changed gift also changes the list overview (gift count, last update) and what visitors see. */
const afterGiftChange = (privateGuid: string) => [ownerListTag(privateGuid), 'MyLists' as const, 'VisitorList' as const];

export const ownerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLists: build.query<WishlistSummary[], void>({
      query: () => '/api/MyList/GetAll',
      responseSchema: WishlistSummary.array(),
      providesTags: ['MyLists'],
    }),
    getOwnerList: build.query<OwnerWishlist, string>({
      query: (privateGuid) => `/api/MyList/Get/${encodeURIComponent(privateGuid)}`,
      responseSchema: OwnerWishlist,
      providesTags: (_, __, privateGuid) => [ownerListTag(privateGuid)],
      async onCacheEntryAdded(privateGuid, lifecycle) {
        const reload = () => lifecycle.dispatch(api.util.invalidateTags([ownerListTag(privateGuid)]));
        await followWhileCached(lifecycle, () => ({
          join: { event: 'JoinOwnerGroup', payload: { wishlistPrivateGuid: privateGuid } },
          handlers: {
            OwnerWishlistChanged: (message) => {
              if (message.wishlistPrivateGuid === privateGuid) reload();
            },
          },
          onJoinRefused: reload,
          onResync: reload,
        }));
      },
    }),
    createCategory: build.mutation<OwnerCategory, CategoryCreateRequest>({
      query: (body) => ({ url: '/api/Category/Create', method: 'POST', body }),
      responseSchema: OwnerCategory,
      invalidatesTags: (_, error, { wishlistPrivateGuid }) => (error ? [] : [ownerListTag(wishlistPrivateGuid)]),
    }),
    /** 201 creates, 200 updates; the answer says which. */
    editGift: build.mutation<GiftEditAnswer, OnList<{ gift: GiftEditRequest }>>({
      query: ({ gift }) => ({ url: '/api/MyGift/EditWithoutProduct', method: 'POST', body: gift }),
      responseSchema: GiftEditAnswer,
      invalidatesTags: (_, error, { wishlistPrivateGuid }) => (error ? [] : afterGiftChange(wishlistPrivateGuid)),
    }),
    deleteGift: build.mutation<null, OnList<{ publicGuid: string }>>({
      query: ({ publicGuid }) => ({ url: `/api/MyGift/${encodeURIComponent(publicGuid)}`, method: 'DELETE' }),
      invalidatesTags: (_, error, { wishlistPrivateGuid }) => (error ? [] : afterGiftChange(wishlistPrivateGuid)),
    }),
  }),
});

export const {
  useGetMyListsQuery, useGetOwnerListQuery, useCreateCategoryMutation, useEditGiftMutation, useDeleteGiftMutation,
} = ownerApi;

/** The logged-in user's lists; empty while logged out. */
export function useMyLists() {
  const user = useCurrentUser();
  return useGetMyListsQuery(undefined, { skip: !user });
}
