import { AddFriendRequest, type AddFriendAnswer } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { Problem } from '../../platform/domain/problem.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { listStream } from '../../wishlist/list.streams.js';
import { isOwner } from '../../wishlist/wishlist.decider.js';
import { accessStateOf, WishlistQueries } from '../../wishlist/index.js';
import { friendsDecider } from '../friends.decider.js';
import { friendsOfUser } from '../friends-stream.js';

/** `POST /api/Friend/Add`: follow a list one may see and does not own, once; answers the guid that removes it. */
export const addFriend = defineUseCase({
  name: 'AddFriend',
  payload: AddFriendRequest,
  login: 'required',
  streams: { list: listStream, friends: friendsOfUser },
  decides: 'friends',
  async locate({ wishlistPublicGuid }, actor, read) {
    const list = await read(WishlistQueries).byPublicGuid(wishlistPublicGuid);
    if (!list) throw new Problem('NoAccess');
    return { list: list.wishlistId, friends: actor.userId };
  },
  prepare: async () => ({ friendPrivateGuid: randomUUID() as string }),
  decide({ list, friends }, { friendPrivateGuid }, actor) {
    return friendsDecider.decide(
      {
        type: 'AddFriend',
        userId: actor.userId,
        wishlistId: list.id,
        friendPrivateGuid,
        ownList: isOwner(list.state, actor.userId),
        mayView: list.state.exists && accessStateOf(list.state, list.id, actor) === 'Access',
      },
      friends.state,
    );
  },
  readYourWrites: 'answer',
  answer: ({ input: { friendPrivateGuid } }): AddFriendAnswer => ({ friendPrivateGuid }),
});
