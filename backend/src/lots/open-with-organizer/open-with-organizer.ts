import { UnauthorizedException } from '@nestjs/common';
import { type OpenWithOrganizerAnswer, OpenWithOrganizerRequest } from '@wl/contracts';
import { userOf } from '../../account/user.streams.js';
import { AggregateStore } from '../../platform/domain/aggregate-store.js';
import { Problem } from '../../platform/domain/problem.js';
import { refusal } from '../../platform/http/refusal.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { LotingOrganizer } from '../loting-organizer.js';
import { LotingRecords } from '../loting-records.js';
import { lotingDecider, lotingStream } from '../loting.decider.js';
import { drawOf } from '../loting.streams.js';

/**
 * `POST /api/Loting/OpenWithOrganizer`, the organizer mail's link. The organizer's own session gets the view; a
 * lightweight organizer (no password to log in with) is logged in by the link where nobody is logged in; anyone else
 * must log in as the organizer (401). Whether the organizer has an account is decided on their user stream, so an
 * organizer who set a password a moment ago is never logged in by a link. Nothing is appended.
 */
export const openWithOrganizer = defineUseCase({
  name: 'OpenWithOrganizer',
  payload: OpenWithOrganizerRequest,
  login: 'optional',
  streams: { draw: drawOf, organizer: userOf },
  decides: 'draw',
  /** The organizer of a draw never changes: its stream names them. */
  async locate({ privateUserGuid }, _actor, read) {
    const lotingId = await read(LotingRecords).idOfManageGuid(privateUserGuid);
    if (!lotingId) throw new Problem('NotFound');
    const { state } = await read(AggregateStore).load(lotingStream(lotingId), lotingDecider);
    return { draw: lotingId, organizer: state.organizerId };
  },
  check({ draw, organizer }, { publicLotingGuid }, actor) {
    if (draw.state.status === 'none' || draw.state.publicGuid !== publicLotingGuid.toLowerCase())
      throw new Problem('NotFound');
    if (draw.state.status === 'deleted') throw new Problem('Deleted');
    if (actor.userId === draw.state.organizerId) return;
    // The link never replaces another user's session (login CSRF: a link could otherwise swap anyone's session for the
    // sender's lightweight organizer); only a browser where nobody is logged in is logged in by it.
    if (actor.userId || organizer.state.userId === null || organizer.state.isAccount)
      throw new UnauthorizedException(refusal('NotLoggedIn', 'Log in as the organizer of this draw.'));
  },
  decide: () => [],
  async session({ actor, state }, browser) {
    if (actor.userId !== state.organizerId) await browser.start(state.organizerId);
  },
  readYourWrites: 'answer',
  async answer({ payload: { privateUserGuid }, actor, state }, read): Promise<OpenWithOrganizerAnswer> {
    const organizer = read(LotingOrganizer);
    const record = await organizer.find(privateUserGuid);
    if (!record) throw new Problem('NotFound');
    return {
      loting: await organizer.view(record, privateUserGuid),
      changedCurrentUser: actor.userId !== state.organizerId,
    };
  },
});
