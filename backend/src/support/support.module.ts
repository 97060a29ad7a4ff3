import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { SupportAudit } from './support-audit.js';
import { SupportGuard, SupportRole } from './support-role.js';
import { SupportStateController } from './support-state.controller.js';
import { SupportStates } from './support-state.js';

/** The support console's calls (docs/support.md): every controller here is guarded by `SupportGuard`. */
@Module({
  imports: [WishlistModule, LotsModule],
  controllers: [SupportStateController],
  providers: [SupportRole, SupportGuard, SupportAudit, SupportStates],
})
export class SupportModule {}
