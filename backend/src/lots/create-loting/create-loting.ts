import { type CreateLotingAnswer, CreateLotingRequest, type EventOf, type Sealed } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { userDecider, userStream } from '../../account/user.decider.js';
import { friendsDecider, friendsStream } from '../../friend/friends.decider.js';
import { AggregateStore } from '../../platform/domain/aggregate-store.js';
import { Problem } from '../../platform/domain/problem.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { type Counter, RateLimits } from '../../platform/security/rate-limits.js';
import { defineUseCase, type Read } from '../../platform/use-case/use-case.js';
import { UseCases } from '../../platform/use-case/use-cases.js';
import { wishlistDecider, wishlistStream } from '../../wishlist/wishlist.decider.js';
import { WishlistQueries } from '../../wishlist/index.js';
import { drawLots } from '../draw.js';
import { lotingGuidHash } from '../loting-guids.js';
import { LotingRecords } from '../loting-records.js';
import { lotingDecider, type LotingState, lotingStream, samePerson } from '../loting.decider.js';
import { drawOf } from '../loting.streams.js';
import { claimRedo } from './claim-redo.js';
import { type Checked, checkedParticipants, type DrawPeople, type Person } from './draw-people.js';

type Request = z.output<typeof CreateLotingRequest>;
type Input = Request['participants'][number];
type Created = EventOf<'LotingCreated'>['data'];

/**
 * `POST /api/Loting/Create` (docs/lots.md): checks the participants against the caller and their friends on their
 * streams, draws, seals and appends the draw with its lots in one step. The answer and the events never carry a pair
 * in plain text: each giver's receiver is sealed under a key of that giver's lot alone.
 *
 * The people are decided in `prepare`, not in `decide`: a draw names as many users and lists as it has participants,
 * more than the fixed streams the runner loads, and the decision must stand before the limits are counted and a
 * redone draw is claimed. `prepare` loads those streams and `checkedParticipants` decides on their states alone.
 */
export const createLoting = defineUseCase({
  name: 'CreateLoting',
  payload: CreateLotingRequest,
  login: 'required',
  streams: { draw: drawOf },
  decides: 'draw',
  locate: async () => ({ draw: randomUUID() }),
  async prepare(request, actor, read, { located, context }) {
    const rateLimits = read(RateLimits);
    await rateLimits.consume('lotingAttemptsPerUser', actor.userId);
    const participants = checkedParticipants(
      await drawPeople(actor.userId, request.participants, read),
      request.participants,
    );
    const exclusions = exclusionsOf(request.participants);
    const redoOf = request.redoOf ? await redoneDraw(actor.userId, request.redoOf, read) : null;
    const draw = drawLots(participants.length, exclusions);
    if (!draw.feasible) throw new Problem('InvalidExclusions');
    // Counted once the draw stands, before anything is written or mailed: each draw mails every address it names.
    const counted: Counter[] = [
      ['lotingsPerUser', actor.userId],
      ['lotingsPerIp', actor.address],
      ['lotMailsPerOrganizer', actor.userId, participants.length],
    ];
    await rateLimits.consumeEach(counted);

    const lotingId = located.draw;
    // The redone draw as the claim left it: no list can be coupled to it after that, so every coupling is carried over.
    const claimed = redoOf
      ? await read(UseCases)
          .run(claimRedo, { lotingId: redoOf, actorId: actor.userId, replacedBy: lotingId }, context)
          .catch(async (error: unknown) => {
            await rateLimits.refundEach(counted);
            throw error;
          })
      : null;
    const personalData = read(PersonalData);
    const manageGuid = randomUUID();
    const lots = participants.map((p) => ({
      ...p,
      participantId: randomUUID(),
      publicGuid: randomUUID(),
      lotGuid: randomUUID(),
    }));
    const personal = await personalData.seal(lotingId, {
      title: request.title,
      description: request.description,
      manageGuid,
      participants: lots.map((p) => ({
        participantId: p.participantId,
        name: p.input.name,
        email: p.email,
        lotGuid: p.lotGuid,
      })),
    });
    const created: Created = {
      lotingId,
      publicGuid: randomUUID(),
      organizerId: actor.userId,
      manageGuidHash: lotingGuidHash(manageGuid),
      participants: lots.map((p) => ({
        participantId: p.participantId,
        publicGuid: p.publicGuid,
        lotGuidHash: lotingGuidHash(p.lotGuid),
        userId: p.userId,
        emailIndex: p.emailIndex,
      })),
      exclusions: [...exclusions].flatMap(([giver, receivers]) =>
        [...receivers].map((receiver) => ({
          giver: lots[giver]!.participantId,
          receiver: lots[receiver]!.participantId,
        })),
      ),
      redoOf,
      budget: request.budget,
      date: request.date,
      personal,
    };
    const drawn: { participantId: string; drawn: Sealed }[] = await Promise.all(
      lots.map(async (lot, giver) => ({
        participantId: lot.participantId,
        drawn: await personalData.seal(lot.participantId, { receiverId: lots[draw.receivers[giver]!]!.participantId }),
      })),
    );
    return {
      created,
      lots: drawn,
      carried: claimed ? carriedLists(claimed.state, lots) : [],
      manageGuid,
      organizerLot: lots[0]!.lotGuid,
    };
  },
  decide: ({ draw }, { created, lots, carried }) =>
    lotingDecider.decide({ type: 'CreateLoting', created, lots, carried }, draw.state),
  readYourWrites: 'answer',
  answer: ({ input: { created, manageGuid, organizerLot } }): CreateLotingAnswer => ({
    publicGuid: created.publicGuid,
    manageGuid,
    organizerLot,
  }),
});

