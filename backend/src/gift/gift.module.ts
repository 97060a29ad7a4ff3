import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module.js';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { GiftCommands } from './gift.commands.js';
import { MyGiftController } from './my-gift.controller.js';

@Module({
  imports: [WishlistModule, ProductsModule],
  controllers: [MyGiftController],
  providers: [GiftCommands],
})
export class GiftModule {}
