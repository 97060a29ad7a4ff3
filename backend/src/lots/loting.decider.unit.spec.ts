import type { EventOf, Sealed } from '@wl/contracts';
import { specFor } from '../../../tests/support/decider-spec.js';
import { lotingDecider, type LotingEvent } from './loting.decider.js';

const given = specFor(lotingDecider);
const sealed = (data: string): Sealed => ({ keyId: 'k', iv: 'iv', data });
const participant = (id: string, userId: string | null = null) => ({
  participantId: id,
  publicGuid: `pub-${id}`,
  lotGuidHash: `hash-${id}`,
  userId,
  emailIndex: `mail-${id}`,
});

const created: EventOf<'LotingCreated'> = {
  type: 'LotingCreated',
  data: {
    lotingId: 'l1',
    publicGuid: 'pub-l1',
    organizerId: 'organizer',
    manageGuidHash: 'manage-hash',
    participants: [participant('a', 'organizer'), participant('b', 'user-b'), participant('c')],
    exclusions: [{ giver: 'a', receiver: 'b' }],
    redoOf: null,
    budget: null,
    date: null,
    personal: sealed('draw'),
  },
};
const drawn: EventOf<'LotsDrawn'> = {
  type: 'LotsDrawn',
  data: { lotingId: 'l1', lots: ['a', 'b', 'c'].map((id) => ({ participantId: id, drawn: sealed(`pair-${id}`) })) },
};
const deleted: LotingEvent = { type: 'LotingDeleted', data: { lotingId: 'l1', reason: 'organizer', replacedBy: null } };
const selected = (participantId: string, wishlistId: string | null): LotingEvent => ({
  type: 'LotWishlistSelected',
  data: { lotingId: 'l1', participantId, wishlistId },
});
const nudged = (at: string): LotingEvent => ({
  type: 'LotNudgeSent',
  data: { lotingId: 'l1', participantId: 'a', at },
});
const nudge = (now: string) => ({
  type: 'SendNudge' as const,
  participantId: 'a',
  receiverId: 'c',
  receiverListVisible: true,
  now,
});
const address = { emailIndex: 'mail-new', personal: sealed('address') };

