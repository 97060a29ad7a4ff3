import { Module } from '@nestjs/common';
import { LotsModule } from '../lots/index.js';
import { WishlistModule } from '../wishlist/index.js';
import { LiveAccess } from './live-access.js';
import { LiveFacts } from './live-facts.js';
import { LotLiveAccess } from './lot-live-access.js';
import { LiveGateway } from './live.gateway.js';
import { LiveNotifier } from './live-notifier.js';
import { LivePublisher } from './live-publisher.js';
import { PresenceModule } from '../presence/index.js';

@Module({
  imports: [WishlistModule, PresenceModule, LotsModule],
  providers: [
    LiveAccess,
    LiveFacts,
    LotLiveAccess,
    LiveGateway,
    { provide: LivePublisher, useExisting: LiveGateway },
    LiveNotifier,
  ],
})
export class LiveModule {}
