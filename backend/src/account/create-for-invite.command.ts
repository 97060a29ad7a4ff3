import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreateForExtraOwnerInviteRequest, type CurrentUser, sendListAllowedFrom } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AggregateStore, appendedEventId, type CommandContext } from '../platform/domain/aggregate-store.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { Clock } from '../platform/domain/clock.js';
import { Problem } from '../platform/domain/problem.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import { Passwords } from '../platform/security/passwords.js';
import { CoOwners } from '../wishlist/index.js';
import { inviteProblem } from '../wishlist/wishlist.decider.js';
import { InviteAcceptance } from './invite-acceptance.js';
import { userDecider, userStream } from './user.decider.js';

export class CreateAccountForInvite {
  constructor(
    readonly request: z.output<typeof CreateForExtraOwnerInviteRequest>,
    readonly context: CommandContext,
  ) {}
}

export interface AccountForInviteCreated {
  user: CurrentUser;
  wishlistId: string;
  position: string | null;
  /** False when the invite was taken back or used between the check and the registration (422 `InvalidInvite`). */
  accepted: boolean;
}

/**
 * A new full account for a co-owner invite, without a list of its own (a co-owner needs none; they can make one
 * later): the invite is checked on the list's stream before anything is written, the password hashed, the e-mail
 * address claimed, and the `UserRegistered` names the invite, which is accepted right away (invite-acceptance.ts; the
 * `extra-owner-invite` reactor accepts it if the process dies before).
 */
@CommandHandler(CreateAccountForInvite)
export class CreateAccountForInviteHandler implements ICommandHandler<CreateAccountForInvite, AccountForInviteCreated> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(PersonalData) private readonly personal: PersonalData,
    private readonly passwords: Passwords,
    private readonly coOwners: CoOwners,
    private readonly acceptance: InviteAcceptance,
    private readonly clock: Clock,
    private readonly failpoints: Failpoints,
  ) {}

  async execute({ request, context }: CreateAccountForInvite): Promise<AccountForInviteCreated> {
    const invite = await this.coOwners.find(request.inviteGuid).catch((error: unknown) => {
      throw error instanceof Problem ? new Problem('InvalidInvite') : error;
    });
    if (inviteProblem(invite.state, invite.inviteHash, null, this.clock.now().toISOString()))
      throw new Problem('InvalidInvite');
    const userId = randomUUID();
    const emailIndex = await this.personal.index('email', request.email);
    const passwordHash = await this.passwords.hash(request.password);
    await this.aggregates.execute(
      claimStream('email', emailIndex),
      claimDecider,
      { type: 'Claim', ownerId: userId, problemIfTaken: 'EmailUnavailable' },
      context,
    );

    const { email, firstName, lastName, receiveMailing } = request;
    const publicGuid = randomUUID();
    const stream = userStream(userId);
    const idempotencyKey = randomUUID();
    const registration = {
      userId,
      publicGuid,
      isAccount: true,
      receiveMailing,
      emailIndex,
      personal: await this.personal.seal(userId, { email, firstName, lastName, passwordHash }),
      firstWishlist: null,
      extraOwnerInvite: { wishlistId: invite.wishlistId, inviteHash: invite.inviteHash },
    };
    const registeredAt = this.clock.now();
    const registered = await this.aggregates.execute(
      stream,
      userDecider,
      { type: 'RegisterUser', ...registration },
      { ...context, idempotencyKey },
    );
    this.failpoints.check('create-for-invite.registered');
    const accepted = await this.acceptance.accept(
      appendedEventId(idempotencyKey, stream, 0),
      registeredAt,
      registration,
      context,
    );

    return {
      user: {
        privateGuid: userId,
        publicGuid,
        email,
        firstName,
        lastName,
        isAccount: true,
        overviewEmailFrequency: receiveMailing ? 1 : 0,
        enableCrossOffNotifications: true,
        emailVerified: false,
        sendListAllowedFrom: sendListAllowedFrom(registeredAt.toISOString()),
      },
      wishlistId: invite.wishlistId,
      position: accepted.position ?? registered.position,
      accepted: accepted.accepted,
    };
  }
}
