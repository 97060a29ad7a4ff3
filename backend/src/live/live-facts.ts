import { Inject, Injectable } from '@nestjs/common';
import { openStoredEvent } from '@wl/contracts';
import { type DocumentStore, FRIENDS, type FriendDocument } from '@wl/projections';
import { wishlistLinkOf } from '../lots/lot-view.js';
import { lotingDecider, lotingStream } from '../lots/loting.decider.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../platform/tokens.js';
import { wishlistStream } from '../wishlist/wishlist.decider.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';

/** What a live group learns of a list: its visitors' group is named by the public guid. */
export interface ListFacts { publicGuid: string; showCrossedOff: boolean }

/** A draw's public guid and its participants' public guids, from its stream. */
export interface LotingFacts { publicGuid: string; participants: { participantId: string; publicGuid: string }[] }

/**
 * What the live routes need beyond the event, read after the projection wrote (so as the page will load it). A deleted
 * list's public guid comes from its stream: its read model is gone by then.
 */
@Injectable()
export class LiveFacts {
  constructor(
    private readonly queries: WishlistQueries,
    private readonly aggregates: AggregateStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async list(wishlistId: string): Promise<ListFacts | null> {
    const list = await this.queries.byId(wishlistId);
    return list && { publicGuid: list.publicGuid, showCrossedOff: list.showCrossedOff };
  }

  /** The public guid the list was created with (its stream's first event), also after it was deleted. */
  async createdPublicGuid(wishlistId: string): Promise<string | null> {
    const [first] = await this.events.readStream(wishlistStream(wishlistId));
    const created = first && openStoredEvent(first);
    return created?.type === 'WishlistCreated' ? created.data.publicGuid : null;
  }

  /** The users who follow the list as a friend. */
  async friendsOf(wishlistId: string): Promise<string[]> {
    const friends = await this.store.find<FriendDocument>(FRIENDS, { wishlistId }, 10_000);
    return [...new Set(friends.map((friend) => friend.userId))];
  }

  async publicUserGuid(userId: string): Promise<string | null> {
    return (await this.queries.account(userId))?.publicGuid ?? null;
  }

  async loting(lotingId: string): Promise<LotingFacts> {
    const { state } = await this.aggregates.load(lotingStream(lotingId), lotingDecider);
    return { publicGuid: state.publicGuid, participants: state.participants.map(({ participantId, publicGuid }) => ({ participantId, publicGuid })) };
  }

  /** The link a lot view shows to the participant's coupled list. */
  async wishlistLink(wishlistId: string | null): Promise<string | null> {
    return wishlistLinkOf(wishlistId ? await this.queries.byId(wishlistId) : null);
  }
}
