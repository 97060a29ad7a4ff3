import { Module } from '@nestjs/common';
import { CategoryController } from './category.controller.js';
import { CreateCategoryHandler } from './create-category.command.js';
import { MyListController } from './my-list.controller.js';
import { WishlistController } from './wishlist.controller.js';
import { WishlistQueries } from './wishlist.queries.js';

@Module({
  controllers: [MyListController, WishlistController, CategoryController],
  providers: [WishlistQueries, CreateCategoryHandler],
  exports: [WishlistQueries],
})
export class WishlistModule {}
