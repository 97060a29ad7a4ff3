import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { SupportAudit } from './support-audit.js';
import { SupportGuard, SupportRole } from './support-role.js';

/** The support console's calls (docs/support.md): every controller here is guarded by `SupportGuard`. */
@Module({
  imports: [WishlistModule],
  controllers: [],
  providers: [SupportRole, SupportGuard, SupportAudit],
})
export class SupportModule {}
