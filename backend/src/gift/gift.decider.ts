import type { CrossOffUndoneBy, EventOf, GroupedProduct } from '@wl/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { Decider } from '../platform/domain/decider.js';
import { Problem } from '../platform/domain/problem.js';
import { isOwner, type WishlistState } from '../wishlist/wishlist.decider.js';

export type GiftEvent =
  | EventOf<'GiftCreated'>
  | EventOf<'GiftUpdated'>
  | EventOf<'GiftMoved'>
  | EventOf<'GiftDeleted'>
  | EventOf<'GiftCrossedOff'>
  | EventOf<'CrossOffUndone'>
  | EventOf<'GiftOffersChanged'>
  | EventOf<'RemovedCrossOffHidden'>;

type GiftFields = EventOf<'GiftCreated'>['data'];

/**
 * Commands carry the list's state: the handler loads it, the decision stays pure. Which list and category a gift is in,
 * and whether it ends, is decided on the list's stream first; the `Follow…` and `EndByList` commands bring the gift's
 * stream after it and are idempotent (docs/architecture.md).
 */
export type GiftCommand =
  | { type: 'FollowAdded'; gift: GiftFields }
  | { type: 'FollowPlacement'; wishlistId: string; categoryId: string; fromWishlistId: string }
  | { type: 'EndByList'; wishlistId: string }
  | { type: 'UpdateGift'; actorId: string; wishlist: WishlistState; gift: GiftFields }
  | { type: 'CrossOff'; userId: string; crossOffId: string; wishlist: WishlistState; mayView: boolean }
  | { type: 'UndoCrossOff'; crossOffId: string; userId: string | null; wishlist: WishlistState }
  /** Support undoes the cross-off `byUserId` made (the console never holds the guid); refused if the gift's cross-off is now another's. */
  | { type: 'UndoCrossOffForSupport'; byUserId: string; wishlist: WishlistState }
  /** Price comparison: the offers found for these EANs (the gift's when the lookup began). */
  | { type: 'AttachOffers'; key: OffersKey; groupedProduct: GroupedProduct | null }
  /** The giver takes the gift, deleted while she had it crossed off, off her crossed-off page. */
  | { type: 'HideRemovedCrossOff'; crossOffId: string; userId: string };

export interface GiftState {
  status: 'absent' | 'present' | 'deleted';
  fields: GiftFields | null;
  crossOff: { crossOffId: string; byUserId: string } | null;
  /** Every cross-off this gift ever had, to tell an undone one from a made-up guid. */
  pastCrossOffIds: string[];
  /** The offers price comparison last attached; null again when what they are looked up by changes. */
  groupedProduct: GroupedProduct | null;
  /** The giver hid the deleted gift's cross-off from her crossed-off page. */
  removedCrossOffHidden: boolean;
}

/** What a gift's offers are looked up by (spec 01 §4): its product's EANs, or its product id when it has none. */
export type OffersKey = { eans: string[]; productId: string | null };

export function offersKeyOf(fields: GiftFields | null): OffersKey {
  const eans = fields?.product?.eans ?? [];
  return { eans, productId: eans.length > 0 ? null : (fields?.product?.productId ?? null) };
}

export const giftStream = (giftId: string) => `gift-${giftId}`;

function requireOwnerOf(command: { actorId: string; wishlist: WishlistState }, categoryId: string) {
  if (!isOwner(command.wishlist, command.actorId)) throw new Problem('GiftNotFound');
  if (!command.wishlist.categoryIds.includes(categoryId)) throw new Problem('InvalidUpdate');
}

