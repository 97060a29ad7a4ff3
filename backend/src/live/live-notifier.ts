import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { GiftChange, LiveMessage } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { lotingDecider, lotingStream } from '../lots/loting.decider.js';
import { wishlistLinkOf } from '../lots/lot-view.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';
import { LivePublisher } from './live-publisher.js';
import { rooms } from './rooms.js';

const giftChanges: Partial<Record<ProjectionEvent['type'], GiftChange>> = {
  GiftCreated: 'Created',
  GiftUpdated: 'Updated',
  GiftOffersChanged: 'Updated',
  GiftDeleted: 'Deleted',
  GiftCrossedOff: 'CrossedOff',
  CrossOffUndone: 'CrossOffUndone',
};
const revealsCrossOff = (change: GiftChange) => change === 'CrossedOff' || change === 'CrossOffUndone';
/** Events that change the list as a whole: every open page of it reloads. */
const listChanges = new Set<ProjectionEvent['type']>([
  'WishlistTitleChanged', 'WishlistDescriptionChanged', 'WishlistOccasionChanged', 'CategoryRenamed',
  'CategoryDeleted', 'CategoriesReordered', 'GiftsReordered', 'WishlistImageChanged', 'CategoryMovedIn', 'CategoryMovedOut',
]);

type OwnersEvent = Extract<ProjectionEvent, { type: 'ExtraOwnerInvited' | 'ExtraOwnerInviteRevoked' | 'ExtraOwnerInviteAccepted' | 'ExtraOwnerRemoved' }>;
const isOwnersEvent = (event: ProjectionEvent): event is OwnersEvent =>
  event.type === 'ExtraOwnerInvited' || event.type === 'ExtraOwnerInviteRevoked' || event.type === 'ExtraOwnerInviteAccepted' || event.type === 'ExtraOwnerRemoved';

/**
 * Pushes to the live groups after a projection wrote (DESIGN decision 8), each group only what it may see: the owner
 * group hears of cross-offs only while the list shows them.
 */
@Injectable()
export class LiveNotifier implements OnModuleInit {
  private readonly logger = new Logger('LiveNotifier');

  constructor(
    private readonly readModels: ReadModels,
    private readonly queries: WishlistQueries,
    private readonly publisher: LivePublisher,
    private readonly aggregates: AggregateStore,
  ) {}

  onModuleInit() {
    this.readModels.runner.onApplied((projection, events) => {
      this.dispatch(projection, events).catch((error: unknown) => this.logger.error(error));
    });
  }

  private async dispatch(projection: string, events: ProjectionEvent[]) {
    for (const event of events) {
      if (projection === 'wishlists') await this.toListGroups(event);
      if (projection === 'crossed_off') this.toUserGroup(event);
      if (projection === 'friends' && (event.type === 'FriendAdded' || event.type === 'FriendRemoved')) {
        const { userId, friendPrivateGuid } = event.data;
        this.publisher.publish(rooms.user(userId), 'FriendsChanged', { friendPrivateGuid, isFriend: event.type === 'FriendAdded', contextId: event.metadata.contextId ?? null });
      }
      if (projection === 'forum' && 'wishlistId' in event.data) await this.toWholeList(event.data.wishlistId as string, event.metadata.contextId ?? null);
      if (projection === 'lotings') await this.toLotGroups(event);
    }
  }

  /**
   * The organizer view hears that a lot was viewed or (de)coupled; the lot view of whoever drew that participant hears
   * the new link. No message names a giver. A deleted draw's groups are emptied: a join is refused from then on, and
   * the pages learn of the deletion at their next call.
   */
  private async toLotGroups(event: ProjectionEvent) {
    if (event.type !== 'LotViewed' && event.type !== 'LotWishlistSelected' && event.type !== 'LotingDeleted') return;
    const { state } = await this.aggregates.load(lotingStream(event.data.lotingId), lotingDecider);
    const lotingPublicGuid = state.publicGuid;
    const contextId = event.metadata.contextId ?? null;
    if (event.type === 'LotingDeleted') {
      this.publisher.leave(rooms.loting(lotingPublicGuid));
      state.participants.forEach((p) => this.publisher.leave(rooms.drawnLot(p.publicGuid)));
      return;
    }
    const { participantId } = event.data;
    const participantPublicGuid = state.participants.find((p) => p.participantId === participantId)?.publicGuid;
    if (!participantPublicGuid) return;
    if (event.type === 'LotViewed') return this.publisher.publish(rooms.loting(lotingPublicGuid), 'SetLotToViewed', { lotingPublicGuid, participantPublicGuid, contextId });
    const { wishlistId } = event.data;
    this.publisher.publish(rooms.loting(lotingPublicGuid), 'SetLotHasWishlist', { lotingPublicGuid, participantPublicGuid, hasWishlist: wishlistId !== null, contextId });
    const wishlistLink = wishlistLinkOf(wishlistId ? await this.queries.byId(wishlistId) : null);
    this.publisher.publish(rooms.drawnLot(participantPublicGuid), 'SetLotWishlistLink', { participantPublicGuid, wishlistLink, contextId });
  }

