import { Module } from '@nestjs/common';
import { ProductsModule, LinkPreviewModule } from '../products/index.js';
import { WishlistModule } from '../wishlist/index.js';
import { MyGiftController } from './my-gift.controller.js';

@Module({
  imports: [WishlistModule, ProductsModule, LinkPreviewModule],
  controllers: [MyGiftController],
})
export class GiftModule {}
