import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CategoryCreateRequest, type OwnerCategory } from '@wl/contracts';
import type { CommandContext, Executed } from '../platform/domain/aggregate-store.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { CreateCategory } from './create-category.command.js';
import type { WishlistEvent, WishlistState } from './wishlist.decider.js';

@Controller('api/Category')
export class CategoryController {
  constructor(private readonly commands: CommandBus, private readonly readModels: ReadModels) {}

  @Post('Create')
  @HttpCode(200)
  async create(
    @Body(new ZodPipe(CategoryCreateRequest)) request: CategoryCreateRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ): Promise<OwnerCategory> {
    const result = await this.commands.execute<CreateCategory, Executed<WishlistState, WishlistEvent>>(new CreateCategory(request, userId, context));
    await this.readModels.caughtUp(result.position);
    const created = result.events.find((e) => e.type === 'CategoryCreated')!;
    return { privateGuid: created.data.categoryId, name: created.data.name, giftCount: 0, gifts: [] };
  }
}
