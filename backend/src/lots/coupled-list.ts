import { Injectable } from '@nestjs/common';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';

/**
 * Whether a lot's coupled list still shows to whoever drew its holder, decided on the list's stream: a list that was
 * deleted or made private since it was coupled does not, so the giver may nudge again (docs/lots.md).
 */
@Injectable()
export class CoupledList {
  constructor(private readonly aggregates: AggregateStore) {}

  async visible(wishlistId: string | null): Promise<boolean> {
    if (!wishlistId) return false;
    const { state } = await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider);
    return state.exists && state.accessType !== 'CLOSED';
  }
}
