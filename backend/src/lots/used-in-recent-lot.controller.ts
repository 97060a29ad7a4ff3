import { Controller, HttpCode, Inject, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import { Guid, type UsedInRecentLotAnswer } from '@wl/contracts';
import { Clock } from '../platform/domain/clock.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { refusal } from '../platform/http/refusal.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { WishlistQueries } from '../wishlist/index.js';
import { LotsEnabledGuard } from './lots-enabled.guard.js';
import { usedInRecentLot } from './used-in-recent-lot.js';

/** On the owner's side of lists (api/MyList), but a lot call: it lives with the lots. */
@Controller('api/MyList')
export class UsedInRecentLotController {
  constructor(
    private readonly lists: WishlistQueries,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  /** Asked before the list is made private (spec 01): is it coupled to a recent lot? Owners only. */
  /** A lot call: not found while the site does not draw lots. */
  @Post('UsedInRecentLot/:id')
  @UseGuards(LotsEnabledGuard)
  @HttpCode(200)
  async usedInRecentLot(
    @Param('id', new ZodPipe(Guid)) id: string,
    @CurrentUserId() userId: string,
  ): Promise<UsedInRecentLotAnswer> {
    const list = await this.lists.byId(id);
    if (!list || !list.ownerIds.includes(userId)) throw new NotFoundException(refusal('WishlistNotFound', 'Not found'));
    return { usedInRecentLot: await usedInRecentLot(this.store, id, this.clock.now()) };
  }
}
