import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { LiveFacts } from './live/live-facts.js';
import { LiveNotifier } from './live/live-notifier.js';
import { LivePublisher } from './live/live-publisher.js';
import { MongoEmitterPublisher } from './live/mongo-fanout.js';
import type { AppConfig } from './platform/config/config.js';
import { PlatformModule } from './platform/platform.module.js';
import { WishlistQueries } from './wishlist/wishlist.queries.js';

/**
 * The projection process of a scaled-out setup: projections only. With MongoDB it also pushes live messages to the
 * backends' browsers through the shared fan-out; on SQLite there is no shared bus, so live pushes need the
 * projections inside the server process (the default).
 */
@Module({})
export class ProjectorModule {
  static with(config: AppConfig): DynamicModule {
    const live: Provider[] = config.mongoUrl
      ? [WishlistQueries, LiveFacts, LiveNotifier, { provide: LivePublisher, useFactory: () => MongoEmitterPublisher.connect(config.mongoUrl!, config.mongoDatabase) }]
      : [];
    return { module: ProjectorModule, imports: [PlatformModule.with({ ...config, runProjections: true })], providers: live };
  }
}