export const giftDecider: Decider<GiftState, GiftCommand, GiftEvent> = {
  initialState: {
    status: 'absent',
    fields: null,
    crossOff: null,
    pastCrossOffIds: [],
    groupedProduct: null,
    removedCrossOffHidden: false,
  },
  decide(command, state) {
    switch (command.type) {
      case 'FollowAdded':
        // Created once: a gift ended before this step ran (or ran again) is not created again.
        return state.status === 'absent' ? [{ type: 'GiftCreated', data: command.gift }] : [];
      case 'FollowPlacement': {
        if (state.status !== 'present') return [];
        const { giftId, wishlistId, categoryId } = state.fields!;
        if (wishlistId === command.wishlistId && categoryId === command.categoryId) return [];
        // A placement from a list the gift is no longer on is stale (left behind by code before lists knew their gifts).
        if (wishlistId !== command.fromWishlistId) return [];
        return [
          {
            type: 'GiftMoved',
            data: {
              giftId,
              fromWishlistId: wishlistId,
              wishlistId: command.wishlistId,
              categoryId: command.categoryId,
            },
          },
        ];
      }
      case 'EndByList':
        if (state.status !== 'present' || state.fields!.wishlistId !== command.wishlistId) return [];
        return [{ type: 'GiftDeleted', data: { giftId: state.fields!.giftId, wishlistId: command.wishlistId } }];
      case 'UpdateGift':
        if (state.status !== 'present') throw new Problem('GiftNotFound');
        if (state.fields!.wishlistId !== command.gift.wishlistId) throw new Problem('InvalidUpdate');
        requireOwnerOf(command, command.gift.categoryId);
        return [{ type: 'GiftUpdated', data: command.gift }];
      case 'CrossOff':
        return decideCrossOff(command, state);
      case 'UndoCrossOff':
        return decideUndo(command, state);
      case 'UndoCrossOffForSupport':
        return decideSupportUndo(command, state);
      case 'HideRemovedCrossOff':
        return decideHide(command, state);
      case 'AttachOffers': {
        // Offers found for EANs (or a product) the gift no longer has are stale: the reaction to its change brings the right ones.
        if (state.status !== 'present' || !isDeepStrictEqual(offersKeyOf(state.fields), command.key)) return [];
        if (isDeepStrictEqual(state.groupedProduct, command.groupedProduct)) return [];
        const { giftId, wishlistId } = state.fields!;
        return [{ type: 'GiftOffersChanged', data: { giftId, wishlistId, groupedProduct: command.groupedProduct } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'GiftCreated':
      case 'GiftUpdated': {
        const sameKey = isDeepStrictEqual(offersKeyOf(state.fields), offersKeyOf(event.data));
        return {
          ...state,
          status: 'present',
          fields: event.data,
          groupedProduct: sameKey ? state.groupedProduct : null,
        };
      }
      case 'GiftOffersChanged':
        return { ...state, groupedProduct: event.data.groupedProduct };
      case 'GiftMoved':
        return {
          ...state,
          fields: { ...state.fields!, wishlistId: event.data.wishlistId, categoryId: event.data.categoryId },
        };
      case 'GiftDeleted':
        return { ...state, status: 'deleted' };
      case 'GiftCrossedOff':
        return {
          ...state,
          crossOff: { crossOffId: event.data.crossOffId, byUserId: event.data.byUserId },
          pastCrossOffIds: [...state.pastCrossOffIds, event.data.crossOffId],
        };
      case 'CrossOffUndone':
        return { ...state, crossOff: null };
      case 'RemovedCrossOffHidden':
        return { ...state, removedCrossOffHidden: true };
    }
  },
};

/** Whoever may not see the list learns nothing of its gifts: not whether one was deleted, nor its cross-off setting. */
function decideCrossOff(command: Extract<GiftCommand, { type: 'CrossOff' }>, state: GiftState): GiftEvent[] {
  if (state.status === 'absent') throw new Problem('GiftDeleted');
  if (isOwner(command.wishlist, command.userId)) throw new Problem('OwnWishlist');
  if (!command.mayView) throw new Problem('NoAccess');
  if (state.status === 'deleted') throw new Problem('GiftDeleted');
  if (!state.fields!.crossOffEnabled) throw new Problem('GiftUncrossable');
  if (state.crossOff) throw new Problem('CrossedOffByOtherUser');
  const { giftId, wishlistId } = state.fields!;
  return [
    { type: 'GiftCrossedOff', data: { giftId, wishlistId, crossOffId: command.crossOffId, byUserId: command.userId } },
  ];
}

/**
 * Only a guid once issued for this gift learns anything of it: any other guid gets GiftNotFound whatever the gift's
 * state, so nobody (the owner included) can probe whether a gift is crossed off.
 */
function decideUndo(command: Extract<GiftCommand, { type: 'UndoCrossOff' }>, state: GiftState): GiftEvent[] {
  if (!state.pastCrossOffIds.includes(command.crossOffId)) throw new Problem('GiftNotFound');
  // A deleted list's gifts are gone with it, also before the list-gifts reactor has ended their streams.
  if (state.status === 'deleted' || !command.wishlist.exists) throw new Problem('GiftDeleted');
  if (!state.crossOff) throw new Problem('CrossOffAlreadyUndone');
  if (state.crossOff.crossOffId !== command.crossOffId) throw new Problem('CrossedOffBySomeoneElse');
  // Anyone but the giver's own session undid it as the holder of the guid (docs/permissions.md): the giver is told.
  return undone(state, command.userId === state.crossOff.byUserId ? 'giver' : 'capability');
}

function decideSupportUndo(
  command: Extract<GiftCommand, { type: 'UndoCrossOffForSupport' }>,
  state: GiftState,
): GiftEvent[] {
  if (state.status === 'absent') throw new Problem('GiftNotFound');
  if (state.status === 'deleted' || !command.wishlist.exists) throw new Problem('GiftDeleted');
  if (!state.crossOff) throw new Problem('CrossOffAlreadyUndone');
  if (state.crossOff.byUserId !== command.byUserId) throw new Problem('CrossedOffBySomeoneElse');
  return undone(state, 'support');
}

/**
 * Only the giver, in her own session, with the cross-off the gift had when it was deleted: anything else is GiftNotFound,
 * so nobody learns a gift's state by it. A repeat changes nothing.
 */
function decideHide(command: Extract<GiftCommand, { type: 'HideRemovedCrossOff' }>, state: GiftState): GiftEvent[] {
  const { crossOff } = state;
  if (state.status !== 'deleted' || crossOff?.crossOffId !== command.crossOffId || crossOff.byUserId !== command.userId)
    throw new Problem('GiftNotFound');
  if (state.removedCrossOffHidden) return [];
  const { giftId, wishlistId } = state.fields!;
  return [
    {
      type: 'RemovedCrossOffHidden',
      data: { giftId, wishlistId, crossOffId: crossOff.crossOffId, byUserId: crossOff.byUserId },
    },
  ];
}

function undone(state: GiftState, undoneBy: CrossOffUndoneBy): GiftEvent[] {
  const { giftId, wishlistId } = state.fields!;
  const { crossOffId, byUserId } = state.crossOff!;
  return [{ type: 'CrossOffUndone', data: { giftId, wishlistId, crossOffId, byUserId, undoneBy } }];
}
