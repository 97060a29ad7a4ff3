import {
  type CrossOffAnswer,
  type UndoCrossOffAnswer,
  type CrossOffProblem,
  type UndoCrossOffProblem,
  type VisitorWishlist,
} from '@wl/contracts';
import { answerSchema } from '../../api/lazySchemas.js';
import { api } from '../../api/api.js';
import { failureOf, problemOf } from '../../api/errors.js';
import { liveConnection } from '../../live/liveConnection.js';
import { reloadVisitorList, visitorApi } from '../../api/visitorApi.js';
import { patchGift, removeGift, replaceGift } from '../../api/visitorCache.js';
import { crossedOffApi, removeCrossedOff } from './crossedOffApi.js';

export const crossOffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 401 when nobody is logged in; 422 with a CrossOffProblem. */
    crossOff: build.mutation<CrossOffAnswer, { username: string; publicGiftGuid: string }>({
      query: ({ publicGiftGuid }) => ({
        url: '/api/Gift/CrossOff',
        method: 'POST',
        body: { publicGiftGuid, contextId: liveConnection.contextId },
      }),
      responseSchema: answerSchema('CrossOffAnswer'),
      invalidatesTags: (answer) => (answer ? ['CrossedOff'] : []),
      async onQueryStarted({ username, publicGiftGuid }, { dispatch, queryFulfilled }) {
        const patchList = (recipe: (list: VisitorWishlist) => void) =>
          dispatch(visitorApi.util.updateQueryData('getVisitorList', username, recipe));
        try {
          const { data } = await queryFulfilled;
          const privateCrossOffGuid = data.gift.privateCrossOffGuid ?? data.crossOffGuid;
          patchList((list) => replaceGift(list, { ...data.gift, privateCrossOffGuid }));
        } catch (rejection) {
          const problem = problemOf(failureOf(rejection)) as CrossOffProblem | null;
          if (problem === 'CrossedOffByOtherUser') {
            patchList((list) => patchGift(list, publicGiftGuid, { isCrossedOff: true, privateCrossOffGuid: null }));
          } else if (problem === 'GiftDeleted') {
            patchList((list) => removeGift(list, publicGiftGuid));
          }
        }
      },
    }),
    /** Gives the gift free again; on success and on every 422 it leaves the crossed-off overview. */
    undoCrossOff: build.mutation<
      UndoCrossOffAnswer,
      { publicGuid: string; privateCrossOffGuid: string; username?: string }
    >({
      query: ({ publicGuid, privateCrossOffGuid }) => ({
        url: '/api/Gift/UndoCrossOff',
        method: 'POST',
        body: { publicGuid, privateCrossOffGuid, contextId: liveConnection.contextId },
      }),
      responseSchema: answerSchema('UndoCrossOffAnswer'),
      async onQueryStarted({ publicGuid, username }, { dispatch, queryFulfilled }) {
        const patchList = (recipe: (list: VisitorWishlist) => void) => {
          if (username) dispatch(visitorApi.util.updateQueryData('getVisitorList', username, recipe));
        };
        const leaveOverview = () =>
          dispatch(
            crossedOffApi.util.updateQueryData('getCrossedOff', undefined, (answer) =>
              removeCrossedOff(answer, publicGuid),
            ),
          );
        try {
          const { data } = await queryFulfilled;
          patchList((list) => replaceGift(list, { ...data.gift, privateCrossOffGuid: null }));
          leaveOverview();
        } catch (rejection) {
          const problem = problemOf(failureOf(rejection)) as UndoCrossOffProblem | null;
          if (!problem) return;
          leaveOverview();
          if (problem === 'GiftDeleted' || problem === 'GiftNotFound')
            patchList((list) => removeGift(list, publicGuid));
          else if (username) dispatch(reloadVisitorList(username));
          if (problem === 'CrossedOffBySomeoneElse') dispatch(api.util.invalidateTags(['CrossedOff']));
        }
      },
    }),
  }),
});

export const { useCrossOffMutation, useUndoCrossOffMutation } = crossOffApi;
