import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module.js';
import { LinkPreviewModule } from '../products/link-preview/link-preview.module.js';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { GiftCommands } from './gift.commands.js';
import { MyGiftController } from './my-gift.controller.js';

@Module({
  imports: [WishlistModule, ProductsModule, LinkPreviewModule],
  controllers: [MyGiftController],
  providers: [GiftCommands],
})
export class GiftModule {}
