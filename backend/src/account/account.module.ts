import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { AccountController } from './account.controller.js';
import { AccountQueries } from './account.queries.js';
import { CreateAccountHandler } from './create-account.command.js';

@Module({
  imports: [WishlistModule],
  controllers: [AccountController],
  providers: [AccountQueries, CreateAccountHandler],
})
export class AccountModule {}
