import { Guid } from '@wl/contracts';
import { z } from 'zod';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { friendsDecider } from '../friends.decider.js';
import { friendsOfUser } from '../friends-stream.js';

/** `DELETE /api/Friend/{privateGuid}`: the guid names one of the caller's own friends, else 422 FriendNotFound. */
export const removeFriend = defineUseCase({
  name: 'RemoveFriend',
  payload: z.object({ privateGuid: Guid }),
  login: 'required',
  streams: { friends: friendsOfUser },
  decides: 'friends',
  locate: async (_payload, actor) => ({ friends: actor.userId }),
  decide: ({ friends }, { privateGuid }, actor) =>
    friendsDecider.decide(
      { type: 'RemoveFriend', userId: actor.userId, friendPrivateGuid: privateGuid },
      friends.state,
    ),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
