import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ShopsAnswer } from '@wl/contracts';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { SHOP_CATALOGUE_STREAM, shopCatalogueDecider } from '../shops/shop-catalogue.decider.js';
import { addShopCategory } from './shops/add-shop-category/add-shop-category.js';
import { addShop } from './shops/add-shop/add-shop.js';
import { changeShop } from './shops/change-shop/change-shop.js';
import { removeShopCategory } from './shops/remove-shop-category/remove-shop-category.js';
import { removeShopLogo } from './shops/remove-shop-logo/remove-shop-logo.js';
import { removeShop } from './shops/remove-shop/remove-shop.js';
import { renameShopCategory } from './shops/rename-shop-category/rename-shop-category.js';
import { setShopLogo } from './shops/set-shop-logo/set-shop-logo.js';
import { SupportGuard } from './support-role.js';

/**
 * Support edits the shop directory (docs/content.md, "Shops"): each call answers the whole directory after it, or
 * 422 with a `ShopEditProblem`. New categories and shops get a fresh id; a repeated add is refused by its name.
 */
@Controller('api/Support/Shops')
@UseGuards(SupportGuard)
export class SupportShopsController {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly commands: CommandBus,
  ) {}

  /** The catalogue as the stream holds it, whatever the `shops` switch says. */
  @Get()
  async directory(): Promise<ShopsAnswer> {
    return (await this.aggregates.load(SHOP_CATALOGUE_STREAM, shopCatalogueDecider)).state.directory;
  }

  @Post('AddCategory')
  @HttpCode(200)
  addCategory(@RunsUseCase(addShopCategory) command: RunUseCase<typeof addShopCategory>) {
    return this.commands.execute(command);
  }

  @Post('RenameCategory')
  @HttpCode(200)
  renameCategory(@RunsUseCase(renameShopCategory) command: RunUseCase<typeof renameShopCategory>) {
    return this.commands.execute(command);
  }

  @Post('RemoveCategory')
  @HttpCode(200)
  removeCategory(@RunsUseCase(removeShopCategory) command: RunUseCase<typeof removeShopCategory>) {
    return this.commands.execute(command);
  }

  @Post('AddShop')
  @HttpCode(200)
  addShop(@RunsUseCase(addShop) command: RunUseCase<typeof addShop>) {
    return this.commands.execute(command);
  }

  @Post('ChangeShop')
  @HttpCode(200)
  changeShop(@RunsUseCase(changeShop) command: RunUseCase<typeof changeShop>) {
    return this.commands.execute(command);
  }

  @Post('RemoveShop')
  @HttpCode(200)
  removeShop(@RunsUseCase(removeShop) command: RunUseCase<typeof removeShop>) {
    return this.commands.execute(command);
  }

  @Post('SetLogo/:shopId')
  @HttpCode(200)
  setLogo(@RunsUseCase(setShopLogo, 'upload') command: RunUseCase<typeof setShopLogo>) {
    return this.commands.execute(command);
  }

  @Post('RemoveLogo')
  @HttpCode(200)
  removeLogo(@RunsUseCase(removeShopLogo) command: RunUseCase<typeof removeShopLogo>) {
    return this.commands.execute(command);
  }
}
