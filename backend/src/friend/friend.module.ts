import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { FriendController } from './friend.controller.js';

@Module({ imports: [WishlistModule], controllers: [FriendController] })
export class FriendModule {}
