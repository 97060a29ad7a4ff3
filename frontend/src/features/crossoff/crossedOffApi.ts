import type { CrossedOffAnswer, CrossedOffGiftAnswer } from '@wl/contracts';
import { answerSchema } from '../../api/lazySchemas.js';
import { api } from '../../api/api.js';
import { followWhileCached } from '../../live/liveConnection.js';

/** Draft recipe: drops a gift from the overview, and its list when that was the last gift. */
export function removeCrossedOff(answer: CrossedOffAnswer, publicGuid: string): void {
  answer.crossedOffWishlists = answer.crossedOffWishlists
    .map((list) => ({ ...list, gifts: list.gifts.filter((gift) => gift.publicGuid !== publicGuid) }))
    .filter((list) => list.gifts.length > 0);
}

export const crossedOffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCrossedOff: build.query<CrossedOffAnswer, void>({
      query: () => '/api/Gift/CrossedOff',
      responseSchema: answerSchema('CrossedOffAnswer'),
      providesTags: ['CrossedOff'],
      async onCacheEntryAdded(_, lifecycle) {
        const reload = () => lifecycle.dispatch(api.util.invalidateTags(['CrossedOff']));
        await followWhileCached(lifecycle, () => ({
          handlers: {
            CrossedOffChanged: (message) => {
              if (message.isCrossedOff) reload();
              else lifecycle.updateCachedData((answer) => removeCrossedOff(answer, message.giftPublicGuid));
            },
          },
          onResync: reload,
        }));
      },
    }),
    /** Takes a gift the owner deleted off the giver's overview; on a 422 (nothing to hide) the overview reloads. */
    hideRemovedCrossOff: build.mutation<void, { publicGuid: string; privateCrossOffGuid: string }>({
      query: (body) => ({ url: '/api/Gift/HideRemovedCrossOff', method: 'POST', body }),
      async onQueryStarted({ publicGuid }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            crossedOffApi.util.updateQueryData('getCrossedOff', undefined, (answer) =>
              removeCrossedOff(answer, publicGuid),
            ),
          );
        } catch {
          dispatch(api.util.invalidateTags(['CrossedOff']));
        }
      },
    }),
    /**
     * One crossed-off gift by its guid pair (the link in the confirmation mail), without login. 422 with a
     * CrossedOffGiftRefusal: already undone, gift not found, invalid guid or other.
     */
    getCrossedOffGift: build.query<CrossedOffGiftAnswer, { giftPublicGuid: string; crossOffGuid: string }>({
      query: ({ giftPublicGuid, crossOffGuid }) =>
        `/api/Gift/GetByCrossOffGuid/${encodeURIComponent(giftPublicGuid)}/${encodeURIComponent(crossOffGuid)}`,
      responseSchema: answerSchema('CrossedOffGiftAnswer'),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCrossedOffQuery, useGetCrossedOffGiftQuery, useHideRemovedCrossOffMutation } = crossedOffApi;
