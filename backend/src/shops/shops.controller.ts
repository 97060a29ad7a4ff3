import { Controller, Get, Inject, Injectable, NotFoundException, UseGuards, type CanActivate } from '@nestjs/common';
import type { ShopsAnswer } from '@wl/contracts';
import { type DocumentStore, SHOP_DIRECTORY, SHOP_DIRECTORY_ID, type ShopDirectoryDocument } from '@wl/projections';
import type { AppConfig } from '../platform/config/config.js';
import { refusal } from '../platform/http/refusal.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';
import { PublicAnswer } from '../platform/http/cache-policy.js';

/** With the `shops` switch off (SITE_SHOPS=false) the directory is not found, like its page (spec 02 §2.10). */
@Injectable()
export class ShopsEnabledGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.site.shops)
      throw new NotFoundException(refusal('NotFound', 'The shop directory is switched off on this site.'));
    return true;
  }
}

@Controller('api/Shop')
@UseGuards(ShopsEnabledGuard)
export class ShopsController {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  /** Public, one read of a small document. */
  /** The spec's path is `/api/Shop/`: the app ignores a trailing slash (create-app.ts). */
  @Get()
  @PublicAnswer()
  async directory(): Promise<ShopsAnswer> {
    const directory = await this.store.get<ShopDirectoryDocument>(SHOP_DIRECTORY, SHOP_DIRECTORY_ID);
    return { categories: directory?.categories ?? [], shops: directory?.shops ?? [] };
  }
}
