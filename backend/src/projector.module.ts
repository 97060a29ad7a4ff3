import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { LiveFacts } from './live/live-facts.js';
import { LiveNotifier } from './live/live-notifier.js';
import { LivePublisher } from './live/live-publisher.js';
import { MongoEmitterPublisher } from './live/mongo-fanout.js';
import type { AppConfig } from './platform/config/config.js';
import { PlatformModule } from './platform/platform.module.js';
import { WishlistQueries } from './wishlist/wishlist.queries.js';

/** The projector's way to the backends' browsers: the fan-out the backends use (create-app.ts), if any. */
function fanoutPublisher(config: AppConfig): (() => Promise<LivePublisher>) | null {
  if (config.mongoUrl) return () => MongoEmitterPublisher.connect(config.mongoUrl!, config.mongoDatabase);
  const databaseUrl = config.databaseUrl;
  if (databaseUrl) return async () => (await import('./live/postgres-fanout.js')).PostgresFanoutPublisher.connect(databaseUrl);
  return null;
}

/**
 * The projection process of a scaled-out setup: projections only. With MongoDB or PostgreSQL it also pushes live
 * messages to the backends' browsers through the shared fan-out; on SQLite there is no shared bus, so live pushes need
 * the projections inside the server process (the default).
 */
@Module({})
export class ProjectorModule {
  static with(config: AppConfig): DynamicModule {
    const publisher = fanoutPublisher(config);
    const live: Provider[] = publisher ? [WishlistQueries, LiveFacts, LiveNotifier, { provide: LivePublisher, useFactory: publisher }] : [];
    return { module: ProjectorModule, imports: [PlatformModule.with({ ...config, runProjections: true })], providers: live };
  }
}
