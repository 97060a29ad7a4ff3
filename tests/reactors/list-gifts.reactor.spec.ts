import { randomUUID } from 'node:crypto';
import { giftStream } from '../../backend/src/gift/gift.decider.js';
import { ListGiftsReactor } from '../../backend/src/wishlist/list-gifts.reactor.js';
import { wishlistStream } from '../../backend/src/wishlist/wishlist.decider.js';
import { ownerWithGift, register } from '../support/api-client.js';
import { reactorSpec } from '../support/reactor-spec.js';

describe('the list-gifts reactor', () => {
  const spec = reactorSpec(ListGiftsReactor);

  /** A new owner's list and its first category, made through the API. */
  async function list() {
    const owner = await register(spec.app.url);
    const view = await owner.client.get<{ categories: { privateGuid: string }[] }>(
      `/api/MyList/Get/${owner.wishlistId}`,
    );
    return { wishlistId: owner.wishlistId, categoryId: view.body.categories[0]!.privateGuid };
  }

  const fields = (wishlistId: string, categoryId: string, giftId: string) => ({
    giftId,
    wishlistId,
    categoryId,
    description: 'Een vlieger',
    url: null,
    crossOffEnabled: true,
    imageId: null,
    product: null,
  });

  it('given a list that added a gift whose own stream was never written (a crash), then the gift stream is created from the list event', async () => {
    const { wishlistId, categoryId } = await list();
    const giftId = randomUUID();
    await spec.given(wishlistStream(wishlistId), {
      type: 'GiftAdded',
      data: { wishlistId, categoryId, giftId, gift: fields(wishlistId, categoryId, giftId) },
    });
    expect(await spec.reacts()).toEqual({
      events: [{ streamId: giftStream(giftId), type: 'GiftCreated', data: fields(wishlistId, categoryId, giftId) }],
      mails: [],
    });
    // The GiftCreated it appended comes back to it: the list knows the gift, so nothing more.
    expect(await spec.reacts()).toEqual({ events: [], mails: [] });
  });

  it('given a list that ended a gift, then the gift stream ends; the steps its request already ran append nothing again', async () => {
    const { owner, giftId } = await ownerWithGift(spec.app.url);
    await spec.given(wishlistStream(owner.wishlistId), {
      type: 'GiftEnded',
      data: { wishlistId: owner.wishlistId, giftId },
    });
    expect(await spec.reacts()).toEqual({
      events: [{ streamId: giftStream(giftId), type: 'GiftDeleted', data: { giftId, wishlistId: owner.wishlistId } }],
      mails: [],
    });
  });

  it('given a gift from before lists knew their gifts, then its list adopts it where it is', async () => {
    const { wishlistId, categoryId } = await list();
    const giftId = randomUUID();
    await spec.given(giftStream(giftId), { type: 'GiftCreated', data: fields(wishlistId, categoryId, giftId) });
    expect(await spec.reacts()).toEqual({
      events: [
        {
          streamId: wishlistStream(wishlistId),
          type: 'GiftPlaced',
          data: { wishlistId, categoryId, giftId, fromWishlistId: wishlistId },
        },
      ],
      mails: [],
    });
  });

  it('given a gift from before lists knew their gifts that was deleted since, then nothing', async () => {
    const { wishlistId, categoryId } = await list();
    const giftId = randomUUID();
    await spec.given(
      giftStream(giftId),
      { type: 'GiftCreated', data: fields(wishlistId, categoryId, giftId) },
      { type: 'GiftDeleted', data: { giftId, wishlistId } },
    );
    expect(await spec.reacts()).toEqual({ events: [], mails: [] });
  });
});
