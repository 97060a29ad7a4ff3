import type { LotHistory, LotHistoryEntry } from '@wl/contracts';
import type { LotingRecord } from './loting-records.js';
import { type LotState, samePerson } from './loting.decider.js';

/**
 * Every line is dated to the minute (docs/lots.md, "Audit history"): seconds tell the organizer nothing they need and
 * would sharpen the timing inference that nudges and questions allow.
 */
const minuteOf = (at: string) => `${at.slice(0, 16)}:00.000Z`;

/**
 * The organizer's audit history of a draw (docs/lots.md "Audit history"), read from its stream, oldest first, after
 * the history of the draws it redid (`earlier`, whose keys are forgotten: their lines name whoever is the same person
 * in this draw, by account or address, and nobody for the others). It never opens a pair nor a question's text; once
 * the draw's key is forgotten (a deleted draw) names are null.
 */
export function historyOf(record: LotingRecord, earlier: LotingRecord[] = []): LotHistory {
  const { personal, state } = record;
  const nameOf = new Map(personal?.participants.map((p) => [p.participantId, p.name]) ?? []);
  const entries = [
    ...earlier.flatMap((draw) => {
      const now = (old: LotState) => state.participants.find((p) => samePerson(old, p));
      const names = new Map(
        draw.state.participants.map((old) => [old.participantId, nameOf.get(now(old)?.participantId ?? '') ?? null]),
      );
      return entriesOf(draw, (participantId) => names.get(participantId) ?? null);
    }),
    ...entriesOf(record, (participantId) => nameOf.get(participantId) ?? null),
  ];
  // In log order: a redone draw's stream ended before its redo's began, and each stream is in the order it happened.
  return { title: personal?.title ?? '', entries };
}

function entriesOf({ events }: LotingRecord, about: (participantId: string) => string | null): LotHistoryEntry[] {
  return events.flatMap((event): LotHistoryEntry[] => {
    const at = minuteOf(event.metadata.at);
    switch (event.type) {
      case 'LotingCreated':
        return [{ at, kind: 'Created', participantName: null }];
      case 'LotsDrawn':
        return [
          { at, kind: 'Drawn', participantName: null },
          ...event.data.lots.map((lot): LotHistoryEntry => ({
            at,
            kind: 'LotSent',
            participantName: about(lot.participantId),
          })),
        ];
      case 'LotResent':
        return [
          {
            at,
            kind: 'LotResent',
            participantName: about(event.data.participantId),
            emailChanged: event.data.emailChanged,
          },
        ];
      case 'LotViewed':
        return [{ at, kind: 'LotViewed', participantName: about(event.data.participantId) }];
      case 'LotWishlistSelected':
        return [
          {
            at,
            kind: event.data.wishlistId ? 'WishlistCoupled' : 'WishlistDecoupled',
            participantName: about(event.data.participantId),
          },
        ];
      case 'LotNudgeSent':
        return [{ at, kind: 'NudgeSent', participantName: null }];
      case 'LotQuestionAsked':
        return [{ at, kind: 'QuestionAsked', participantName: null }];
      // Linking a lot to the account that holds its address changes nothing the organizer follows.
      case 'LotHolderLinked':
        return [];
      // Answers are not shown: the line would say when whom the asker drew acted.
      case 'LotQuestionAnswered':
        return [];
      case 'LotingDeleted':
        return [{ at, kind: event.data.reason === 'redone' ? 'Redone' : 'Deleted', participantName: null }];
    }
  });
}
