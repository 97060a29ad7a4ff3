import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LiveFacts } from './live/live-facts.js';
import { LiveNotifier } from './live/live-notifier.js';
import { LivePublisher } from './live/live-publisher.js';
import { SqliteFanoutPublisher } from './live/sqlite-fanout.js';
import type { AppConfig } from './platform/config/config.js';
import { PlatformModule } from './platform/platform.module.js';
import { WishlistQueries } from './wishlist/wishlist.queries.js';

/** The projector's way to the backends' browsers: the fan-out the backends use (create-app.ts). */
function fanoutPublisher(config: AppConfig): () => Promise<LivePublisher> {
  const { mongoUrl, databaseUrl } = config;
  if (mongoUrl)
    return async () =>
      (await import('./live/mongo-fanout.js')).MongoEmitterPublisher.connect(mongoUrl, config.mongoDatabase);
  if (databaseUrl)
    return async () => (await import('./live/postgres-fanout.js')).PostgresFanoutPublisher.connect(databaseUrl);
  return () => Promise.resolve(new SqliteFanoutPublisher(config.dataDir));
}

/**
 * The projection process of a scaled-out setup: projections only, and their live pushes to the backends' browsers
 * through the shared fan-out (MongoDB, PostgreSQL, or the SQLite folder's table).
 */
@Module({})
export class ProjectorModule {
  static with(config: AppConfig): DynamicModule {
    const publisher = fanoutPublisher(config);
    const live: Provider[] = [
      WishlistQueries,
      LiveFacts,
      LiveNotifier,
      { provide: LivePublisher, useFactory: publisher },
    ];
    return {
      module: ProjectorModule,
      imports: [CqrsModule.forRoot(), PlatformModule.with({ ...config, runProjections: true })],
      providers: live,
    };
  }
}
