import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { SupportAudit } from './support-audit.js';
import { SupportGuard, SupportRole } from './support-role.js';
import { SupportRebuildController } from './support-rebuild.controller.js';
import { SupportRebuilds } from './support-rebuild.service.js';

/** The support console's calls (docs/support.md): every controller here is guarded by `SupportGuard`. */
@Module({
  imports: [WishlistModule],
  controllers: [
    SupportRebuildController,
  ],
  providers: [SupportRole, SupportGuard, SupportAudit,
    SupportRebuilds,
  ],
})
export class SupportModule {}
