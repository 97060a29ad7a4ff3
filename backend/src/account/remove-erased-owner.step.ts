import { z } from 'zod';
import { defineStep } from '../platform/use-case/define-step.js';
import { listStream } from '../wishlist/list.streams.js';
import { wishlistDecider } from '../wishlist/wishlist.decider.js';

/** A deleted user leaves a list they co-own (the erasure reactor; nothing when they are not a co-owner any more). */
export const removeErasedOwner = defineStep({
  name: 'RemoveErasedOwner',
  payload: z.object({ wishlistId: z.string(), userId: z.string() }),
  stream: listStream,
  locate: ({ wishlistId }) => wishlistId,
  decide: (state, { wishlistId, userId }) =>
    wishlistDecider.decide({ type: 'RemoveErasedOwner', wishlistId, userId }, state),
});
