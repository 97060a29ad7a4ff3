import { Module } from '@nestjs/common';
import { LinkPreviewModule } from '../products/link-preview/link-preview.module.js';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { GiftCommands } from './gift.commands.js';
import { MyGiftController } from './my-gift.controller.js';

@Module({
  imports: [WishlistModule, LinkPreviewModule],
  controllers: [MyGiftController],
  providers: [GiftCommands],
})
export class GiftModule {}
