import { GiftReorderRequest } from '@wl/contracts';
import { Problem } from '../../platform/domain/problem.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { WishlistQueries } from '../../wishlist/index.js';
import { listStream } from '../../wishlist/list.streams.js';
import { wishlistDecider } from '../../wishlist/wishlist.decider.js';

/**
 * `POST /api/MyGift/Reorder`: the order of the gifts in one category, decided on its list's stream (the owners, the
 * category on that list). The read model only says which list the category is on.
 */
export const reorderGifts = defineUseCase({
  name: 'ReorderGifts',
  payload: GiftReorderRequest,
  login: 'required',
  streams: { list: listStream },
  decides: 'list',
  async locate({ categoryPrivateGuid }, _actor, read) {
    const category = await read(WishlistQueries).category(categoryPrivateGuid);
    if (!category) throw new Problem('CategoryNotFound');
    return { list: category.wishlistId };
  },
  decide: ({ list }, { categoryPrivateGuid, order }, actor) =>
    wishlistDecider.decide(
      {
        type: 'ReorderGifts',
        actorId: actor.userId,
        wishlistId: list.id,
        categoryId: categoryPrivateGuid,
        giftIds: [...order],
      },
      list.state,
    ),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
