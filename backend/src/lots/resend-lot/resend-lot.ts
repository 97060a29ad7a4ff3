import { ResendLotRequest } from '@wl/contracts';
import { Problem } from '../../platform/domain/problem.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { LotingRecords } from '../loting-records.js';
import { lotingDecider } from '../loting.decider.js';
import { drawOf } from '../loting.streams.js';

/**
 * `POST /api/Loting/ResendLot`: the organizer mails a lot again (the mail reactor sends it), to a corrected address for
 * someone added by e-mail. The limits (per draw, per organizer, per IP address) are counted only once the caller is
 * the draw's organizer, so nobody else can use them up.
 */
export const resendLot = defineUseCase({
  name: 'ResendLot',
  payload: ResendLotRequest,
  login: 'required',
  streams: { draw: drawOf },
  decides: 'draw',
  async locate({ manageGuid }, _actor, read) {
    const lotingId = await read(LotingRecords).idOfManageGuid(manageGuid);
    if (!lotingId) throw new Problem('NoAccess');
    return { draw: lotingId };
  },
  check({ draw }, _payload, actor) {
    if (draw.state.status === 'none' || draw.state.organizerId !== actor.userId) throw new Problem('NoAccess');
  },
  /** Where the lot goes now: the address is content (opened with the draw's key), sealed again under that key. */
  async prepare({ participantPublicGuid, email }, actor, read, { located }) {
    const { state, addresses } = await read(LotingRecords).read(located.draw);
    const lot = state.participants.find((p) => p.publicGuid === participantPublicGuid);
    if (state.status === 'drawn' && lot) {
      await read(RateLimits).consumeEach([
        ['lotResendsPerLoting', state.lotingId],
        ['lotResendsPerUser', actor.userId],
        ['lotResendsPerIp', actor.address],
        ['lotMailsPerOrganizer', actor.userId],
      ]);
    }
    // Users are mailed at their account's address: the organizer can neither see nor change it.
    const current = (lot && addresses.get(lot.participantId)) ?? '';
    const address = lot?.userId ? '' : email || current;
    const personal = read(PersonalData);
    return {
      participantPublicGuid,
      emailChanged: lot?.userId ? email !== '' : address.toLowerCase() !== current.toLowerCase(),
      address: {
        emailIndex: address ? await personal.index('email', address) : (lot?.emailIndex ?? ''),
        personal: await personal.seal(state.lotingId, { email: address }),
      },
    };
  },
  decide: ({ draw }, change, actor) =>
    lotingDecider.decide({ type: 'ResendLot', actorId: actor.userId, ...change }, draw.state),
  readYourWrites: 'answer',
  answer: () => undefined,
});