describe('loting decider', () => {
  it('creates a draw and its lots together, once', () => {
    given([])
      .when({ type: 'CreateLoting', created: created.data, lots: drawn.data.lots, carried: [] })
      .then([created, drawn]);
    given([created, drawn])
      .when({ type: 'CreateLoting', created: created.data, lots: [], carried: [] })
      .thenProblem('InvalidData');
  });

  it('carries the lists coupled in the redone draw onto the new lots, in the same append', () => {
    given([])
      .when({
        type: 'CreateLoting',
        created: created.data,
        lots: drawn.data.lots,
        carried: [{ participantId: 'b', wishlistId: 'list-b' }],
      })
      .then([created, drawn, selected('b', 'list-b')]);
  });

  it('registers the first view of a lot once', () => {
    given([created, drawn])
      .when({ type: 'RegisterFirstView', participantId: 'b', holder: null })
      .then([{ type: 'LotViewed', data: { lotingId: 'l1', participantId: 'b' } }]);
    given([created, drawn, { type: 'LotViewed', data: { lotingId: 'l1', participantId: 'b' } }])
      .when({ type: 'RegisterFirstView', participantId: 'b', holder: null })
      .then([]);
  });

  it('links a lot sent by e-mail to the account holding that address, once; never a lot of an account or at another address', () => {
    const viewed: LotingEvent = { type: 'LotViewed', data: { lotingId: 'l1', participantId: 'c' } };
    const linked: LotingEvent = {
      type: 'LotHolderLinked',
      data: { lotingId: 'l1', participantId: 'c', userId: 'new-c' },
    };
    const holder = { userId: 'new-c', emailIndex: 'mail-c' };
    given([created, drawn, viewed]).when({ type: 'RegisterFirstView', participantId: 'c', holder }).then([linked]);
    given([created, drawn, viewed, linked]).when({ type: 'RegisterFirstView', participantId: 'c', holder }).then([]);
    given([created, drawn, viewed])
      .when({ type: 'RegisterFirstView', participantId: 'c', holder: { userId: 'other', emailIndex: 'mail-x' } })
      .then([]);
    given([created, drawn])
      .when({ type: 'RegisterFirstView', participantId: 'b', holder: { userId: 'other', emailIndex: 'mail-b' } })
      .then([{ type: 'LotViewed', data: { lotingId: 'l1', participantId: 'b' } }]);
  });

  it('lets whom the asker drew answer a question once; anyone else gets QuestionNotFound', () => {
    const asked: LotingEvent = {
      type: 'LotQuestionAsked',
      data: { lotingId: 'l1', participantId: 'a', questionId: 'q1', personal: sealed('question') },
    };
    const answer = (participantId: string, askerDrew: string | null) => ({
      type: 'AnswerQuestion' as const,
      participantId,
      questionId: 'q1',
      askerDrew,
      personal: sealed('answer'),
    });
    const answered: LotingEvent = {
      type: 'LotQuestionAnswered',
      data: { lotingId: 'l1', questionId: 'q1', personal: sealed('answer') },
    };
    given([created, drawn, asked]).when(answer('c', 'c')).then([answered]);
    given([created, drawn, asked]).when(answer('b', 'c')).thenProblem('QuestionNotFound');
    given([created, drawn, asked])
      .when({ ...answer('c', 'c'), questionId: 'q2' })
      .thenProblem('QuestionNotFound');
    given([created, drawn, asked, answered]).when(answer('c', 'c')).thenProblem('AlreadyAnswered');
    given([created, drawn, asked, deleted]).when(answer('c', 'c')).thenProblem('LotDoesNotExist');
  });

  it('answers a lot of a deleted draw Deleted, an undrawn one NotDrawn and an unknown one NotFound', () => {
    given([created, drawn, deleted])
      .when({ type: 'RegisterFirstView', participantId: 'b', holder: null })
      .thenProblem('Deleted');
    given([created]).when({ type: 'RegisterFirstView', participantId: 'b', holder: null }).thenProblem('NotDrawn');
    given([created, drawn])
      .when({ type: 'RegisterFirstView', participantId: 'z', holder: null })
      .thenProblem('NotFound');
  });

  it('couples a list, decouples when the coupled list is chosen again, and refuses on a deleted draw', () => {
    given([created, drawn])
      .when({ type: 'SelectWishlist', participantId: 'b', wishlistId: 'w1' })
      .then([selected('b', 'w1')]);
    given([created, drawn, selected('b', 'w1')])
      .when({ type: 'SelectWishlist', participantId: 'b', wishlistId: 'w1' })
      .then([selected('b', null)]);
    given([created, drawn, selected('b', 'w1')])
      .when({ type: 'SelectWishlist', participantId: 'b', wishlistId: 'w2' })
      .then([selected('b', 'w2')]);
    given([created, drawn]).when({ type: 'SelectWishlist', participantId: 'b', wishlistId: null }).then([]);
    given([created, drawn, deleted])
      .when({ type: 'SelectWishlist', participantId: 'b', wishlistId: 'w1' })
      .thenProblem('LotingDeleted');
    given([created, drawn])
      .when({ type: 'SelectWishlist', participantId: 'z', wishlistId: 'w1' })
      .thenProblem('LotDoesNotExist');
  });

  it('nudges the drawn person at most once per cooldown, and not once they coupled a list', () => {
    given([created, drawn])
      .when(nudge('2026-12-01T10:00:00.000Z'))
      .then([nudged('2026-12-01T10:00:00.000Z')]);
    given([created, drawn, nudged('2026-12-01T10:00:00.000Z')])
      .when(nudge('2026-12-02T09:59:59.000Z'))
      .thenProblem('LastNudgeTooRecent');
    given([created, drawn, nudged('2026-12-01T10:00:00.000Z')])
      .when(nudge('2026-12-02T10:00:00.000Z'))
      .then([nudged('2026-12-02T10:00:00.000Z')]);
    given([created, drawn, selected('c', 'w9')])
      .when(nudge('2026-12-01T10:00:00.000Z'))
      .thenProblem('WishlistAlreadySelected');
    given([created, drawn, deleted]).when(nudge('2026-12-01T10:00:00.000Z')).thenProblem('LotDoesNotExist');
  });

  it('lets only the organizer resend, and a corrected address only for someone added by e-mail', () => {
    const resend = (actorId: string, participantPublicGuid: string, emailChanged: boolean) => ({
      type: 'ResendLot' as const,
      actorId,
      participantPublicGuid,
      emailChanged,
      address,
    });
    given([created, drawn])
      .when(resend('organizer', 'pub-c', true))
      .then([
        {
          type: 'LotResent',
          data: {
            lotingId: 'l1',
            participantId: 'c',
            emailChanged: true,
            emailIndex: 'mail-new',
            personal: address.personal,
          },
        },
      ]);
    given([created, drawn])
      .when(resend('user-b', 'pub-c', false))
      .thenProblem('NoAccess');
    given([created, drawn])
      .when(resend('organizer', 'pub-b', true))
      .thenProblem('EmailNotEditable');
    given([created, drawn])
      .when(resend('organizer', 'pub-z', false))
      .thenProblem('NotFound');
    given([created, drawn, deleted])
      .when(resend('organizer', 'pub-c', false))
      .thenProblem('Deleted');
  });

  it('deletes for the organizer or the system only, once', () => {
    given([created, drawn])
      .when({ type: 'DeleteLoting', actorId: 'organizer', reason: 'organizer', replacedBy: null })
      .then([deleted]);
    given([created, drawn])
      .when({ type: 'DeleteLoting', actorId: 'user-b', reason: 'organizer', replacedBy: null })
      .thenProblem('NoAccess');
    given([])
      .when({ type: 'DeleteLoting', actorId: 'organizer', reason: 'organizer', replacedBy: null })
      .thenProblem('NoAccess');
    given([created, drawn, deleted])
      .when({ type: 'DeleteLoting', actorId: null, reason: 'expired', replacedBy: null })
      .then([]);
  });

  it('lets one redo claim a draw: the organizer’s, drawn and not yet deleted or redone', () => {
    const claim = (actorId: string) => ({ type: 'ClaimRedo' as const, actorId, replacedBy: 'l2' });
    const redone: LotingEvent = { type: 'LotingDeleted', data: { lotingId: 'l1', reason: 'redone', replacedBy: 'l2' } };
    given([created, drawn]).when(claim('organizer')).then([redone]);
    given([created, drawn, redone]).when(claim('organizer')).thenProblem('Deleted');
    given([created, drawn, deleted]).when(claim('organizer')).thenProblem('Deleted');
    given([created, drawn]).when(claim('user-b')).thenProblem('InvalidData');
    given([created]).when(claim('organizer')).thenProblem('InvalidData');
    given([]).when(claim('organizer')).thenProblem('InvalidData');
  });
});
