import { z } from 'zod';
import { defineStep } from '../../platform/use-case/define-step.js';
import { listStream } from '../list.streams.js';
import { wishlistDecider } from '../wishlist.decider.js';

/** A list deleted by a step no route runs (the erasure of its primary owner): `WishlistLifecycle.delete` runs it. */
export const deleteListStep = defineStep({
  name: 'DeleteWishlist',
  payload: z.object({ actorId: z.string(), wishlistId: z.string() }),
  stream: listStream,
  locate: ({ wishlistId }) => wishlistId,
  decide: (state, { actorId, wishlistId }) =>
    wishlistDecider.decide({ type: 'DeleteWishlist', actorId, wishlistId }, state),
});
