import { Module } from '@nestjs/common';
import { CategoryController } from './category.controller.js';
import { ListGifts } from './list-gifts.workflow.js';
import { ListGiftsReactor } from './list-gifts.reactor.js';
import { MyListController } from './my-list.controller.js';
import { ForumController } from './forum.controller.js';
import { ListSearchController } from './list-search.controller.js';
import { ListSearchAnswers } from './list-search-answers.js';
import { ForumQueries } from './forum.queries.js';
import { ForumRetention } from './forum-retention.js';
import { WishlistImageController } from './wishlist-image.controller.js';
import { SendWishlistController } from './send-wishlist.controller.js';
import { SendListMailReactor } from './send-list-mail.reactor.js';
import { WishlistController } from './wishlist.controller.js';
import { VisitorAnswers } from './visitor-answers.js';
import { VisitorPages } from './visitor-pages.js';
import { WishlistQueries } from './wishlist.queries.js';
import { WishlistViews } from './wishlist-views.js';
import { WishlistLifecycle } from './wishlist-lifecycle.js';
import { CoOwners } from './co-owners/co-owners.js';
import { CoOwnerQueries } from './co-owners/co-owner.queries.js';
import { WishlistOwnerController } from './co-owners/wishlist-owner.controller.js';
import { InviteeController } from './co-owners/invitee.controller.js';
import { PresenceModule } from '../presence/index.js';

@Module({
  imports: [PresenceModule],
  controllers: [
    MyListController,
    SendWishlistController,
    WishlistController,
    CategoryController,
    WishlistImageController,
    ForumController,
    ListSearchController,
    WishlistOwnerController,
    InviteeController,
  ],
  providers: [
    WishlistQueries,
    ListSearchAnswers,
    ForumQueries,
    ForumRetention,
    WishlistLifecycle,
    ListGifts,
    ListGiftsReactor,
    SendListMailReactor,
    CoOwners,
    CoOwnerQueries,
    WishlistViews,
    VisitorPages,
    VisitorAnswers,
  ],
  exports: [WishlistQueries, WishlistLifecycle, ListGifts, CoOwners, WishlistViews],
})
export class WishlistModule {}
