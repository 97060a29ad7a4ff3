import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Guid, type OwnerWishlist, type WishlistSummary } from '@wl/contracts';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { createList } from './create-list/create-list.js';
import { deleteAllGifts } from './delete-all-gifts/delete-all-gifts.js';
import { deleteList } from './delete-list/delete-list.js';
import { updateDescription } from './update-description/update-description.js';
import { updateOccasion } from './update-occasion/update-occasion.js';
import { updateSettings } from './update-settings/update-settings.js';
import { updateTitle } from './update-title/update-title.js';
import { ownerViewOf } from './owner-view.js';
import { summaryOf } from './views.js';
import { WishlistViews } from './wishlist-views.js';
import { WishlistQueries } from './wishlist.queries.js';

/** The owner's side of lists: every call checks on the server that the caller owns the list. */
@Controller('api/MyList')
export class MyListController {
  constructor(
    private readonly queries: WishlistQueries,
    private readonly commands: CommandBus,
    private readonly views: WishlistViews,
  ) {}

  @Get('GetAll')
  async getAll(@CurrentUserId() userId: string): Promise<WishlistSummary[]> {
    return (await this.queries.listsOf(userId)).map(summaryOf);
  }

  @Get('GetAllWithGiftCount')
  getAllWithGiftCount(@CurrentUserId() userId: string): Promise<WishlistSummary[]> {
    return this.getAll(userId);
  }

  @Get('Get/:id')
  async get(@Param('id', new ZodPipe(Guid)) id: string, @CurrentUserId() userId: string): Promise<OwnerWishlist> {
    return ownerViewOf(this.queries, this.views, id, userId);
  }

  /** Lightweight users (crossed off by e-mail) cannot have lists: IsAfstreper. */
  @Post('Create')
  @HttpCode(201)
  create(@RunsUseCase(createList) command: RunUseCase<typeof createList>) {
    return this.commands.execute(command);
  }

  /** Only the primary owner deletes a list; a co-owner gets 401. */
  @Delete(':id')
  @HttpCode(204)
  delete(@RunsUseCase(deleteList, 'params') command: RunUseCase<typeof deleteList>) {
    return this.commands.execute(command);
  }

  @Delete('DeleteAllGifts/:id')
  @HttpCode(200)
  deleteAllGifts(@RunsUseCase(deleteAllGifts, 'params') command: RunUseCase<typeof deleteAllGifts>) {
    return this.commands.execute(command);
  }

  @Post('UpdateTitle')
  @HttpCode(200)
  updateTitle(@RunsUseCase(updateTitle) command: RunUseCase<typeof updateTitle>) {
    return this.commands.execute(command);
  }

  @Post('UpdateDescription')
  @HttpCode(200)
  updateDescription(@RunsUseCase(updateDescription) command: RunUseCase<typeof updateDescription>) {
    return this.commands.execute(command);
  }

  @Post('UpdateOccasion')
  @HttpCode(200)
  updateOccasion(@RunsUseCase(updateOccasion) command: RunUseCase<typeof updateOccasion>) {
    return this.commands.execute(command);
  }

  @Post('UpdateSettings')
  @HttpCode(200)
  updateSettings(@RunsUseCase(updateSettings) command: RunUseCase<typeof updateSettings>) {
    return this.commands.execute(command);
  }
}
