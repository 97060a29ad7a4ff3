import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { defineStep } from '../platform/use-case/define-step.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { listStream } from './list.streams.js';
import { wishlistDecider } from './wishlist.decider.js';

// TODO(lead): delete once gift/ is converted (MyGift/Reorder is its last caller; every list change of the wishlist
// context is a use case of its own folder).
const reorderGifts = defineStep({
  name: 'ReorderGifts',
  payload: z.object({
    actorId: z.string(),
    wishlistId: z.string(),
    categoryId: z.string(),
    giftIds: z.array(z.string()),
  }),
  stream: listStream,
  locate: ({ wishlistId }) => wishlistId,
  decide: (state, command) => wishlistDecider.decide({ type: 'ReorderGifts', ...command }, state),
});

/** What `MyGift/Reorder` still sends: a new order of a category's gifts, decided on the list's stream. */
export type WishlistChange = { kind: 'reorderGifts'; categoryId: string; giftIds: string[] };

@Injectable()
export class ChangeWishlistHandler {
  constructor(private readonly useCases: UseCases) {}

  execute(wishlistId: string, actorId: string, { categoryId, giftIds }: WishlistChange, context: CommandContext) {
    return this.useCases.run(reorderGifts, { actorId, wishlistId, categoryId, giftIds }, context);
  }
}
