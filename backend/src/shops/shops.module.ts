import { Module } from '@nestjs/common';
import { ShopCatalogueSeeder } from './shop-catalogue-seeder.js';
import { ShopsController, ShopsEnabledGuard } from './shops.controller.js';

/** The shop directory (docs/content.md, "Contact and shops"). */
@Module({ controllers: [ShopsController], providers: [ShopsEnabledGuard, ShopCatalogueSeeder] })
export class ShopsModule {}
