import { Injectable } from '@nestjs/common';
import { type AccessType, type ProblemCode, type Sealed, t } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { claimValue } from '../platform/claims/claim-value.js';
import { releaseClaim } from '../platform/claims/release-claim.js';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import type { ClaimHolder } from '../platform/domain/claim-releases.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import type { StepResult } from '../platform/use-case/define-step.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { deleteListStep } from './delete-list/delete-list.step.js';
import {
  type WishlistCommand,
  wishlistDecider,
  type WishlistEvent,
  type WishlistState,
  wishlistStream,
} from './wishlist.decider.js';

export interface NewWishlist {
  username: string;
  firstName: string;
  lastName: string;
  city: string | null;
  accessType: AccessType;
  accessQuestion: string | null;
  accessAnswer: string | null;
}

export type ListCreation = Omit<Extract<WishlistCommand, { type: 'CreateWishlist' }>, 'type'>;

/** A list holds its username's claim (ClaimReleases gives the old one free after a rename or a deletion). */
export const usernameHolder = (wishlistId: string): ClaimHolder<WishlistState> => ({
  kind: 'username',
  ownerId: wishlistId,
  stream: wishlistStream(wishlistId),
  decider: wishlistDecider,
  value: (state) => state.usernameIndex,
});

/**
 * Creating a list: its username is claimed first (one stream per username), then the list gets a first category.
 * Deleting it (primary owner only) gives the username free again.
 */
@Injectable()
export class WishlistLifecycle {
  constructor(
    private readonly useCases: UseCases,
    private readonly personal: PersonalData,
  ) {}

  /** Claims the username for the list (`renew`: see the claim decider); returns the username's index. */
  async claimUsername(
    wishlistId: string,
    username: string,
    problemIfTaken: ProblemCode,
    context: CommandContext,
    renew = false,
  ): Promise<string> {
    const usernameIndex = await this.personal.index('username', username);
    const claim = { kind: 'username', index: usernameIndex, ownerId: wishlistId, problemIfTaken, renew } as const;
    await this.useCases.run(claimValue, claim, context);
    return usernameIndex;
  }

  async releaseUsername(wishlistId: string, usernameIndex: string, context: CommandContext): Promise<void> {
    await this.useCases.run(releaseClaim, { kind: 'username', index: usernameIndex, ownerId: wishlistId }, context);
  }

  /** A list deleted by a step (its owner's erasure), its username given free after it. */
  async delete(
    actorId: string,
    wishlistId: string,
    context: CommandContext,
  ): Promise<StepResult<WishlistState, WishlistEvent>> {
    const deleted = await this.useCases.run(deleteListStep, { actorId, wishlistId }, context);
    if (deleted.state.usernameIndex) await this.releaseUsername(wishlistId, deleted.state.usernameIndex, context);
    return deleted;
  }

  /** Keyed hash of an open list's question and answer: the decider sees when they change without reading them. */
  accessKey(wishlistId: string, question: string | null, answer: string | null): Promise<string> {
    return this.personal.index('access', JSON.stringify([wishlistId, question ?? '', answer ?? '']));
  }

  /** A new list's personal data, sealed with its owner's key. */
  sealPersonal(ownerId: string, list: NewWishlist): Promise<Sealed> {
    const open = list.accessType === 'OPEN';
    return this.personal.seal(ownerId, {
      username: list.username,
      firstName: list.firstName,
      lastName: list.lastName,
      city: list.city,
      accessQuestion: open ? list.accessQuestion : null,
      accessAnswer: open ? list.accessAnswer : null,
    });
  }

  /** What creates a list with its first category: its fresh ids, access key and sealed personal data. */
  async creation(ownerId: string, wishlistId: string, usernameIndex: string, list: NewWishlist): Promise<ListCreation> {
    const open = list.accessType === 'OPEN';
    return {
      wishlist: {
        wishlistId,
        publicGuid: randomUUID(),
        primaryOwnerId: ownerId,
        usernameIndex,
        accessType: list.accessType,
        includeInSearchResult: false,
        showCrossedOff: false,
        accessKey: open ? await this.accessKey(wishlistId, list.accessQuestion, list.accessAnswer) : null,
        personal: await this.sealPersonal(ownerId, list),
      },
      firstCategory: {
        wishlistId,
        categoryId: randomUUID(),
        publicGuid: randomUUID(),
        name: t('category.default_name'),
      },
    };
  }
}
