import { type CanActivate, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '../platform/config/config.js';
import { refusal } from '../platform/http/refusal.js';
import { APP_CONFIG } from '../platform/tokens.js';

/** With `drawLotsEnabled` off (SITE_DRAW_LOTS_ENABLED=false) every lot call is not found (spec 02 §6). */
@Injectable()
export class LotsEnabledGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.site.drawLotsEnabled)
      throw new NotFoundException(refusal('NotFound', 'Lot drawing is switched off on this site.'));
    return true;
  }
}
