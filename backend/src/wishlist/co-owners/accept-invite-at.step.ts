import { z } from 'zod';
import { defineStep } from '../../platform/use-case/define-step.js';
import { listStream } from '../list.streams.js';
import { wishlistDecider } from '../wishlist.decider.js';

/**
 * A new account registered through an invite becomes an owner of its list (the account context's invite acceptance),
 * judged at the registration's time; the route's own acceptance is `acceptExtraOwnerInvite`.
 */
export const acceptInviteAt = defineStep({
  name: 'AcceptInviteAt',
  payload: z.object({ userId: z.string(), wishlistId: z.string(), inviteHash: z.string(), now: z.string() }),
  stream: listStream,
  locate: ({ wishlistId }) => wishlistId,
  decide: (state, { userId, wishlistId, inviteHash, now }) =>
    wishlistDecider.decide({ type: 'AcceptExtraOwnerInvite', userId, wishlistId, inviteHash, now }, state),
});
