import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/index.js';
import { FriendController } from './friend.controller.js';

@Module({ imports: [WishlistModule], controllers: [FriendController] })
export class FriendModule {}
