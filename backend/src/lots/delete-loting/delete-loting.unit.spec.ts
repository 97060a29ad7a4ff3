import { lotingEvents as draw, manageGuid } from '../../../../tests/support/loting-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { deleteLoting } from './delete-loting.js';

const given = specForUseCase(deleteLoting);
const organizer = { userId: 'organizer', accessGrants: [], address: '192.0.2.1' };

describe('delete a draw: decided on the draw\u2019s stream', () => {
  it('deletes the organizer\u2019s draw, once', () => {
    given({ draw: { id: 'l1', events: [draw.created(), draw.drawn()] } })
      .when({ manageGuid }, organizer)
      .then([draw.deleted()]);
    given({ draw: { id: 'l1', events: [draw.created(), draw.drawn(), draw.deleted()] } })
      .when({ manageGuid }, organizer)
      .then([]);
  });

  it('refuses anyone else, a participant too, and a draw the stream does not hold: NoAccess', () => {
    given({ draw: { id: 'l1', events: [draw.created(), draw.drawn()] } })
      .when({ manageGuid }, { ...organizer, userId: 'user-b' })
      .thenProblem('NoAccess');
    given({ draw: { id: 'l1', events: [] } })
      .when({ manageGuid }, organizer)
      .thenProblem('NoAccess');
  });
});
