import { Inject, Injectable } from '@nestjs/common';
import type {
  LotingView,
  SupportGiftState,
  SupportLotingState,
  SupportState,
  SupportStateQuery,
  SupportWishlistState,
} from '@wl/contracts';
import {
  accountsProjection,
  CROSSED_OFF,
  crossedOffProjection,
  type CrossedOffDocument,
  type DocumentStore,
  forumProjection,
  wishlistsProjection,
} from '@wl/projections';
import type { AppConfig } from '../platform/config/config.js';
import { Clock } from '../platform/domain/clock.js';
import { Problem } from '../platform/domain/problem.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { eventOpener } from '../platform/projections/event-opener.js';
import { APP_CONFIG, EVENT_STORE } from '../platform/tokens.js';
import { OwnerPresence } from '../presence/index.js';
import { giftStream } from '../gift/gift.decider.js';
import { LotingOrganizer, LotingRecords } from '../lots/index.js';
import { lotingStream } from '../lots/loting.decider.js';
import { CoOwnerQueries, CoOwners, ForumQueries, WishlistQueries, WishlistViews } from '../wishlist/index.js';
import { wishlistStream } from '../wishlist/wishlist.decider.js';
import { listHistory } from './state-at/list-history.js';
import { replayUpTo } from './state-at/replay-up-to.js';
import { sealCapabilities } from './support-fields.js';

/** The read models a list's two views read: the list with its gifts and co-owners, the owners' accounts, the forum. */
const LIST_VIEW_MODELS = [wishlistsProjection, accountsProjection, forumProjection];

/** A clock stopped at the moment asked about: open co-owner invites are those that had not expired then. */
class ClockAt extends Clock {
  constructor(private readonly at: string) {
    super();
  }

  now(): Date {
    return new Date(this.at);
  }
}

/**
 * State at a moment (docs/support.md): rebuilt from the log up to `at` with the product's own projections and view
 * code, never a second implementation. A draw's state is its organizer view: never a pair.
 */
@Injectable()
export class SupportStates {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly personalData: PersonalData,
    private readonly coOwners: CoOwners,
    private readonly lotingRecords: LotingRecords,
    private readonly organizer: LotingOrganizer,
  ) {}

  async at({ kind, id, at: asked }: SupportStateQuery): Promise<SupportState> {
    const at = new Date(asked).toISOString();
    const { state, position } =
      kind === 'wishlist'
        ? await this.wishlistAt(id, at)
        : kind === 'gift'
          ? await this.giftAt(id, at)
          : await this.lotingAt(id, at);
    // Guids that act as keys (an invite's guid and link, a draw's manage guid and organizer lot, a cross-off's guid) are "sealed".
    return { kind, id, at, position, state: sealCapabilities(state) };
  }

  /** The primary owner's view and an anonymous visitor's (no friend guid, no cross-off of their own); null before the list existed or after it was deleted. */
  private async wishlistAt(wishlistId: string, at: string) {
    const history = await listHistory(this.events, wishlistId);
    if (!history.some((event) => event.streamId === wishlistStream(wishlistId))) throw new Problem('SubjectNotFound');
    const { store, position } = await replayUpTo(history, at, LIST_VIEW_MODELS, eventOpener(this.personalData));
    try {
      const views = this.viewsOver(store, at);
      const list = await new WishlistQueries(store, this.config).byId(wishlistId);
      const state: SupportWishlistState = list
        ? {
            ownerView: await views.forOwner(list, list.primaryOwnerId),
            visitorView: await views.forVisitor(list, null),
          }
        : { ownerView: null, visitorView: null };
      return { state, position };
    } finally {
      await store.close();
    }
  }

  /** The API's view code over the rebuilt store; nobody is shown online (presence is not in the log). */
  private viewsOver(store: DocumentStore, at: string): WishlistViews {
    const queries = new WishlistQueries(store, this.config);
    const coOwnerQueries = new CoOwnerQueries(
      queries,
      this.coOwners,
      new OwnerPresence(store, this.config),
      new ClockAt(at),
      store,
    );
    return new WishlistViews(queries, new ForumQueries(store), coOwnerQueries);
  }

  /** Whether the gift was crossed off then, since when, under which cross-off id, and by which user (an id only). */
  private async giftAt(giftId: string, at: string) {
    const stream = await this.requireStream(giftStream(giftId));
    const { store, position } = await replayUpTo(stream, at, [crossedOffProjection], eventOpener(this.personalData));
    try {
      const mark = await store.get<CrossedOffDocument>(CROSSED_OFF, giftId);
      // A gift deleted while crossed off keeps its mark for the giver (`removed`); it is no longer crossed off.
      const crossOff =
        mark && !mark.removed
          ? { crossOffId: mark.crossOffId, byUserId: mark.userId, at: mark.at, wishlistId: mark.wishlistId }
          : null;
      const state: SupportGiftState = { isCrossedOff: crossOff !== null, crossOff };
      return { state, position };
    } finally {
      await store.close();
    }
  }

  /**
   * The organizer view as `GET /api/Loting/{manageGuid}` built it from the draw's stream up to then (its keys sealed by `at`);
   * null before the draw or once deleted. The pairs are never opened.
   */
  private async lotingAt(lotingId: string, at: string) {
    await this.requireStream(lotingStream(lotingId));
    const record = await this.lotingRecords.read(lotingId, at);
    let organizerView: LotingView | null = null;
    if (record.state.status === 'drawn' && record.personal)
      organizerView = await this.organizer.view(record, record.personal.manageGuid);
    const state: SupportLotingState = { status: record.state.status, organizerView };
    return { state, position: record.position };
  }

  private async requireStream(streamId: string) {
    const events = await this.events.readStream(streamId);
    if (events.length === 0) throw new Problem('SubjectNotFound');
    return events;
  }
}
