import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import {
  type DocumentStore,
  GIFT_EANS,
  GIFT_PRODUCTS,
  type GiftEanDocument,
  type GiftProductDocument,
  giftsByEanProjection,
  type HandledEvent,
  type ProjectionEvent,
} from '@wl/projections';
import { giftDecider, giftStream, offersKeyOf, type OffersKey } from '../../gift/gift.decider.js';
import type { AppConfig } from '../../platform/config/config.js';
import { AggregateStore } from '../../platform/domain/aggregate-store.js';
import { UseCases } from '../../platform/use-case/use-cases.js';
import { ReadModels } from '../../platform/projections/read-models.js';
import { reactionContext, type Reactor } from '../../platform/reactors/reactor.js';
import { ReactorRunner } from '../../platform/reactors/reactor-runner.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../../platform/tokens.js';
import { PRODUCT_CATALOGUE, type ProductCatalogue } from '../product-catalogue.port.js';
import { attachGiftOffers } from './attach-gift-offers.step.js';
import { EanLookups } from './ean-lookups.js';

type GiftSaved = HandledEvent<'GiftCreated' | 'GiftUpdated'>;

/**
 * Price comparison on the server (docs/products.md): a gift saved with EANs is looked up in the catalogue, and after a
 * feed import the gifts carrying a changed EAN are looked up again; the offers go onto the gift's own stream
 * (`GiftOffersChanged`, decided there, nothing when they are the same). Registered only while
 * `productPriceComparisonEnabled` is on, so a switch turned on later catches up from where the reactor stopped.
 */
@Injectable()
export class GiftOffersReactor implements Reactor, OnModuleInit {
  readonly name = 'gift-offers';
  readonly handles = new Set<EventType>(['GiftCreated', 'GiftUpdated', 'CatalogueProductsChanged']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly aggregates: AggregateStore,
    private readonly useCases: UseCases,
    private readonly readModels: ReadModels,
    @Inject(PRODUCT_CATALOGUE) private readonly catalogue: ProductCatalogue,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    if (this.config.site.productPriceComparisonEnabled) this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    switch (event.type) {
      case 'GiftCreated':
      case 'GiftUpdated':
        return this.giftSaved(event);
      case 'CatalogueProductsChanged':
        return this.catalogueChanged(event, event.data.eans, event.data.productIds);
    }
  }

  private async giftSaved(event: GiftSaved): Promise<void> {
    const key = offersKeyOf(event.data);
    if (key.eans.length > 0 || key.productId)
      await this.attach(event, event.data.giftId, key, new EanLookups(this.catalogue));
  }

  /**
   * The groups of the changed EANs are looked up first: a gift may carry another EAN of a changed group. The index is
   * read once it holds every gift saved before the import's event; a gift saved after it is looked up on its own.
   * Gifts of a changed product without EAN are found under its product id and looked up by it.
   */
  private async catalogueChanged(
    event: ProjectionEvent,
    changedEans: string[],
    changedProductIds: string[],
  ): Promise<void> {
    if (!(await this.readModels.runner.caughtUp(event.position, 5000, [...giftsByEanProjection.handles]))) {
      throw new Error('gifts_by_ean is behind the catalogue change; tried again');
    }
    const lookups = new EanLookups(this.catalogue);
    const groups = await lookups.lookUp(changedEans);
    const affected = new Set([...changedEans, ...groups.flatMap((group) => group.eans)]);
    const giftIds = new Set<string>();
    for (const ean of affected)
      for (const entry of await this.store.find<GiftEanDocument>(GIFT_EANS, { ean }, 10_000)) giftIds.add(entry.giftId);
    for (const productId of changedProductIds) {
      for (const entry of await this.store.find<GiftProductDocument>(GIFT_PRODUCTS, { productId }, 10_000))
        giftIds.add(entry.giftId);
    }
    for (const giftId of giftIds) {
      const { state } = await this.aggregates.load(giftStream(giftId), giftDecider);
      const key = offersKeyOf(state.fields);
      if (state.status === 'present' && (key.eans.length > 0 || key.productId))
        await this.attach(event, giftId, key, lookups);
    }
  }

  private async attach(event: ProjectionEvent, giftId: string, key: OffersKey, lookups: EanLookups): Promise<void> {
    const groupedProduct =
      key.eans.length > 0 ? await lookups.offersFor(key.eans) : await lookups.offersForProduct(key.productId!);
    await this.useCases.run(
      attachGiftOffers,
      { giftId, key, groupedProduct },
      reactionContext(event, `offers:${giftId}`),
    );
  }
}
