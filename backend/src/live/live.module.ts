import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { LiveAccess } from './live-access.js';
import { LiveGateway } from './live.gateway.js';
import { LiveNotifier } from './live-notifier.js';
import { LivePublisher } from './live-publisher.js';

@Module({
  imports: [WishlistModule],
  providers: [LiveAccess, LiveGateway, { provide: LivePublisher, useExisting: LiveGateway }, LiveNotifier],
})
export class LiveModule {}
