import { UnauthorizedException } from '@nestjs/common';
import type { DomainEvent } from '@wl/contracts';
import { lotingEvents as draw, manageGuid } from '../../../../tests/support/loting-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { userEvents as user } from '../../../../tests/support/user-events.js';
import { fold } from '../../platform/domain/decider.js';
import { userDecider } from '../../account/user.decider.js';
import type { Actor } from '../../platform/use-case/use-case.js';
import { lotingDecider } from '../loting.decider.js';
import { openWithOrganizer } from './open-with-organizer.js';

const given = specForUseCase(openWithOrganizer);
const link = { publicLotingGuid: 'PUB-L1', privateUserGuid: manageGuid };
const nobody: Actor = { userId: null, accessGrants: [], address: '192.0.2.1' };
const as = (userId: string) => ({ ...nobody, userId });
const drawn = [draw.created(), draw.drawn()];
const streams = (drawEvents: DomainEvent[], organizerEvents: DomainEvent[]) => ({
  draw: { id: 'l1', events: drawEvents },
  organizer: { id: 'organizer', events: organizerEvents },
});
/** The link asks to log in as the organizer: 401, which `Problem` is not. */
const refusesLogin = (drawEvents: DomainEvent[], organizerEvents: DomainEvent[], actor: Actor) => {
  const loaded = {
    draw: { id: 'l1', state: fold(lotingDecider, drawEvents) },
    organizer: { id: 'organizer', state: fold(userDecider, organizerEvents) },
  };
  expect(() => openWithOrganizer.check!(loaded, link, actor)).toThrow(UnauthorizedException);
};

describe('open a draw by the organizer link: decided on the draw\u2019s and the organizer\u2019s streams', () => {
  it('opens for the organizer, and logs in a lightweight organizer where nobody is logged in', () => {
    given(streams(drawn, [user.registered(true)]))
      .checking(link, as('organizer'))
      .passes();
    given(streams(drawn, [user.registered(false)]))
      .checking(link, nobody)
      .passes();
  });

  it('never logs anyone in as an organizer with an account, a deleted one, or over another session', () => {
    refusesLogin(drawn, [user.registered(true)], nobody);
    refusesLogin(drawn, [user.registered(false), user.passwordChanged(null)], nobody);
    refusesLogin(drawn, [user.registered(false), user.deleted()], nobody);
    refusesLogin(drawn, [user.registered(false)], as('someone-else'));
  });

  it('answers a link of another draw NotFound and a deleted draw Deleted', () => {
    given(streams(drawn, [user.registered(false)]))
      .checking({ ...link, publicLotingGuid: 'pub-other' }, nobody)
      .thenProblem('NotFound');
    given(streams([], [])).checking(link, nobody).thenProblem('NotFound');
    given(streams([...drawn, draw.deleted()], [user.registered(false)]))
      .checking(link, as('organizer'))
      .thenProblem('Deleted');
  });
});
