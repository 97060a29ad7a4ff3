import { Module } from '@nestjs/common';
import { LotsEnabledGuard } from './lots-enabled.guard.js';

/** Lot drawing (docs/lots.md): the organizer side (`/api/Loting`) and the lot side (`/api/Lot`). */
@Module({
  controllers: [],
  providers: [LotsEnabledGuard],
})
export class LotsModule {}
