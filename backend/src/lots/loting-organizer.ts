import { Inject, Injectable } from '@nestjs/common';
import type { LotingOverview, LotingOverviewItem, LotingView } from '@wl/contracts';
import {
  type DocumentStore,
  emailMemberKey,
  LOTING_MEMBERS,
  type LotingMemberDocument,
  userMemberKey,
} from '@wl/projections';
import { Problem } from '../platform/domain/problem.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { WishlistQueries } from '../wishlist/index.js';
import { type LotingRecord, LotingRecords } from './loting-records.js';

/** How many redone draws the history of a draw reaches back through. */
const REDO_HISTORY_DRAWS = 10;

/**
 * The organizer's side of a draw (docs/lots.md "Organizer calls"): what the manage guid opens, for the organizer's
 * session only. Everything is read from the draw's stream; nothing here opens a pair.
 */
@Injectable()
export class LotingOrganizer {
  constructor(
    private readonly records: LotingRecords,
    private readonly wishlists: WishlistQueries,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  /** The draw a manage guid names, refused alike for an unknown guid and another user's draw (`NotFound`). */
  async organizedBy(userId: string | null, manageGuid: string): Promise<LotingRecord> {
    const record = await this.find(manageGuid);
    if (!record || record.state.organizerId !== userId) throw new Problem('NotFound');
    return record;
  }

  /**
   * The draws this one redid, oldest first, each by the same organizer (a redo is only of one's own draw), at most
   * `REDO_HISTORY_DRAWS` back: the history continues across redos without reading an endless chain.
   */
  async redone(record: LotingRecord): Promise<LotingRecord[]> {
    const chain: LotingRecord[] = [];
    for (let redoOf = record.state.redoOf; redoOf && chain.length < REDO_HISTORY_DRAWS;) {
      const earlier = await this.records.read(redoOf);
      if (earlier.state.organizerId !== record.state.organizerId) break;
      chain.unshift(earlier);
      redoOf = earlier.state.redoOf;
    }
    return chain;
  }

  /** The draw a manage guid names, whoever asks; null when unknown. */
  async find(manageGuid: string): Promise<LotingRecord | null> {
    const lotingId = await this.records.idOfManageGuid(manageGuid);
    return lotingId ? this.records.read(lotingId) : null;
  }

  async view(record: LotingRecord, manageGuid: string): Promise<LotingView> {
    const { state, personal, events, addresses } = record;
    if (state.status === 'deleted') throw new Problem('Deleted');
    if (state.status !== 'drawn' || !personal) throw new Problem('NotDrawn');
    const accounts = new Map(
      (await this.wishlists.accounts(state.participants.flatMap((p) => p.userId ?? []))).map((a) => [
        a.userId,
        a.publicGuid,
      ]),
    );
    const publicGuidOf = new Map(state.participants.map((p) => [p.participantId, p.publicGuid]));
    const personalOf = new Map(personal.participants.map((p) => [p.participantId, p]));
    // Grouped once: a draw of 200 people may hold some 40,000 exclusions.
    const excludedBy = new Map<string, string[]>();
    for (const { giver, receiver } of state.exclusions) {
      const excluded = excludedBy.get(giver) ?? [];
      excluded.push(publicGuidOf.get(receiver)!);
      excludedBy.set(giver, excluded);
    }
    return {
      publicGuid: state.publicGuid,
      manageGuid,
      title: personal.title,
      description: personal.description,
      createDate: events[0]!.metadata.at,
      budget: state.budget,
      date: state.date,
      organizerLot: personal.participants[0]!.lotGuid,
      participants: state.participants.map((p) => ({
        publicGuid: p.publicGuid,
        name: personalOf.get(p.participantId)?.name ?? '',
        publicUserGuid: p.userId ? (accounts.get(p.userId) ?? null) : null,
        email: p.userId ? '' : (addresses.get(p.participantId) ?? ''),
        isOrganizer: p.isOrganizer,
        hasWishlist: p.wishlistId !== null,
        isViewed: p.viewed,
        excluded: excludedBy.get(p.participantId) ?? [],
      })),
    };
  }

  /**
   * The draws the user organizes or holds a lot in, newest first: by account, and by address only once the user
   * confirmed it (else anyone could sign up with someone else's address and read their lot).
   */
  async overview(userId: string): Promise<LotingOverview> {
    const account = await this.wishlists.account(userId);
    const keys = [userMemberKey(userId), ...(account?.emailVerified ? [emailMemberKey(account.emailIndex)] : [])];
    const members = (
      await Promise.all(
        keys.map((memberKey) => this.store.find<LotingMemberDocument>(LOTING_MEMBERS, { memberKey }, 10_000)),
      )
    ).flat();
    const byDraw = new Map<string, LotingMemberDocument[]>();
    for (const member of members) byDraw.set(member.lotingId, [...(byDraw.get(member.lotingId) ?? []), member]);
    const items = await Promise.all(
      [...byDraw].map(async ([lotingId, mine]): Promise<LotingOverviewItem | null> => {
        const { state, personal } = await this.records.read(lotingId);
        if (state.status !== 'drawn' || !personal) return null;
        const participantIds = new Set(mine.flatMap((m) => m.participantIds));
        return {
          publicGuid: state.publicGuid,
          title: personal.title,
          participantCount: state.participants.length,
          createDate: mine[0]!.createdAt,
          manageGuid: state.organizerId === userId ? personal.manageGuid : null,
          lots: personal.participants
            .filter((p) => participantIds.has(p.participantId))
            .map((p) => ({ privateParticipantGuid: p.lotGuid, participantName: p.name })),
        };
      }),
    );
    return { lotingen: items.filter((i) => i !== null).sort((a, b) => b.createDate.localeCompare(a.createDate)) };
  }
}
