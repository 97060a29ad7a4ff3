import { Injectable, Logger } from '@nestjs/common';
import type { EventOf } from '@wl/contracts';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { stepContext } from '../platform/reactors/reactor.js';
import { CoOwners } from '../wishlist/index.js';
import { wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { userDecider, userStream } from './user.decider.js';

type Registration = Pick<EventOf<'UserRegistered'>['data'], 'userId' | 'extraOwnerInvite'>;

/**
 * A registration through a co-owner invite names the invite (`UserRegistered.extraOwnerInvite`); `accept` accepts it
 * with event ids derived from that event's id. The request runs it right away, the `extra-owner-invite` reactor again
 * for every such registration, so a crash between the two appends still ends with the new account owning the list,
 * once. The invite is judged at the registration's time: one that was valid then is not lost to a crash over its expiry.
 */
@Injectable()
export class InviteAcceptance {
  private readonly logger = new Logger('InviteAcceptance');

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly coOwners: CoOwners,
  ) {}

  /**
   * True when the account owns the list (now or before), false when the invite was taken back or used by someone else
   * between the request's check and the registration (the account then stands without the list; docs/permissions.md).
   */
  async accept(
    registeredEventId: string,
    registeredAt: Date,
    registration: Registration,
    cause: { correlationId: string; userId: string | null },
  ): Promise<{ accepted: boolean; position: string | null }> {
    const invite = registration.extraOwnerInvite;
    if (!invite) return { accepted: false, position: null };
    const [list, user] = await Promise.all([
      this.aggregates.load(wishlistStream(invite.wishlistId), wishlistDecider),
      this.aggregates.load(userStream(registration.userId), userDecider),
    ]);
    if (list.state.invites[invite.inviteHash]?.acceptedBy === registration.userId)
      return { accepted: true, position: null };
    if (user.state.userId !== registration.userId) return { accepted: false, position: null };
    try {
      const { position } = await this.coOwners.accept(
        registration.userId,
        invite,
        registeredAt,
        stepContext(registeredEventId, 'extra-owner-invite', cause),
      );
      return { accepted: true, position };
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      this.logger.warn(
        `Invite of list ${invite.wishlistId} not accepted by new user ${registration.userId}: ${error.problem}`,
      );
      return { accepted: false, position: null };
    }
  }
}
