import { Logger } from '@nestjs/common';
import type { EventOf } from '@wl/contracts';
import { z } from 'zod';
import { Problem } from '../../platform/domain/problem.js';
import { stepContext } from '../../platform/reactors/reactor.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import type { UseCases } from '../../platform/use-case/use-cases.js';
import { listStream } from '../../wishlist/list.streams.js';
import { wishlistDecider } from '../../wishlist/wishlist.decider.js';
import { userOf } from '../user.streams.js';

type Registration = Pick<EventOf<'UserRegistered'>['data'], 'userId' | 'extraOwnerInvite'>;
type Invite = NonNullable<Registration['extraOwnerInvite']>;

/**
 * A registration through a co-owner invite names the invite (`UserRegistered.extraOwnerInvite`); this step accepts it
 * with event ids derived from that event's id. Nothing to do when the account owns the list already or the user is
 * gone. The invite is judged at the registration's time: one that was valid then is not lost to a crash over its expiry.
 */
export const acceptRegistrationInvite = defineUseCase({
  name: 'AcceptRegistrationInvite',
  payload: z.custom<{ userId: string; invite: Invite; registeredAt: string }>(),
  login: 'optional',
  streams: { user: userOf, list: listStream },
  decides: 'list',
  locate: async ({ userId, invite }) => ({ user: userId, list: invite.wishlistId }),
  decide: ({ user, list }, { userId, invite: { wishlistId, inviteHash }, registeredAt }) =>
    list.state.invites[inviteHash]?.acceptedBy === userId || user.state.userId !== userId
      ? []
      : wishlistDecider.decide(
          { type: 'AcceptExtraOwnerInvite', userId, wishlistId, inviteHash, now: registeredAt },
          list.state,
        ),
  readYourWrites: 'none',
  answer: ({ payload: { userId, invite }, state, position }) => ({
    accepted: state.invites[invite.inviteHash]?.acceptedBy === userId,
    position,
  }),
});

const logger = new Logger('InviteAcceptance');

/**
 * Runs the step for a registration's event: the request right away (in its follow-ups), the `extra-owner-invite`
 * reactor again for every such registration, so a crash between the two appends still ends with the new account
 * owning the list, once. `accepted` is true when the account owns the list (now or before), false when the invite was
 * taken back or used by someone else between the request's check and the registration (the account then stands
 * without the list; docs/permissions.md).
 */
export async function acceptRegistrationInviteOf(
  useCases: UseCases,
  registeredEventId: string,
  registeredAt: Date,
  registration: Registration,
  cause: { correlationId: string; userId: string | null },
): Promise<{ accepted: boolean; position: string | null }> {
  const invite = registration.extraOwnerInvite;
  if (!invite) return { accepted: false, position: null };
  const payload = { userId: registration.userId, invite, registeredAt: registeredAt.toISOString() };
  try {
    return await useCases.run(
      acceptRegistrationInvite,
      payload,
      stepContext(registeredEventId, 'extra-owner-invite', cause),
    );
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    logger.warn(
      `Invite of list ${invite.wishlistId} not accepted by new user ${registration.userId}: ${error.problem}`,
    );
    return { accepted: false, position: null };
  }
}
