import { Inject, Injectable } from '@nestjs/common';
import { type DocumentStore, INVITE_LOOKUP, type InviteLookupDocument } from '@wl/projections';
import { AggregateStore, type CommandContext } from '../../platform/domain/aggregate-store.js';
import { Problem } from '../../platform/domain/problem.js';
import type { AppConfig } from '../../platform/config/config.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../../platform/tokens.js';
import { UseCases } from '../../platform/use-case/use-cases.js';
import { wishlistDecider, type WishlistState, wishlistStream } from '../wishlist.decider.js';
import { acceptInviteAt } from './accept-invite-at.step.js';
import { inviteHashOf, inviteUrlOf } from './invite-links.js';

/** An invite found by its guid: the list it belongs to, decided on as the list's stream holds it now. */
export interface FoundInvite {
  wishlistId: string;
  inviteHash: string;
  state: WishlistState;
}

/**
 * Co-owner invites for the code that is not a co-owner route (docs/permissions.md, "Co-owners"): the read model only
 * says which list an invite belongs to; every rule is decided on the list's stream. The routes' own writes are the use
 * cases beside this file.
 */
@Injectable()
export class CoOwners {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly useCases: UseCases,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The list an invite's hash belongs to, or `NotFound`. */
  async listOf(inviteHash: string): Promise<string> {
    const lookup = await this.store.get<InviteLookupDocument>(INVITE_LOOKUP, inviteHash);
    if (!lookup) throw new Problem('NotFound');
    return lookup.wishlistId;
  }

  /** The invite a link's guid names, or `NotFound`. */
  async find(guid: string): Promise<FoundInvite> {
    const inviteHash = inviteHashOf(guid);
    const wishlistId = await this.listOf(inviteHash);
    const { state } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    return { wishlistId, inviteHash, state };
  }

  /** Accepts an invite for `userId`, judged at `at` (the time of the registration that accepts it). */
  accept(userId: string, invite: { wishlistId: string; inviteHash: string }, at: Date, context: CommandContext) {
    return this.useCases.run(acceptInviteAt, { userId, ...invite, now: at.toISOString() }, context);
  }

  inviteUrl(guid: string): string {
    return inviteUrlOf(this.config.publicUrl, guid);
  }
}
