import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  AddShopCategoryRequest,
  AddShopRequest,
  ChangeShopRequest,
  RemoveShopCategoryRequest,
  RemoveShopLogoRequest,
  RemoveShopRequest,
  RenameShopCategoryRequest,
  ShopCatalogueId,
  type ShopsAnswer,
} from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { SupportGuard } from './support-role.js';
import { SupportShops } from './support-shops.js';

/**
 * Support edits the shop directory (docs/content.md, "Shops"): each call answers the whole directory after it, or
 * 422 with a `ShopEditProblem`. New categories and shops get a fresh id; a repeated add is refused by its name.
 */
@Controller('api/Support/Shops')
@UseGuards(SupportGuard)
export class SupportShopsController {
  constructor(private readonly shops: SupportShops) {}

  @Get()
  directory(): Promise<ShopsAnswer> {
    return this.shops.directory();
  }

  @Post('AddCategory')
  @HttpCode(200)
  addCategory(
    @Body(new ZodPipe(AddShopCategoryRequest)) body: AddShopCategoryRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.shops.edit(userId, { type: 'AddShopCategory', categoryId: randomUUID(), ...body }, context);
  }

  @Post('RenameCategory')
  @HttpCode(200)
  renameCategory(
    @Body(new ZodPipe(RenameShopCategoryRequest)) body: RenameShopCategoryRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.shops.edit(userId, { type: 'RenameShopCategory', ...body }, context);
  }

  @Post('RemoveCategory')
  @HttpCode(200)
  removeCategory(
    @Body(new ZodPipe(RemoveShopCategoryRequest)) body: RemoveShopCategoryRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.shops.edit(userId, { type: 'RemoveShopCategory', ...body }, context);
  }

  @Post('AddShop')
  @HttpCode(200)
  addShop(
    @Body(new ZodPipe(AddShopRequest)) body: AddShopRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.shops.edit(userId, { type: 'AddShop', shopId: randomUUID(), ...body }, context);
  }

  @Post('ChangeShop')
  @HttpCode(200)
  changeShop(
    @Body(new ZodPipe(ChangeShopRequest)) body: ChangeShopRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.shops.edit(userId, { type: 'ChangeShop', ...body }, context);
  }

  @Post('RemoveShop')
  @HttpCode(200)
  removeShop(
    @Body(new ZodPipe(RemoveShopRequest)) body: RemoveShopRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.shops.edit(userId, { type: 'RemoveShop', ...body }, context);
  }

  /** The body is the PNG itself (Content-Type image/png), as for a list's picture. */
  @Post('SetLogo/:shopId')
  @HttpCode(200)
  setLogo(
    @Param('shopId', new ZodPipe(ShopCatalogueId)) shopId: string,
    @Body() body: unknown,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.shops.setLogo(userId, shopId, body, context);
  }

  @Post('RemoveLogo')
  @HttpCode(200)
  removeLogo(
    @Body(new ZodPipe(RemoveShopLogoRequest)) body: RemoveShopLogoRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.shops.edit(userId, { type: 'SetShopLogo', shopId: body.shopId, imageId: null }, context);
  }
}
