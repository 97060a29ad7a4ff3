import type { EventOf, Sealed } from '@wl/contracts';
import { lotingGuidHash } from '../../backend/src/lots/loting-guids.js';

const sealed: Sealed = { keyId: 'k', iv: 'iv', data: 'sealed' };

/** Each participant's lot guid in `lotingEvents`: `lot-guid-<participantId>`, as a guid hashes on the stream. */
export const lotGuidOf = (participantId: string) => `lot-guid-${participantId}`;
export const manageGuid = 'manage-guid';

const participant = (participantId: string, userId: string | null) => ({
  participantId,
  publicGuid: `pub-${participantId}`,
  lotGuidHash: lotingGuidHash(lotGuidOf(participantId)),
  userId,
  emailIndex: `mail-${participantId}`,
});

/** A draw's stream in a few events, for the specs of use cases that decide on it (draw `l1`, organized by `organizer`). */
export const lotingEvents = {
  /** Participants: `a` the organizer, `b` a user (`user-b`), `c` someone added by e-mail. */
  created: (): EventOf<'LotingCreated'> => ({
    type: 'LotingCreated',
    data: {
      lotingId: 'l1',
      publicGuid: 'pub-l1',
      organizerId: 'organizer',
      manageGuidHash: lotingGuidHash(manageGuid),
      participants: [participant('a', 'organizer'), participant('b', 'user-b'), participant('c', null)],
      exclusions: [],
      redoOf: null,
      budget: null,
      date: null,
      personal: sealed,
    },
  }),
  drawn: (): EventOf<'LotsDrawn'> => ({
    type: 'LotsDrawn',
    data: { lotingId: 'l1', lots: ['a', 'b', 'c'].map((participantId) => ({ participantId, drawn: sealed })) },
  }),
  viewed: (participantId: string): EventOf<'LotViewed'> => ({
    type: 'LotViewed',
    data: { lotingId: 'l1', participantId },
  }),
  selected: (participantId: string, wishlistId: string | null): EventOf<'LotWishlistSelected'> => ({
    type: 'LotWishlistSelected',
    data: { lotingId: 'l1', participantId, wishlistId },
  }),
  nudged: (participantId: string, at: string): EventOf<'LotNudgeSent'> => ({
    type: 'LotNudgeSent',
    data: { lotingId: 'l1', participantId, at },
  }),
  asked: (participantId: string, questionId: string): EventOf<'LotQuestionAsked'> => ({
    type: 'LotQuestionAsked',
    data: { lotingId: 'l1', participantId, questionId, personal: sealed },
  }),
  answered: (questionId: string): EventOf<'LotQuestionAnswered'> => ({
    type: 'LotQuestionAnswered',
    data: { lotingId: 'l1', questionId, personal: sealed },
  }),
  deleted: (): EventOf<'LotingDeleted'> => ({
    type: 'LotingDeleted',
    data: { lotingId: 'l1', reason: 'organizer', replacedBy: null },
  }),
};
