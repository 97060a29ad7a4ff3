import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { Guid, type OwnerWishlist, type WishlistSummary } from '@wl/contracts';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ownerView, summaryOf } from './views.js';
import { WishlistQueries } from './wishlist.queries.js';

/** The owner's side of lists: every call checks on the server that the caller owns the list. */
@Controller('api/MyList')
export class MyListController {
  constructor(private readonly queries: WishlistQueries) {}

  @Get('GetAll')
  async getAll(@CurrentUserId() userId: string): Promise<WishlistSummary[]> {
    return (await this.queries.listsOf(userId)).map(summaryOf);
  }

  @Get('Get/:id')
  async get(@Param('id', new ZodPipe(Guid)) id: string, @CurrentUserId() userId: string): Promise<OwnerWishlist> {
    const list = await this.queries.byId(id);
    if (!list || !list.ownerIds.includes(userId)) throw new NotFoundException({ problem: 'WishlistNotFound', message: 'Not found' });
    return ownerView(await this.queries.content(list), userId, await this.queries.accounts(list.ownerIds));
  }
}
