import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { Images } from '../platform/images/images.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import { type Reactor, reactionContext } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { releaseClaim } from '../platform/claims/release-claim.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { WishlistQueries } from '../wishlist/index.js';
import { deleteErasedUsersList } from './delete-erased-users-list.step.js';
import { removeErasedOwner } from './remove-erased-owner.step.js';

/**
 * Erasure after `UserDeleted` (DESIGN decision 5): a reactor sees only durable events, so the key is forgotten only
 * once the deletion can no longer be lost. Then their pictures go, the lists they are primary owner of are deleted and
 * they leave the lists they co-own (usernames are released by the claims reactor, their e-mail address too). Read models drop the person themselves on the event.
 */
@Injectable()
export class ErasureReactor implements Reactor, OnModuleInit {
  readonly name = 'erasure';
  readonly handles = new Set<EventType>(['UserDeleted']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly personal: PersonalData,
    private readonly images: Images,
    private readonly readModels: ReadModels,
    private readonly wishlists: WishlistQueries,
    private readonly useCases: UseCases,
    private readonly failpoints: Failpoints,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'UserDeleted') return;
    const { userId } = event.data;
    await this.personal.forget(userId);
    this.failpoints.check('erasure.key-forgotten');
    await this.images.deleteAllOf(userId);
    // Which lists are theirs is looked up in the read model, once it has everything before the deletion.
    if (!(await this.readModels.caughtUp(event.position))) throw new Error('read models behind');
    let position: string | null = null;
    for (const list of await this.wishlists.listsOf(userId)) {
      const { wishlistId } = list;
      if (list.primaryOwnerId !== userId) {
        const left = await this.useCases.run(
          removeErasedOwner,
          { wishlistId, userId },
          reactionContext(event, `leave-list:${wishlistId}`),
        );
        position = left.position ?? position;
        continue;
      }
      const context = reactionContext(event, `delete-list:${wishlistId}`);
      const deleted = await this.useCases.run(deleteErasedUsersList, { wishlistId, userId }, context);
      position = deleted.position ?? position;
      const index = deleted.state.usernameIndex;
      if (index) await this.useCases.run(releaseClaim, { kind: 'username', index, ownerId: wishlistId }, context);
    }
    // The deleting request waits for this reactor; with this wait its answer also finds the lists gone.
    await this.readModels.caughtUp(position);
  }
}
