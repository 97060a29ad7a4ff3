import type { EventOf, GiftEditAnswer, GiftEditRequest, GiftProduct } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { Images } from '../platform/images/images.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { defineUseCase, type Read } from '../platform/use-case/use-case.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { giftForOwner, ListGifts, WishlistQueries } from '../wishlist/index.js';
import { requireOwner, wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { endGiftByList } from './end-gift-by-list.step.js';
import { giftDecider, giftStream } from './gift.decider.js';
import { giftAndItsList, locateGiftAndItsList } from './gift.streams.js';

type GiftFields = EventOf<'GiftCreated'>['data'];
/** The fields both edit forms share. */
type GiftEdit = Pick<GiftEditRequest, 'publicGuid' | 'categoryPrivateGuid' | 'description' | 'enableCrossOff'>;
/** What one form makes of the gift's link, picture and product. */
export type GiftContent = { url: string | null; imageId: string | null; product: GiftProduct | null };
/** Given the gift as it is (null on create), the list's primary owner (whose pictures they are) and the caller. */
export type ContentOf<P> = (
  payload: P,
  current: GiftFields | null,
  people: { ownerId: string; actorId: string },
  read: Read,
) => Promise<{ content: GiftContent; imageFailed: boolean }>;

/** The answer, and whether the picture failed (the route answers that 422 SaveImageFailed, the gift saved). */
export type GiftEdited = GiftEditAnswer & { imageFailed: boolean };

/**
 * One edit form of a gift (`MyGift/EditWithoutProduct`, `MyGift/EditWithProduct`): created (no publicGuid) in the list
 * of its category, or updated. Joining a list and changing category are decided on the list's stream, before the
 * gift's (where they conflict with deleting the category or the list: `ListGifts`); the gift's own content on the
 * gift's stream. The owner is checked on the list's stream before a picture is stored.
 */
export const giftEdit = <P extends GiftEdit>(edit: { name: string; payload: z.ZodType<P>; contentOf: ContentOf<P> }) =>
  defineUseCase({
    name: edit.name,
    payload: edit.payload,
    login: 'required',
    streams: giftAndItsList,
    decides: 'gift',
    async locate({ publicGuid, categoryPrivateGuid }, _actor, read) {
      if (publicGuid) return locateGiftAndItsList(publicGuid, read);
      // The read model only says which list to load; the list's stream decides on the caller and the category.
      const wishlistId = (await read(WishlistQueries).category(categoryPrivateGuid))?.wishlistId;
      if (!wishlistId) throw new Problem('InvalidUpdate');
      return { gift: randomUUID() as string, list: wishlistId };
    },
    check({ gift, list }, { publicGuid }, actor) {
      if (publicGuid && gift.state.status !== 'present') throw new Problem('GiftNotFound');
      requireOwner(list.state, actor.userId, 'GiftNotFound');
    },
    async prepare(payload, actor, read, { located, context }) {
      const aggregates = read(AggregateStore);
      const [{ state: gift }, { state: list }] = await Promise.all([
        aggregates.load(giftStream(located.gift), giftDecider),
        aggregates.load(wishlistStream(located.list), wishlistDecider),
      ]);
      const current = payload.publicGuid ? gift.fields : null;
      const people = { ownerId: list.primaryOwnerId!, actorId: actor.userId };
      const { content, imageFailed } = await edit.contentOf(payload, current, people, read);
      const fields: GiftFields = {
        giftId: located.gift,
        wishlistId: located.list,
        categoryId: payload.categoryPrivateGuid,
        description: payload.description,
        crossOffEnabled: payload.enableCrossOff,
        ...content,
      };
      // A picture stored for a refused edit would never be shown.
      const position = await discardingOnRefusal(read, content.imageId, current?.imageId ?? null, () =>
        current
          ? placeOnList(current, fields, actor.userId, context, read)
          : addToList(fields, actor.userId, context, read),
      );
      if (!current) await refuseIfEndedMeanwhile(fields, context, read);
      return { fields, imageFailed, isCreate: !current, position };
    },
    /** An update's content; a created gift's stream was made by the list's steps already. */
    decide: ({ gift, list }, { fields, isCreate }, actor) =>
      isCreate
        ? []
        : giftDecider.decide(
            { type: 'UpdateGift', actorId: actor.userId, wishlist: list.state, gift: fields },
            gift.state,
          ),
    readYourWrites: 'refuse',
    async answer({ input: { fields, imageFailed, isCreate, position } }, read): Promise<GiftEdited> {
      await read(ReadModels).settle(position);
      const queries = read(WishlistQueries);
      // A gift ended meanwhile (its category deleted at the same time) is not answered as saved.
      const [gift, list] = await Promise.all([queries.gift(fields.giftId), queries.byId(fields.wishlistId)]);
      if (!gift || !list) throw new Problem('GiftNotFound');
      return { editedGift: giftForOwner(gift, list.showCrossedOff), isCreate, imageFailed };
    },
  });

/** Joins the gift to its list and lets its stream follow now (`ListGifts`): the position of the last step. */
async function addToList(gift: GiftFields, actorId: string, context: CommandContext, read: Read) {
  const listGifts = read(ListGifts);
  const { wishlistId } = gift;
  return listGifts.complete(
    await listGifts.decide(wishlistId, { type: 'AddGift', actorId, wishlistId, gift }, context),
  );
}

/** Another category is decided on the list's stream first; the gift's update carries it (the list-gifts reactor follows). */
async function placeOnList(
  current: GiftFields,
  gift: GiftFields,
  actorId: string,
  context: CommandContext,
  read: Read,
) {
  if (gift.categoryId === current.categoryId) return null;
  const { wishlistId, giftId, categoryId } = gift;
  await read(ListGifts).decide(wishlistId, { type: 'PlaceGift', actorId, wishlistId, giftId, categoryId }, context);
  return null;
}

/**
 * The list may have ended the gift (its category deleted) between its decision and the gift's creation: the cascade
 * then found no gift to end. Ending it here, once its stream exists, leaves no gift outside a category; a deletion
 * after this check finds the gift and ends it itself. The owner is not told "created" for a gift that is gone.
 */
async function refuseIfEndedMeanwhile({ giftId, wishlistId }: GiftFields, context: CommandContext, read: Read) {
  const { state } = await read(AggregateStore).load(wishlistStream(wishlistId), wishlistDecider);
  if (state.pastGifts[giftId] !== 'ended') return;
  await read(UseCases).run(endGiftByList, { giftId, wishlistId }, context);
  throw new Problem('InvalidUpdate');
}

async function discardingOnRefusal<T>(
  read: Read,
  imageId: string | null,
  current: string | null,
  decision: () => Promise<T>,
) {
  try {
    return await decision();
  } catch (error) {
    if (imageId && imageId !== current) await read(Images).discard(imageId);
    throw error;
  }
}
