import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { GiftCommands } from './gift.commands.js';
import { MyGiftController } from './my-gift.controller.js';

@Module({
  imports: [WishlistModule],
  controllers: [MyGiftController],
  providers: [GiftCommands],
})
export class GiftModule {}
