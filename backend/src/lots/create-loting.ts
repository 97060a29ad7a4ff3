import { Inject, Injectable } from '@nestjs/common';
import { type CreateLotingAnswer, type CreateLotingRequest, type EventOf, type Sealed } from '@wl/contracts';
import { type AccountDocument, type DocumentStore, LOTING_LOOKUP, type LotingLookupDocument } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { type Counter, RateLimits } from '../platform/security/rate-limits.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { WishlistQueries } from '../wishlist/index.js';
import { drawLots } from './draw.js';
import { LotingFriends } from './loting-friends.js';
import { lotingGuidHash } from './loting-guids.js';
import { lotingDecider, type LotingState, lotingStream, samePerson } from './loting.decider.js';

type Request = z.output<typeof CreateLotingRequest>;
type Input = Request['participants'][number];
type Created = EventOf<'LotingCreated'>['data'];

/** A participant once checked: who they are to the server (a user or an address), never shown to the organizer. */
interface Checked {
  input: Input;
  userId: string | null;
  /** The typed address of an e-mail participant; '' for users (they are mailed at their account's current address). */
  email: string;
  emailIndex: string;
}

/**
 * `Loting/Create` (docs/lots.md): checks the participants against the caller and their friends, draws, seals and
 * appends the draw with its lots in one step. The answer and the events never carry a pair in plain text: each
 * giver's receiver is sealed under a key of that giver's lot alone.
 */
@Injectable()
export class LotingCreation {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly friends: LotingFriends,
    private readonly wishlists: WishlistQueries,
    private readonly readModels: ReadModels,
    private readonly rateLimits: RateLimits,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  async create(userId: string, ip: string, request: Request, context: CommandContext): Promise<CreateLotingAnswer> {
    await this.rateLimits.consume('lotingAttemptsPerUser', userId);
    const organizer = await this.wishlists.account(userId);
    if (!organizer?.email) throw new Problem('InvalidOrganizerEmail');
    const participants = await this.checked(organizer, request.participants, userId);
    const exclusions = exclusionsOf(request.participants);
    const redoOf = request.redoOf ? await this.redoneDraw(userId, request.redoOf) : null;
    const draw = drawLots(participants.length, exclusions);
    if (!draw.feasible) throw new Problem('InvalidExclusions');
    // Counted once the draw stands, before anything is written or mailed: each draw mails every address it names.
    const counted: Counter[] = [['lotingsPerUser', userId], ['lotingsPerIp', ip], ['lotMailsPerOrganizer', userId, participants.length]];
    await this.rateLimits.consumeEach(counted);

    const lotingId = randomUUID();
    // The redone draw as the claim left it: no list can be coupled to it after that, so every coupling is carried over.
    const claimed = redoOf ? await this.claimRedo(redoOf, lotingId, userId, context).catch(async (error: unknown) => {
      await this.rateLimits.refundEach(counted);
      throw error;
    }) : null;
    const manageGuid = randomUUID();
    const lots = participants.map((p) => ({ ...p, participantId: randomUUID(), publicGuid: randomUUID(), lotGuid: randomUUID() }));
    const personal = await this.personal.seal(lotingId, {
      title: request.title, description: request.description, manageGuid,
      participants: lots.map((p) => ({ participantId: p.participantId, name: p.input.name, email: p.email, lotGuid: p.lotGuid })),
    });
    const created: Created = {
      lotingId, publicGuid: randomUUID(), organizerId: userId, manageGuidHash: lotingGuidHash(manageGuid),
      participants: lots.map((p) => ({ participantId: p.participantId, publicGuid: p.publicGuid, lotGuidHash: lotingGuidHash(p.lotGuid), userId: p.userId, emailIndex: p.emailIndex })),
      exclusions: [...exclusions].flatMap(([giver, receivers]) => [...receivers].map((receiver) => ({ giver: lots[giver]!.participantId, receiver: lots[receiver]!.participantId }))),
      redoOf,
      budget: request.budget,
      date: request.date,
      personal,
    };
    const drawn: { participantId: string; drawn: Sealed }[] = await Promise.all(lots.map(async (lot, giver) => ({
      participantId: lot.participantId,
      drawn: await this.personal.seal(lot.participantId, { receiverId: lots[draw.receivers[giver]!]!.participantId }),
    })));
    const carried = claimed ? carriedLists(claimed, lots) : [];
    const { position } = await this.aggregates.execute(lotingStream(lotingId), lotingDecider, { type: 'CreateLoting', created, lots: drawn, carried }, context);
    await this.readModels.settle(position, 'answer');
    return { publicGuid: created.publicGuid, manageGuid, organizerLot: lots[0]!.lotGuid };
  }

