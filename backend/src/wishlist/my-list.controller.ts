import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  UnauthorizedException,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  Guid,
  type OwnerWishlist,
  UpdateDescriptionRequest,
  UpdateOccasionRequest,
  UpdateSettingsRequest,
  UpdateTitleRequest,
  type WishlistSummary,
} from '@wl/contracts';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { ChangeWishlistHandler, type WishlistChange } from './change-wishlist.command.js';
import { createList } from './create-list/create-list.js';
import { summaryOf } from './views.js';
import { WishlistViews } from './wishlist-views.js';
import { WishlistLifecycle } from './wishlist-lifecycle.js';
import { WishlistQueries } from './wishlist.queries.js';
import { refusal } from '../platform/http/refusal.js';

const notFound = () => new NotFoundException(refusal('WishlistNotFound', 'Not found'));

/** The owner's side of lists: every call checks on the server that the caller owns the list. */
@Controller('api/MyList')
export class MyListController {
  constructor(
    private readonly queries: WishlistQueries,
    private readonly changes: ChangeWishlistHandler,
    private readonly commands: CommandBus,
    private readonly readModels: ReadModels,
    private readonly lifecycle: WishlistLifecycle,
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
    return this.ownerViewOf(id, userId);
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
  async delete(
    @Param('id', new ZodPipe(Guid)) id: string,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    const deleted = await this.lifecycle.delete(userId, id, context).catch((error: unknown) => {
      if (error instanceof Problem && error.problem === 'NotPrimaryOwner')
        throw new UnauthorizedException(refusal('NotPrimaryOwner', 'Only the primary owner deletes a list'));
      throw error;
    });
    await this.readModels.settle(deleted.position);
  }

  @Delete('DeleteAllGifts/:id')
  @HttpCode(200)
  deleteAllGifts(
    @Param('id', new ZodPipe(Guid)) id: string,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.change(id, userId, { kind: 'deleteAllGifts' }, context);
  }

  @Post('UpdateTitle')
  @HttpCode(200)
  updateTitle(
    @Body(new ZodPipe(UpdateTitleRequest)) { privateGuid, title }: UpdateTitleRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.change(privateGuid, userId, { kind: 'title', title }, context);
  }

  @Post('UpdateDescription')
  @HttpCode(200)
  updateDescription(
    @Body(new ZodPipe(UpdateDescriptionRequest)) { privateGuid, description }: UpdateDescriptionRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.change(privateGuid, userId, { kind: 'description', description }, context);
  }

  @Post('UpdateOccasion')
  @HttpCode(200)
  updateOccasion(
    @Body(new ZodPipe(UpdateOccasionRequest)) { privateGuid, ...occasion }: UpdateOccasionRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.change(privateGuid, userId, { kind: 'occasion', ...occasion }, context);
  }

  @Post('UpdateSettings')
  @HttpCode(200)
  updateSettings(
    @Body(new ZodPipe(UpdateSettingsRequest)) { privateGuid, ...settings }: UpdateSettingsRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.change(privateGuid, userId, { kind: 'settings', ...settings }, context);
  }

  private async change(
    wishlistId: string,
    userId: string,
    change: WishlistChange,
    context: CommandContext,
  ): Promise<OwnerWishlist> {
    const { position } = await this.changes.execute(wishlistId, userId, change, context);
    await this.readModels.settle(position);
    return this.ownerViewOf(wishlistId, userId);
  }

  private async ownerViewOf(wishlistId: string, userId: string): Promise<OwnerWishlist> {
    const list = await this.queries.byId(wishlistId);
    if (!list || !list.ownerIds.includes(userId)) throw notFound();
    return this.views.forOwner(list, userId);
  }
}
