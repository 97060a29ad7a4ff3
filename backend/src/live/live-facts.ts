import { Inject, Injectable } from '@nestjs/common';
import { type AccessType, openStoredEvent } from '@wl/contracts';
import { type DocumentStore, FRIENDS, type FriendDocument } from '@wl/projections';
import { wishlistLinkOf } from '../lots/index.js';
import { lotingDecider, lotingStream } from '../lots/loting.decider.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../platform/tokens.js';
import { wishlistStream } from '../wishlist/wishlist.decider.js';
import { WishlistQueries } from '../wishlist/index.js';

/**
 * What the live routes need of a list: its visitors' group is named by the public guid; `shownToFriends`: the friends
 * overview shows it (it hides closed lists).
 */
export interface ListFacts {
  publicGuid: string;
  showCrossedOff: boolean;
  shownToFriends: boolean;
}

/** A draw's public guid and its participants' public guids, from its stream. */
export interface LotingFacts {
  publicGuid: string;
  participants: { participantId: string; publicGuid: string }[];
}

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
    return (
      list && {
        publicGuid: list.publicGuid,
        showCrossedOff: list.showCrossedOff,
        shownToFriends: list.accessType !== 'CLOSED',
      }
    );
  }

  /** A deleted list as its stream had it before the deletion (its read model is gone). */
  async deletedList(wishlistId: string): Promise<ListFacts | null> {
    let publicGuid: string | null = null;
    let accessType: AccessType = 'UNKNOWN';
    let showCrossedOff = false;
    for (const stored of await this.events.readStream(wishlistStream(wishlistId))) {
      if (stored.type !== 'WishlistCreated' && stored.type !== 'WishlistSettingsChanged') continue;
      const event = openStoredEvent(stored);
      if (event.type === 'WishlistCreated') publicGuid = event.data.publicGuid;
      if (event.type === 'WishlistCreated' || event.type === 'WishlistSettingsChanged')
        ({ accessType, showCrossedOff } = event.data);
    }
    return publicGuid === null ? null : { publicGuid, showCrossedOff, shownToFriends: accessType !== 'CLOSED' };
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
    return {
      publicGuid: state.publicGuid,
      participants: state.participants.map(({ participantId, publicGuid }) => ({ participantId, publicGuid })),
    };
  }

  /** The link a lot view shows to the participant's coupled list. */
  async wishlistLink(wishlistId: string | null): Promise<string | null> {
    return wishlistLinkOf(wishlistId ? await this.queries.byId(wishlistId) : null);
  }
}