  /**
   * The organizer first (their own account; the address, when given, theirs), then friends by public user guid and
   * people by address. Duplicates are refused; an e-mail participant who is also a friend is not detected, since
   * refusing them would tell the organizer the friend's address.
   */
  private async checked(organizer: AccountDocument, inputs: Input[], userId: string): Promise<Checked[]> {
    const [first, ...others] = inputs;
    if (!first || first.publicUserGuid !== organizer.publicGuid) throw new Problem('InvalidData');
    if (first.email && first.email.toLowerCase() !== organizer.email!.toLowerCase()) throw new Problem('InvalidOrganizerEmail');
    if (new Set(inputs.map((p) => p.localGuid.toLowerCase())).size !== inputs.length) throw new Problem('InvalidData');
    const friends = new Map((await this.friends.of(userId)).friends.map((f) => [f.account.publicGuid, f.account]));
    const seen = new Set([`user:${userId}`, `email:${organizer.email!.toLowerCase()}`]);
    const checked: Checked[] = [{ input: first, userId, email: '', emailIndex: organizer.emailIndex }];
    for (const input of others) {
      const friend = input.publicUserGuid ? friends.get(input.publicUserGuid) : null;
      if (input.publicUserGuid && !friend?.email) throw new Problem('InvalidData');
      if (!friend && !input.email) throw new Problem('InvalidData');
      const key = friend ? `user:${friend.userId}` : `email:${input.email.toLowerCase()}`;
      if (seen.has(key)) throw new Problem('InvalidData');
      seen.add(key);
      checked.push(friend
        ? { input, userId: friend.userId, email: '', emailIndex: friend.emailIndex }
        : { input, userId: null, email: input.email, emailIndex: await this.personal.index('email', input.email) });
    }
    return checked;
  }

  /** The draw a redo replaces: the caller's own and drawn; `Deleted` once it is deleted (or redone already). */
  private async redoneDraw(userId: string, manageGuid: string): Promise<string> {
    const lookup = await this.store.get<LotingLookupDocument>(LOTING_LOOKUP, `manage:${lotingGuidHash(manageGuid)}`);
    if (!lookup) throw new Problem('InvalidData');
    const { state } = await this.aggregates.load(lotingStream(lookup.lotingId), lotingDecider);
    if (state.status === 'none' || state.organizerId !== userId) throw new Problem('InvalidData');
    if (state.status === 'deleted') throw new Problem('Deleted');
    return state.lotingId;
  }

  /**
   * Deletes the replaced draw (`redone`) on its own stream with its expected revision before the new draw is appended:
   * of parallel redos of one draw exactly one gets past this, the others answer `Deleted` and write nothing. A crash
   * between the two appends leaves the old draw deleted without its replacement (docs/lots.md).
   */
  private async claimRedo(redoOf: string, replacedBy: string, userId: string, context: CommandContext): Promise<LotingState> {
    return (await this.aggregates.execute(lotingStream(redoOf), lotingDecider, { type: 'ClaimRedo', actorId: userId, replacedBy }, context)).state;
  }
}

/** The lists coupled in the redone draw, for the same people in the new one: only a participant's own coupling carries over. */
function carriedLists(redone: LotingState, lots: (Checked & { participantId: string })[]): { participantId: string; wishlistId: string }[] {
  return lots.flatMap((lot) => {
    const before = redone.participants.find((old) => samePerson(old, lot));
    return before?.wishlistId ? [{ participantId: lot.participantId, wishlistId: before.wishlistId }] : [];
  });
}

/** The exclusions by index (giver → receivers); an unknown local guid or a self-exclusion is `InvalidData`. */
function exclusionsOf(inputs: Input[]): Map<number, Set<number>> {
  const index = new Map(inputs.map((p, i) => [p.localGuid.toLowerCase(), i]));
  const exclusions = new Map<number, Set<number>>();
  inputs.forEach((p, giver) => {
    const receivers = new Set<number>();
    for (const guid of p.exclude) {
      const receiver = index.get(guid.toLowerCase());
      if (receiver === undefined || receiver === giver) throw new Problem('InvalidData');
      receivers.add(receiver);
    }
    if (receivers.size > 0) exclusions.set(giver, receivers);
  });
  return exclusions;
}
