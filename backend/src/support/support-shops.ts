import { Injectable } from '@nestjs/common';
import type { ShopsAnswer } from '@wl/contracts';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { Images, InvalidImage } from '../platform/images/images.js';
import {
  SHOP_CATALOGUE_STREAM,
  shopCatalogueDecider,
  type ShopCatalogueCommand,
} from '../shops/shop-catalogue.decider.js';
import { SupportAudit } from './support-audit.js';

/** A support edit of the directory: every catalogue command but the seed. */
export type ShopEdit = Exclude<ShopCatalogueCommand, { type: 'Seed' }>;

/** What the audit records of an edit: the entry's id, and its new name and address where it has them. */
const detailOf = (edit: ShopEdit) =>
  [
    'shopId' in edit ? edit.shopId : edit.categoryId,
    'name' in edit ? edit.name : null,
    'url' in edit ? edit.url : null,
    'imageId' in edit ? edit.imageId : null,
  ]
    .filter(Boolean)
    .join(' ');

/**
 * Support's edits of the shop directory (docs/content.md, "Shops"), decided on the `shop-catalogue` stream with its
 * expected revision. Like the other support actions, each is recorded in `support-operations` before it is done; a
 * refusal the catalogue's current state already gives (unknown id, a name taken) is answered before that and not
 * recorded. The answer is the directory the edit left, so the console shows it without waiting for the read model.
 */
@Injectable()
export class SupportShops {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly audit: SupportAudit,
    private readonly images: Images,
  ) {}

  /** The catalogue as the stream holds it, whatever the `shops` switch says. */
  async directory(): Promise<ShopsAnswer> {
    return (await this.aggregates.load(SHOP_CATALOGUE_STREAM, shopCatalogueDecider)).state.directory;
  }

  async edit(supportUserId: string, edit: ShopEdit, context: CommandContext): Promise<ShopsAnswer> {
    await this.refusalOf(edit);
    await this.audit.record(supportUserId, edit.type, null, detailOf(edit), [], context);
    return (await this.aggregates.execute(SHOP_CATALOGUE_STREAM, shopCatalogueDecider, edit, context)).state.directory;
  }

  /**
   * A new logo: refused for an unknown shop before the picture is read, then stored through the checks of every
   * upload (422 `InvalidImage`). A picture the edit did not take (the shop was removed meanwhile) is deleted again.
   */
  async setLogo(supportUserId: string, shopId: string, png: unknown, context: CommandContext): Promise<ShopsAnswer> {
    await this.refusalOf({ type: 'SetShopLogo', shopId, imageId: null });
    if (!Buffer.isBuffer(png)) throw new Problem('InvalidImage');
    const imageId = await this.images.save(SHOP_CATALOGUE_STREAM, png, 'upload').catch((error: unknown) => {
      throw error instanceof InvalidImage ? new Problem('InvalidImage') : error;
    });
    return this.edit(supportUserId, { type: 'SetShopLogo', shopId, imageId }, context).catch(async (error: unknown) => {
      await this.images.discard(imageId);
      throw error;
    });
  }

  /** The refusal the catalogue's current state already gives, answered before anything is recorded. */
  private async refusalOf(edit: ShopEdit): Promise<void> {
    const { state } = await this.aggregates.load(SHOP_CATALOGUE_STREAM, shopCatalogueDecider);
    shopCatalogueDecider.decide(edit, state);
  }
}
