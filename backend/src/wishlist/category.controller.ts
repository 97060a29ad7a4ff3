import { Controller, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUserId } from '../platform/http/request-session.js';
import { refusal } from '../platform/http/refusal.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { createCategory } from './create-category/create-category.js';
import { deleteCategory } from './delete-category/delete-category.js';
import { moveCategory } from './move-category/move-category.js';
import { renameCategory } from './rename-category/rename-category.js';
import { reorderCategories } from './reorder-categories/reorder-categories.js';
import { ownerView } from './views.js';
import { WishlistQueries } from './wishlist.queries.js';

@Controller('api/Category')
export class CategoryController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: WishlistQueries,
  ) {}

  @Post('Rename')
  @HttpCode(200)
  rename(@RunsUseCase(renameCategory) command: RunUseCase<typeof renameCategory>) {
    return this.commands.execute(command);
  }

  /** Deletes the category with its gifts; a list keeps at least one category (422 LastCategory). */
  @Post('Delete')
  @HttpCode(204)
  delete(@RunsUseCase(deleteCategory) command: RunUseCase<typeof deleteCategory>) {
    return this.commands.execute(command);
  }

  @Post('Reorder')
  @HttpCode(204)
  reorder(@RunsUseCase(reorderCategories) command: RunUseCase<typeof reorderCategories>) {
    return this.commands.execute(command);
  }

  @Post('MoveToWishlist')
  @HttpCode(200)
  move(@RunsUseCase(moveCategory) command: RunUseCase<typeof moveCategory>) {
    return this.commands.execute(command);
  }

  @Get('Get/:username')
  async get(@Param('username') username: string, @CurrentUserId() userId: string) {
    const list = await this.queries.byUsername(username.slice(0, 50));
    if (!list || !list.ownerIds.includes(userId)) throw new NotFoundException(refusal('WishlistNotFound', 'Not found'));
    const view = ownerView(await this.queries.content(list), userId, { owners: [], invites: [] }, []);
    return { wishlistPrivateGuid: list.wishlistId, categories: view.categories };
  }

  @Post('Create')
  @HttpCode(200)
  create(@RunsUseCase(createCategory) command: RunUseCase<typeof createCategory>) {
    return this.commands.execute(command);
  }
}
