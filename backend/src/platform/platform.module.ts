import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import type { AppConfig } from './config/config.js';
import { ClaimReleases } from './domain/claim-releases.js';
import { AggregateStore } from './domain/aggregate-store.js';
import { Clock, SystemClock } from './domain/clock.js';
import type { EventStore } from './event-store/event-store.port.js';
import { Sessions } from './http/sessions.js';
import { SessionCookies } from './http/session-cookies.js';
import { Mailer, openMailTransport } from './mail/mailer.js';
import { MailOutbox } from './mail/mail-outbox.js';
import { MailSettingsKeys } from './mail/mail-settings-keys.js';
import { Images } from './images/images.js';
import { Lanes } from './observability/lanes.js';
import { Metrics } from './observability/metrics.js';
import { StorePings } from './observability/store-pings.js';
import { JobScheduler } from './jobs/job-scheduler.js';
import { RateLimits } from './security/rate-limits.js';
import { PersonalData } from './personal-data/personal-data.js';
import { ReadModels } from './projections/read-models.js';
import { WritePositions } from './projections/write-positions.js';
import { Failpoints } from './reactors/failpoints.js';
import { ReactorRunner } from './reactors/reactor-runner.js';
import { Passwords } from './security/passwords.js';
import type { KeyStore } from './personal-data/key-store.port.js';
import { openDocumentStore, openEventStore, openKeyStore } from './stores.js';
import { APP_CONFIG, DOCUMENT_STORE, EVENT_STORE, KEY_STORE, MAIL_TRANSPORT } from './tokens.js';
import { StreamWriter } from './use-case/stream-writer.js';
import { useCaseProviders } from './use-case/use-case-providers.js';
import { UseCases } from './use-case/use-cases.js';

/** Stops the projections before the stores they write to close. */
class Shutdown implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly readModels: ReadModels,
    private readonly reactors: ReactorRunner,
    @Inject(KEY_STORE) private readonly keys: KeyStore,
    private readonly jobs: JobScheduler,
  ) {}

  async onApplicationShutdown() {
    await this.jobs.stop();
    await this.reactors.stop();
    await this.readModels.stop();
    await Promise.all([this.events.close(), this.documents.close(), this.keys.close()]);
  }
}

/** The ports and the services every bounded context uses. */
@Global()
@Module({})
export class PlatformModule {
  static with(config: AppConfig, clock: Clock = new SystemClock()): DynamicModule {
    const shared = [
      ClaimReleases,
      Sessions,
      SessionCookies,
      PersonalData,
      ReadModels,
      ReactorRunner,
      Failpoints,
      Passwords,
      RateLimits,
      MailSettingsKeys,
      Mailer,
      Images,
      MailOutbox,
      JobScheduler,
      WritePositions,
    ];
    const observability = [Metrics, Lanes, StorePings];
    return {
      module: PlatformModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        { provide: EVENT_STORE, useFactory: () => openEventStore(config) },
        { provide: DOCUMENT_STORE, useFactory: () => openDocumentStore(config) },
        { provide: KEY_STORE, useFactory: () => openKeyStore(config) },
        { provide: MAIL_TRANSPORT, useFactory: () => openMailTransport(config.smtpUrl) },
        Shutdown,
        ...useCaseProviders,
        ...shared,
        ...observability,
      ],
      exports: [
        APP_CONFIG,
        Clock,
        EVENT_STORE,
        DOCUMENT_STORE,
        AggregateStore,
        StreamWriter,
        UseCases,
        ...shared,
        ...observability,
      ],
    };
  }
}