/**
 * The streams of whom the draw may name: the organizer's, and (when a participant is named by a public user guid)
 * each list the organizer's friends stream follows with its owners'. The read models only map user ids to the public
 * guids the organizer names people by.
 */
async function drawPeople(userId: string, inputs: Input[], read: Read): Promise<DrawPeople> {
  const aggregates = read(AggregateStore);
  const queries = read(WishlistQueries);
  const person = async (id: string): Promise<Person> => {
    const [{ state: user }, account] = await Promise.all([
      aggregates.load(userStream(id), userDecider),
      queries.account(id),
    ]);
    return { userId: id, publicGuid: account?.publicGuid ?? null, user };
  };
  const emails = [...new Set(inputs.flatMap((p) => (p.email ? [p.email.toLowerCase()] : [])))];
  const personalData = read(PersonalData);
  const emailIndexes = Object.fromEntries(
    await Promise.all(emails.map(async (email) => [email, await personalData.index('email', email)] as const)),
  );
  const following = inputs.slice(1).some((p) => p.publicUserGuid)
    ? (await aggregates.load(friendsStream(userId), friendsDecider)).state.byWishlist
    : {};
  const followed = await Promise.all(
    Object.keys(following).map(async (wishlistId) => {
      const { state: list } = await aggregates.load(wishlistStream(wishlistId), wishlistDecider);
      return { list, owners: list.exists ? await Promise.all(list.ownerIds.map(person)) : [] };
    }),
  );
  return { organizer: await person(userId), followed, emailIndexes };
}

/** The draw a redo replaces: the caller's own and drawn; `Deleted` once it is deleted (or redone already). */
async function redoneDraw(userId: string, manageGuid: string, read: Read): Promise<string> {
  const lotingId = await read(LotingRecords).idOfManageGuid(manageGuid);
  if (!lotingId) throw new Problem('InvalidData');
  const { state } = await read(AggregateStore).load(lotingStream(lotingId), lotingDecider);
  if (state.status === 'none' || state.organizerId !== userId) throw new Problem('InvalidData');
  if (state.status === 'deleted') throw new Problem('Deleted');
  return state.lotingId;
}

/** The lists coupled in the redone draw, for the same people in the new one: only a participant's own coupling carries over. */
function carriedLists(
  redone: LotingState,
  lots: (Checked & { participantId: string })[],
): { participantId: string; wishlistId: string }[] {
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
