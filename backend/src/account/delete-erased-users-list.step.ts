import { z } from 'zod';
import { defineStep } from '../platform/use-case/define-step.js';
import { listStream } from '../wishlist/list.streams.js';
import { wishlistDecider } from '../wishlist/wishlist.decider.js';

/**
 * A deleted user's list of which they were the primary owner is deleted with them (the erasure reactor): as the owner
 * would delete it, and nothing when it is gone already.
 */
export const deleteErasedUsersList = defineStep({
  name: 'DeleteErasedUsersList',
  payload: z.object({ wishlistId: z.string(), userId: z.string() }),
  stream: listStream,
  locate: ({ wishlistId }) => wishlistId,
  decide: (state, { wishlistId, userId }) =>
    state.exists ? wishlistDecider.decide({ type: 'DeleteWishlist', actorId: userId, wishlistId }, state) : [],
});
