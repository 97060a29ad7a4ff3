import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { CrossedOffQueries } from './crossed-off.queries.js';
import { CrossOffGiftHandler, UndoCrossOffHandler } from './crossoff.commands.js';
import { GiftController } from './gift.controller.js';

@Module({
  imports: [WishlistModule],
  controllers: [GiftController],
  providers: [CrossedOffQueries, CrossOffGiftHandler, UndoCrossOffHandler],
})
export class CrossOffModule {}
