import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import {
  CategoryCreateRequest,
  CategoryDeleteRequest,
  type CategoryMoveAnswer,
  CategoryMoveRequest,
  CategoryRenameRequest,
  CategoryReorderRequest,
  type OwnerCategory,
} from '@wl/contracts';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { ChangeWishlistHandler, type WishlistChange } from './change-wishlist.command.js';
import { CreateCategoryHandler } from './create-category.command.js';
import { CategoryMoves } from './move-category.command.js';
import { ownerView } from './views.js';
import { WishlistQueries } from './wishlist.queries.js';
import { Problem } from '../platform/domain/problem.js';
import { refusal } from '../platform/http/refusal.js';

@Controller('api/Category')
export class CategoryController {
  constructor(
    private readonly changes: ChangeWishlistHandler,
    private readonly categories: CreateCategoryHandler,
    private readonly moves: CategoryMoves,
    private readonly readModels: ReadModels,
    private readonly queries: WishlistQueries,
  ) {}

  @Post('Rename')
  @HttpCode(200)
  async rename(
    @Body(new ZodPipe(CategoryRenameRequest)) { privateGuid, name }: CategoryRenameRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    await this.change(privateGuid, userId, { kind: 'renameCategory', categoryId: privateGuid, name }, context);
    return { privateGuid, name };
  }

  /** Deletes the category with its gifts; a list keeps at least one category (422 LastCategory). */
  @Post('Delete')
  @HttpCode(204)
  async delete(
    @Body(new ZodPipe(CategoryDeleteRequest)) { privateGuid }: CategoryDeleteRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    await this.change(privateGuid, userId, { kind: 'deleteCategory', categoryId: privateGuid }, context);
  }

  @Post('Reorder')
  @HttpCode(204)
  async reorder(
    @Body(new ZodPipe(CategoryReorderRequest)) { privateGuidOrder, cancelable }: CategoryReorderRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    await this.change(
      privateGuidOrder[0]!,
      userId,
      { kind: 'reorderCategories', categoryIds: privateGuidOrder, cancelable: cancelable ?? false },
      context,
    );
  }

  @Post('MoveToWishlist')
  @HttpCode(200)
  async move(
    @Body(new ZodPipe(CategoryMoveRequest)) request: CategoryMoveRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ): Promise<CategoryMoveAnswer> {
    const moved = await this.moves.move(request.categoryPrivateGuid, request.wishlistPrivateGuid, userId, context);
    await this.readModels.settle(moved.position, 'answer');
    return { newCategoryInSourceWishlist: moved.newCategory };
  }

  @Get('Get/:username')
  async get(@Param('username') username: string, @CurrentUserId() userId: string) {
    const list = await this.queries.byUsername(username.slice(0, 50));
    if (!list || !list.ownerIds.includes(userId)) throw new NotFoundException(refusal('WishlistNotFound', 'Not found'));
    const view = ownerView(await this.queries.content(list), userId, { owners: [], invites: [] }, []);
    return { wishlistPrivateGuid: list.wishlistId, categories: view.categories };
  }

  /** The list of a category, found through the read model; the list's decider then checks the caller owns it. */
  private async change(categoryId: string, userId: string, change: WishlistChange, context: CommandContext) {
    const category = await this.queries.category(categoryId);
    if (!category) throw new Problem('CategoryNotFound');
    const result = await this.changes.execute(category.wishlistId, userId, change, context);
    await this.readModels.settle(result.position);
  }

  @Post('Create')
  @HttpCode(200)
  async create(
    @Body(new ZodPipe(CategoryCreateRequest)) request: CategoryCreateRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ): Promise<OwnerCategory> {
    const result = await this.categories.execute(request, userId, context);
    await this.readModels.settle(result.position, 'answer');
    const created = result.events.find((e) => e.type === 'CategoryCreated')!;
    return { privateGuid: created.data.categoryId, name: created.data.name, giftCount: 0, gifts: [] };
  }
}
