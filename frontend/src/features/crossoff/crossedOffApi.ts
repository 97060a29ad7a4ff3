import { CrossedOffAnswer } from '@wl/contracts';
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
      responseSchema: CrossedOffAnswer,
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
  }),
});

export const { useGetCrossedOffQuery } = crossedOffApi;
