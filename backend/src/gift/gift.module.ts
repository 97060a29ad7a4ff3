import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { DeleteGiftHandler, EditGiftHandler, MoveGiftHandler } from './gift.commands.js';
import { MyGiftController } from './my-gift.controller.js';

@Module({
  imports: [WishlistModule],
  controllers: [MyGiftController],
  providers: [EditGiftHandler, DeleteGiftHandler, MoveGiftHandler],
})
export class GiftModule {}
