import { Inject, Injectable } from '@nestjs/common';
import { INVITE_VALID_DAYS, type NewOwnerInvite } from '@wl/contracts';
import { type DocumentStore, INVITE_LOOKUP, type InviteLookupDocument } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext } from '../../platform/domain/aggregate-store.js';
import { Clock } from '../../platform/domain/clock.js';
import { Problem } from '../../platform/domain/problem.js';
import type { AppConfig } from '../../platform/config/config.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../../platform/tokens.js';
import { wishlistDecider, type WishlistState, wishlistStream } from '../wishlist.decider.js';
import { WishlistQueries } from '../wishlist.queries.js';
import { inviteHashOf, inviteUrlOf } from './invite-links.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An invite found by its guid: the list it belongs to, decided on as the list's stream holds it now. */
export interface FoundInvite {
  wishlistId: string;
  inviteHash: string;
  state: WishlistState;
}

/**
 * The co-owner commands (docs/permissions.md, "Co-owners"): the read models only say which list an invite or a public
 * user guid belongs to; every rule is decided on the list's stream.
 */
@Injectable()
export class CoOwners {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly queries: WishlistQueries,
    private readonly clock: Clock,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async invite(
    actorId: string,
    wishlistId: string,
    name: string,
    context: CommandContext,
  ): Promise<{ invite: NewOwnerInvite; position: string | null }> {
    const guid = randomUUID();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS).toISOString();
    const personal = await this.personal.seal(actorId, { name, guid });
    const { position } = await this.aggregates.execute(
      wishlistStream(wishlistId),
      wishlistDecider,
      {
        type: 'InviteExtraOwner',
        actorId,
        wishlistId,
        inviteHash: inviteHashOf(guid),
        expiresAt,
        now: now.toISOString(),
        personal,
      },
      context,
    );
    return { invite: { guid, name, url: this.inviteUrl(guid) }, position };
  }

  async revoke(actorId: string, wishlistId: string, inviteGuid: string, context: CommandContext) {
    return this.aggregates.execute(
      wishlistStream(wishlistId),
      wishlistDecider,
      {
        type: 'RevokeExtraOwnerInvite',
        actorId,
        wishlistId,
        inviteHash: inviteHashOf(inviteGuid),
      },
      context,
    );
  }

  /** `publicUserGuid` is matched among the list's owners; an unknown one is refused by the decider after the rights checks. */
  async remove(actorId: string, wishlistId: string, publicUserGuid: string, context: CommandContext) {
    const { state } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    const owner = (await this.queries.accounts(state.ownerIds)).find(
      (account) => account.publicGuid === publicUserGuid,
    );
    return this.aggregates.execute(
      wishlistStream(wishlistId),
      wishlistDecider,
      {
        type: 'RemoveExtraOwner',
        actorId,
        wishlistId,
        userId: owner?.userId ?? `unknown:${publicUserGuid}`,
      },
      context,
    );
  }

  /** The invite a link's guid names, or `NotFound`. */
  async find(guid: string): Promise<FoundInvite> {
    const inviteHash = inviteHashOf(guid);
    const lookup = await this.store.get<InviteLookupDocument>(INVITE_LOOKUP, inviteHash);
    if (!lookup) throw new Problem('NotFound');
    const { state } = await this.aggregates.load(wishlistStream(lookup.wishlistId), wishlistDecider);
    return { wishlistId: lookup.wishlistId, inviteHash, state };
  }

  /** Accepts an invite for `userId`, judged at `at` (now, or the time of the registration that accepts it). */
  async accept(userId: string, invite: { wishlistId: string; inviteHash: string }, at: Date, context: CommandContext) {
    const { wishlistId, inviteHash } = invite;
    return this.aggregates.execute(
      wishlistStream(wishlistId),
      wishlistDecider,
      {
        type: 'AcceptExtraOwnerInvite',
        userId,
        wishlistId,
        inviteHash,
        now: at.toISOString(),
      },
      context,
    );
  }

  inviteUrl(guid: string): string {
    return inviteUrlOf(this.config.publicUrl, guid);
  }
}
