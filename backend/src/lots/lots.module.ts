import { Module } from '@nestjs/common';
import { AccountModule } from '../account/index.js';
import { WishlistModule } from '../wishlist/index.js';
import { LotingController } from './loting.controller.js';
import { LotingFriends } from './loting-friends.js';
import { LotingLifecycleReactor } from './loting-lifecycle.reactor.js';
import { LotingMailsReactor } from './loting-mails.reactor.js';
import { LotingOrganizer } from './loting-organizer.js';
import { LotingRecords } from './loting-records.js';
import { LotingRetention } from './loting-retention.js';
import { UsedInRecentLotController } from './used-in-recent-lot.controller.js';
import { LotsEnabledGuard } from './lots-enabled.guard.js';
import { LotController } from './lot.controller.js';
import { LotMailGate } from './lot-mail-gate.js';
import { LotMailsReactor } from './lot-mails.reactor.js';
import { CoupledList } from './coupled-list.js';
import { LotQuestions } from './lot-questions.js';
import { LotReader } from './lot-reader.js';
import { LotViews } from './lot-view.js';

/** Lot drawing (docs/lots.md): the organizer side (`/api/Loting`) and the lot side (`/api/Lot`). */
@Module({
  imports: [WishlistModule, AccountModule],
  controllers: [LotingController, LotController, UsedInRecentLotController],
  providers: [
    LotsEnabledGuard,
    LotingFriends,
    LotingRecords,
    LotingMailsReactor,
    LotingOrganizer,
    LotingLifecycleReactor,
    LotingRetention,
    LotReader,
    LotQuestions,
    CoupledList,
    LotViews,
    LotMailsReactor,
    LotMailGate,
  ],
  exports: [LotReader, LotingRecords, LotingOrganizer],
})
export class LotsModule {}