  private async toListGroups(event: ProjectionEvent) {
    const contextId = event.metadata.contextId ?? null;
    if (isOwnersEvent(event)) return this.toOwners(event, contextId);
    if (event.type === 'CategoryCreated') {
      this.publisher.publish(rooms.owners(event.data.wishlistId), 'OwnerWishlistChanged', {
        wishlistPrivateGuid: event.data.wishlistId, giftPublicGuid: null, change: 'CategoryCreated', contextId,
      });
      return;
    }
    if (event.type === 'WishlistSettingsChanged') return this.toWholeList(event.data.wishlistId, contextId, true);
    if (listChanges.has(event.type) && 'wishlistId' in event.data) return this.toWholeList(event.data.wishlistId as string, contextId);
    if (event.type === 'GiftMoved') {
      await this.toWholeList(event.data.fromWishlistId, contextId);
      return this.toWholeList(event.data.wishlistId, contextId);
    }
    const change = giftChanges[event.type];
    if (!change || !('giftId' in event.data)) return;
    const { giftId, wishlistId } = event.data as { giftId: string; wishlistId: string };
    const list = await this.queries.byId(wishlistId);
    if (!list) return;
    this.publisher.publish(rooms.wishlist(list.publicGuid), 'GiftChanged', {
      wishlistPublicGuid: list.publicGuid, giftPublicGuid: giftId, change, contextId,
    });
    if (revealsCrossOff(change) && !list.showCrossedOff) return;
    this.publisher.publish(rooms.owners(wishlistId), 'OwnerWishlistChanged', {
      wishlistPrivateGuid: wishlistId, giftPublicGuid: giftId, change, contextId,
    });
  }

  /**
   * After a settings change the visitors' group is emptied once they were told: each page joins again, and the join
   * checks anew whether it may still follow the list (closed lists, a new question).
   */
  private async toWholeList(wishlistId: string, contextId: string | null, accessChanged = false) {
    this.publisher.publish(rooms.owners(wishlistId), 'OwnerWishlistChanged', { wishlistPrivateGuid: wishlistId, giftPublicGuid: null, change: 'ListUpdated', contextId });
    const list = await this.queries.byId(wishlistId);
    if (!list) return;
    const room = rooms.wishlist(list.publicGuid);
    this.publisher.publish(room, 'WishlistChanged', { wishlistPublicGuid: list.publicGuid, contextId, ...(accessChanged ? { accessChanged } : {}) });
    if (accessChanged) this.publisher.leave(room);
  }

  /**
   * Every owner hears of changes to the owners and invites. A removed co-owner's sockets leave the owner group at once
   * (in every process), and their own group is told, so their open owner page reloads to no access.
   */
  private toOwners(event: OwnersEvent, contextId: string | null) {
    const { wishlistId } = event.data;
    const publicUserGuidOf = async (userId: string) => (await this.queries.account(userId))?.publicGuid ?? null;
    const tell = (change: LiveMessage<'OwnersChanged'>['change'], publicUserGuid: string | null) =>
      this.publisher.publish(rooms.owners(wishlistId), 'OwnersChanged', { wishlistPrivateGuid: wishlistId, change, publicUserGuid, contextId });
    switch (event.type) {
      case 'ExtraOwnerInvited': return tell('Invited', null);
      case 'ExtraOwnerInviteRevoked': return tell('InviteRevoked', null);
      case 'ExtraOwnerInviteAccepted': return publicUserGuidOf(event.data.userId).then((guid) => tell('Accepted', guid));
      case 'ExtraOwnerRemoved': {
        const { userId } = event.data;
        this.publisher.leave(rooms.owners(wishlistId), rooms.user(userId));
        this.publisher.publish(rooms.user(userId), 'OwnershipEnded', { wishlistPrivateGuid: wishlistId, contextId });
        return publicUserGuidOf(userId).then((guid) => tell('Removed', guid));
      }
    }
  }

  private toUserGroup(event: ProjectionEvent) {
    // A hidden gift taken off its list leaves the giver's other open crossed-off pages like an undone cross-off.
    if (event.type !== 'GiftCrossedOff' && event.type !== 'CrossOffUndone' && event.type !== 'RemovedCrossOffHidden') return;
    this.publisher.publish(rooms.user(event.data.byUserId), 'CrossedOffChanged', {
      giftPublicGuid: event.data.giftId, isCrossedOff: event.type === 'GiftCrossedOff', contextId: event.metadata.contextId ?? null,
    });
  }
}
