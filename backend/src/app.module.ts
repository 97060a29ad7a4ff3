import { SupportModule } from './support/support.module.js';
import { PersonalDataExportModule } from './export/personal-data-export.module.js';
import { LotsModule } from './lots/lots.module.js';
import { ContactModule } from './contact/contact.module.js';
import { ShopsModule } from './shops/shops.module.js';
import { ProductsModule } from './products/products.module.js';
import { LinkPreviewModule } from './products/link-preview/link-preview.module.js';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountModule } from './account/account.module.js';
import { CrossOffModule } from './crossoff/crossoff.module.js';
import { GiftModule } from './gift/gift.module.js';
import { FriendModule } from './friend/friend.module.js';
import { LiveModule } from './live/live.module.js';
import { MailingsModule } from './mailings/mailings.module.js';
import type { AppConfig } from './platform/config/config.js';
import type { Clock } from './platform/domain/clock.js';
import { SessionCsrfGuard } from './platform/http/csrf.guard.js';
import { PlatformModule } from './platform/platform.module.js';
import { UtilityController } from './platform/http/utility.controller.js';
import { OutboxController } from './platform/mail/outbox.controller.js';
import { ImageController } from './platform/images/image.controller.js';
import { MetricsController } from './platform/observability/metrics.controller.js';
import { CrawlersController } from './platform/content/crawlers.controller.js';
import { WishlistModule } from './wishlist/wishlist.module.js';
import { ReadAfterWriteInterceptor } from './platform/projections/read-after-write.interceptor.js';
import { ConnectionDrain } from './platform/http/connection-drain.js';

@Module({})
export class AppModule {
  static with(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        PlatformModule.with(config, clock),
        AccountModule,
        WishlistModule,
        GiftModule,
        CrossOffModule,
        FriendModule,
        LiveModule,
        MailingsModule,
        LotsModule,
        SupportModule,
        PersonalDataExportModule,
        ContactModule,
        ShopsModule,
        ProductsModule,
        LinkPreviewModule,
      ],
      controllers: [UtilityController, OutboxController, ImageController, MetricsController, CrawlersController],
      providers: [
        { provide: APP_GUARD, useClass: SessionCsrfGuard },
        { provide: APP_INTERCEPTOR, useClass: ReadAfterWriteInterceptor },
        ConnectionDrain,
      ],
    };
  }
}
