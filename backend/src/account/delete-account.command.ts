import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DeleteAccountRequest } from '@wl/contracts';
import type { DocumentStore } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Images } from '../platform/images/images.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { WishlistLifecycle } from '../wishlist/wishlist-lifecycle.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { userDecider, userStream } from './user.decider.js';

/** Operational collection: why people leave, kept without any link to who said it. */
const DELETE_FEEDBACK = 'delete_feedback';

export class DeleteAccount {
  constructor(readonly userId: string, readonly feedback: DeleteAccountRequest, readonly context: CommandContext) {}
}

/**
 * Removes a person (DESIGN decision 5): their lists are deleted, their e-mail address and usernames are given free,
 * the user is marked deleted and their key is forgotten, so what the log holds about them can no longer be read.
 */
@CommandHandler(DeleteAccount)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccount, { position: string | null }> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly wishlists: WishlistQueries,
    private readonly lifecycle: WishlistLifecycle,
    private readonly personal: PersonalData,
    private readonly clock: Clock,
    private readonly images: Images,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  async execute({ userId, feedback, context }: DeleteAccount) {
    for (const list of await this.wishlists.listsOf(userId)) {
      if (list.primaryOwnerId !== userId) continue;
      await this.lifecycle.delete(userId, list.wishlistId, context);
    }
    const { state: user } = await this.aggregates.load(userStream(userId), userDecider);
    if (user.emailIndex) await this.aggregates.execute(claimStream('email', user.emailIndex), claimDecider, { type: 'Release', ownerId: userId }, context);
    const { position } = await this.aggregates.execute(userStream(userId), userDecider, { type: 'DeleteUser' }, context);
    await this.personal.forget(userId);
    await this.images.deleteAllOf(userId);
    if (feedback.questionId !== undefined || feedback.customAnswer) {
      await this.store.commit([{ kind: 'put', collection: DELETE_FEEDBACK, id: randomUUID(), doc: { ...feedback, at: this.clock.now().toISOString().slice(0, 10) } }]);
    }
    return { position };
  }
}
