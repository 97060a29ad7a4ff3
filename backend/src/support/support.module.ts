import { Module } from '@nestjs/common';
import { CrossOffModule } from '../crossoff/index.js';
import { WishlistModule } from '../wishlist/index.js';
import { LotsModule } from '../lots/index.js';
import { SupportAccessReactor } from './support-access.reactor.js';
import { SupportAudit } from './support-audit.js';
import { SupportGuard, SupportRole } from './support-role.js';
import { SupportController } from './support.controller.js';
import { SupportEvents } from './support-events.js';
import { SupportNames } from './support-names.js';
import { SupportFind } from './support-find.js';
import { SupportParkedEvents } from './support-parked.js';
import { SupportPersons } from './support-persons.js';
import { SupportSubjects } from './support-subjects.js';
import { SupportTimelines } from './support-timeline.js';
import { SupportRebuildController } from './support-rebuild.controller.js';
import { SupportRebuilds } from './support-rebuild.service.js';
import { SupportStateController } from './support-state.controller.js';
import { SupportStates } from './support-state.js';
import { SupportShopsController } from './support-shops.controller.js';
import { SupportCrossOffController } from './support-crossoff.controller.js';

/** The support console's calls (docs/support.md): every controller here is guarded by `SupportGuard`. */
@Module({
  imports: [WishlistModule, LotsModule, CrossOffModule],
  controllers: [
    SupportController,
    SupportRebuildController,
    SupportStateController,
    SupportShopsController,
    SupportCrossOffController,
  ],
  providers: [
    SupportRole,
    SupportGuard,
    SupportAudit,
    SupportPersons,
    SupportAccessReactor,
    SupportEvents,
    SupportNames,
    SupportSubjects,
    SupportFind,
    SupportTimelines,
    SupportParkedEvents,
    SupportRebuilds,
    SupportStates,
  ],
  /** How support sees a stored event, for the personal-data export outside this module. */
  exports: [SupportEvents],
})
export class SupportModule {}
