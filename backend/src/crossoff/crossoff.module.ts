import { Module } from '@nestjs/common';
import { AccountModule } from '../account/index.js';
import { WishlistModule } from '../wishlist/index.js';
import { CrossOffMailReactor } from './cross-off-mail.reactor.js';
import { CrossOffRemovedMailReactor } from './cross-off-removed-mail.reactor.js';
import { CrossedOffQueries } from './crossed-off.queries.js';
import { CrossOffUndoneMailReactor } from './cross-off-undone-mail.reactor.js';
import { GiverMail } from './giver-mail.js';
import { GiftController } from './gift.controller.js';
import { StartFlowController } from './start-flow.controller.js';

@Module({
  imports: [WishlistModule, AccountModule],
  controllers: [GiftController, StartFlowController],
  providers: [CrossedOffQueries, GiverMail, CrossOffMailReactor, CrossOffUndoneMailReactor, CrossOffRemovedMailReactor],
})
export class CrossOffModule {}
