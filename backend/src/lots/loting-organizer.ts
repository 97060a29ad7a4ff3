import { Inject, Injectable } from '@nestjs/common';
import type { LotingOverview, LotingOverviewItem, LotingView } from '@wl/contracts';
import { type DocumentStore, emailMemberKey, LOTING_MEMBERS, type LotingMemberDocument, userMemberKey } from '@wl/projections';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { WishlistQueries } from '../wishlist/index.js';
import { type LotingRecord, LotingRecords } from './loting-records.js';
import { lotingDecider, lotingStream } from './loting.decider.js';

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
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly wishlists: WishlistQueries,
    private readonly readModels: ReadModels,
    private readonly rateLimits: RateLimits,
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
    const accounts = new Map((await this.wishlists.accounts(state.participants.flatMap((p) => p.userId ?? []))).map((a) => [a.userId, a.publicGuid]));
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
        publicUserGuid: p.userId ? accounts.get(p.userId) ?? null : null,
        email: p.userId ? '' : addresses.get(p.participantId) ?? '',
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
    const members = (await Promise.all(keys.map((memberKey) => this.store.find<LotingMemberDocument>(LOTING_MEMBERS, { memberKey }, 10_000)))).flat();
    const byDraw = new Map<string, LotingMemberDocument[]>();
    for (const member of members) byDraw.set(member.lotingId, [...(byDraw.get(member.lotingId) ?? []), member]);
    const items = await Promise.all([...byDraw].map(async ([lotingId, mine]): Promise<LotingOverviewItem | null> => {
      const { state, personal } = await this.records.read(lotingId);
      if (state.status !== 'drawn' || !personal) return null;
      const participantIds = new Set(mine.flatMap((m) => m.participantIds));
      return {
        publicGuid: state.publicGuid,
        title: personal.title,
        participantCount: state.participants.length,
        createDate: mine[0]!.createdAt,
        manageGuid: state.organizerId === userId ? personal.manageGuid : null,
        lots: personal.participants.filter((p) => participantIds.has(p.participantId)).map((p) => ({ privateParticipantGuid: p.lotGuid, participantName: p.name })),
      };
    }));
    return { lotingen: items.filter((i) => i !== null).sort((a, b) => b.createDate.localeCompare(a.createDate)) };
  }

  /**
   * Mails a lot again (the mail reactor sends it), to a corrected address for someone added by e-mail. The limits (per
   * draw, per organizer, per IP address) are counted only for the organizer, so nobody else can use them up.
   */
  async resend(userId: string, ip: string, manageGuid: string, participantPublicGuid: string, email: string, context: CommandContext): Promise<void> {
    const record = await this.find(manageGuid);
    if (!record || record.state.organizerId !== userId) throw new Problem('NoAccess');
    const { state, addresses } = record;
    const lot = state.participants.find((p) => p.publicGuid === participantPublicGuid);
    if (state.status === 'drawn' && lot) {
      await this.rateLimits.consumeEach([
        ['lotResendsPerLoting', state.lotingId], ['lotResendsPerUser', userId], ['lotResendsPerIp', ip], ['lotMailsPerOrganizer', userId],
      ]);
    }
    // Users are mailed at their account's address: the organizer can neither see nor change it.
    const current = (lot && addresses.get(lot.participantId)) ?? '';
    const address = lot?.userId ? '' : email || current;
    const emailChanged = lot?.userId ? email !== '' : address.toLowerCase() !== current.toLowerCase();
    const sealed = {
      emailIndex: address ? await this.personal.index('email', address) : lot?.emailIndex ?? '',
      personal: await this.personal.seal(state.lotingId, { email: address }),
    };
    const { position } = await this.aggregates.execute(lotingStream(state.lotingId), lotingDecider, {
      type: 'ResendLot', actorId: userId, participantPublicGuid, emailChanged, address: sealed,
    }, context);
    await this.readModels.settle(position, 'answer');
  }

  /** Deletes the organizer's draw; a repeat changes nothing. Anyone else, and an unknown guid, is `NoAccess`. */
  async delete(userId: string, manageGuid: string, context: CommandContext): Promise<void> {
    const lotingId = await this.records.idOfManageGuid(manageGuid);
    if (!lotingId) throw new Problem('NoAccess');
    const { position } = await this.aggregates.execute(lotingStream(lotingId), lotingDecider, {
      type: 'DeleteLoting', actorId: userId, reason: 'organizer', replacedBy: null,
    }, context);
    await this.readModels.settle(position, 'answer');
  }
}
