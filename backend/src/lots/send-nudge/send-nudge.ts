import { type SendNudgeAnswer, SendNudgeRequest } from '@wl/contracts';
import { AggregateStore } from '../../platform/domain/aggregate-store.js';
import { Clock } from '../../platform/domain/clock.js';
import { Problem } from '../../platform/domain/problem.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { CoupledList } from '../coupled-list.js';
import { countLotMail } from '../lot-mail-count.js';
import { lotOfGuid } from '../lot-of-guid.js';
import { LotReader } from '../lot-reader.js';
import { LotingRecords } from '../loting-records.js';
import { lotingDecider, lotingStream, nudgeDisabledUntil } from '../loting.decider.js';
import { drawOf } from '../loting.streams.js';

/**
 * `POST /api/Lot/SendNudge`: the holder of a lot asks whom they drew to couple a list (the mail is the reactor's,
 * lot-mails.reactor.ts). Whom they drew is opened from their own sealed pair here, on the server; the nudge is refused
 * on the receiver's lot as the draw's stream holds it, and on their coupled list as its own stream shows it. An unknown
 * lot and a deleted draw answer alike. Every mail of a draw counts against its organizer; a refused nudge takes nothing.
 */
export const sendNudge = defineUseCase({
  name: 'SendNudge',
  payload: SendNudgeRequest,
  login: 'optional',
  streams: { draw: drawOf },
  decides: 'draw',
  async locate({ participantPrivateGuid }, _actor, read) {
    const lotingId = await read(LotingRecords).idOfLotGuid(participantPrivateGuid);
    if (!lotingId) throw new Problem('LotDoesNotExist');
    return { draw: lotingId };
  },
  /** Before the pair is opened and any limit is counted. */
  check({ draw }, { participantPrivateGuid }) {
    lotOfGuid(draw.state, participantPrivateGuid, 'LotDoesNotExist');
    if (draw.state.status !== 'drawn') throw new Problem('LotDoesNotExist');
  },
  async prepare({ participantPrivateGuid }, _actor, read, { located }) {
    const { state } = await read(AggregateStore).load(lotingStream(located.draw), lotingDecider);
    const lot = lotOfGuid(state, participantPrivateGuid, 'LotDoesNotExist');
    const drawn = await read(LotReader).drawnBy({ state, lot });
    if (!drawn) throw new Problem('LotDoesNotExist');
    const nudge = {
      type: 'SendNudge' as const,
      participantId: lot.participantId,
      receiverId: drawn.participantId,
      receiverListVisible: await read(CoupledList).visible(drawn.wishlistId),
      now: read(Clock).now().toISOString(),
    };
    await countLotMail(read, state, nudge, [['lotMailsPerOrganizer', state.organizerId]]);
    return nudge;
  },
  decide: ({ draw }, nudge) => lotingDecider.decide(nudge, draw.state),
  readYourWrites: 'refuse',
  answer: ({ state, input }): SendNudgeAnswer => {
    const lot = state.participants.find((p) => p.participantId === input.participantId);
    return { nudgeDisabledUntil: nudgeDisabledUntil(lot?.lastNudgeAt ?? input.now)! };
  },
});
