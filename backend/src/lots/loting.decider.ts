import { type EventOf, limits, type Sealed } from '@wl/contracts';
import type { Decider } from '../platform/domain/decider.js';
import { Problem } from '../platform/domain/problem.js';

export type LotingEvent =
  | EventOf<'LotingCreated'>
  | EventOf<'LotsDrawn'>
  | EventOf<'LotViewed'>
  | EventOf<'LotHolderLinked'>
  | EventOf<'LotWishlistSelected'>
  | EventOf<'LotNudgeSent'>
  | EventOf<'LotQuestionAsked'>
  | EventOf<'LotQuestionAnswered'>
  | EventOf<'LotResent'>
  | EventOf<'LotingDeleted'>;

type Created = EventOf<'LotingCreated'>['data'];
type DeleteReason = EventOf<'LotingDeleted'>['data']['reason'];

export type LotingCommand =
  /** The handler has checked the participants and drawn: the draw and its lots stand together or not at all. */
  /** `carried`: the lists coupled in the draw this one redoes, per new participant (docs/lots.md, "Redo"). */
  | {
      type: 'CreateLoting';
      created: Created;
      lots: { participantId: string; drawn: Sealed }[];
      carried: { participantId: string; wishlistId: string }[];
    }
  /** `holder`: the logged-in caller's account and the index of its current address (to link a lot sent to that address). */
  | { type: 'RegisterFirstView'; participantId: string; holder: { userId: string; emailIndex: string } | null }
  | { type: 'SelectWishlist'; participantId: string; wishlistId: string | null }
  /**
   * `receiverId`: whom the giver drew, opened by the handler from the giver's sealed pair; `receiverListVisible`:
   * whether the list they coupled still shows (the handler read the list's stream).
   */
  | { type: 'SendNudge'; participantId: string; receiverId: string; receiverListVisible: boolean; now: string }
  | { type: 'AskQuestion'; participantId: string; questionId: string; personal: Sealed }
  /** `askerDrew`: whom the question's asker drew, opened by the handler from the asker's sealed pair. */
  | { type: 'AnswerQuestion'; participantId: string; questionId: string; askerDrew: string | null; personal: Sealed }
  /** `address`: where the lot goes now, sealed under the draw's key; `emailChanged` when the organizer corrected it. */
  | {
      type: 'ResendLot';
      actorId: string;
      participantPublicGuid: string;
      emailChanged: boolean;
      address: { emailIndex: string; personal: Sealed };
    }
  /** `actorId` null: the system (retention, the organizer's account deleted). */
  | { type: 'DeleteLoting'; actorId: string | null; reason: DeleteReason; replacedBy: string | null }
  /** A redo claims the draw it replaces, before the new draw is appended: one redo per draw. */
  | { type: 'ClaimRedo'; actorId: string; replacedBy: string };

export interface LotState {
  participantId: string;
  publicGuid: string;
  lotGuidHash: string;
  userId: string | null;
  emailIndex: string;
  /** For someone added by e-mail: the account that opened the lot logged in with its address (`LotHolderLinked`). */
  holderId: string | null;
  isOrganizer: boolean;
  viewed: boolean;
  wishlistId: string | null;
  lastNudgeAt: string | null;
  /** Sealed under this participant's own key: whom they drew. */
  drawn: Sealed | null;
}

/** An anonymous question, as the stream keeps it: both texts stay sealed under the asker's lot key. */
export interface QuestionState {
  questionId: string;
  askerId: string;
  question: Sealed;
  answer: Sealed | null;
}

export interface LotingState {
  status: 'none' | 'created' | 'drawn' | 'deleted';
  lotingId: string;
  publicGuid: string;
  organizerId: string;
  manageGuidHash: string;
  /** In the order the organizer entered them; the organizer first. */
  participants: LotState[];
  exclusions: Created['exclusions'];
  redoOf: string | null;
  /** For a draw deleted by a redo: the draw that replaced it. */
  replacedBy: string | null;
  budget: number | null;
  date: string | null;
  /** The questions that can be answered (version-1 questions have no id), in the order asked. */
  questions: QuestionState[];
}

export const lotingStream = (lotingId: string) => `loting-${lotingId}`;

type Person = Pick<LotState, 'userId' | 'emailIndex'>;
/**
 * Whether two lots (of a draw and of its redo) are one person's: the same account, or for people added by e-mail the
 * same address, as the lot last went to.
 */
export const samePerson = (a: Person, b: Person): boolean =>
  a.userId ? a.userId === b.userId : !b.userId && a.emailIndex === b.emailIndex;

const HOUR_MS = 60 * 60 * 1000;

/** When a giver may nudge again after a nudge at `lastNudgeAt`. */
export function nudgeDisabledUntil(lastNudgeAt: string | null): string | null {
  return lastNudgeAt
    ? new Date(new Date(lastNudgeAt).getTime() + limits.lotNudgeCooldownHours * HOUR_MS).toISOString()
    : null;
}

const lotOf = (state: LotingState, participantId: string) =>
  state.participants.find((p) => p.participantId === participantId);

type LotRefusal = 'Deleted' | 'NotFound' | 'LotingDeleted' | 'LotDoesNotExist';

/** A participant's lot of a drawn draw, or the call's problem for a deleted draw or an unknown lot. */
function drawnLot(
  state: LotingState,
  participantId: string,
  problems: { deleted: LotRefusal; missing: LotRefusal },
): LotState {
  if (state.status === 'deleted') throw new Problem(problems.deleted);
  const lot = lotOf(state, participantId);
  if (!lot) throw new Problem(problems.missing);
  if (state.status !== 'drawn') throw new Problem('NotDrawn');
  return lot;
}

/**
 * One draw and its lots (docs/lots.md). The decider never sees a pair in plain text: the nudge is refused on the
 * receiver the handler opened for the giver, and the state keeps each pair sealed.
 */
export const lotingDecider: Decider<LotingState, LotingCommand, LotingEvent> = {
  initialState: {
    status: 'none',
    lotingId: '',
    publicGuid: '',
    organizerId: '',
    manageGuidHash: '',
    participants: [],
    exclusions: [],
    redoOf: null,
    replacedBy: null,
    budget: null,
    date: null,
    questions: [],
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateLoting': {
        if (state.status !== 'none') throw new Problem('InvalidData');
        const { lotingId } = command.created;
        const carried = command.carried.map(({ participantId, wishlistId }): LotingEvent => ({
          type: 'LotWishlistSelected',
          data: { lotingId, participantId, wishlistId },
        }));
        return [
          { type: 'LotingCreated', data: command.created },
          { type: 'LotsDrawn', data: { lotingId, lots: command.lots } },
          ...carried,
        ];
      }
      case 'RegisterFirstView': {
        const lot = drawnLot(state, command.participantId, { deleted: 'Deleted', missing: 'NotFound' });
        const { lotingId } = state;
        const { holder } = command;
        const linked = !lot.userId && holder && holder.emailIndex === lot.emailIndex && holder.userId !== lot.holderId;
        return [
          ...(lot.viewed ? [] : [{ type: 'LotViewed' as const, data: { lotingId, participantId: lot.participantId } }]),
          ...(linked
            ? [
                {
                  type: 'LotHolderLinked' as const,
                  data: { lotingId, participantId: lot.participantId, userId: holder.userId },
                },
              ]
            : []),
        ];
      }
      case 'SelectWishlist': {
        const lot = drawnLot(state, command.participantId, { deleted: 'LotingDeleted', missing: 'LotDoesNotExist' });
        const wishlistId = command.wishlistId === lot.wishlistId ? null : command.wishlistId;
        if (wishlistId === lot.wishlistId) return [];
        return [
          {
            type: 'LotWishlistSelected',
            data: { lotingId: state.lotingId, participantId: lot.participantId, wishlistId },
          },
        ];
      }
      case 'SendNudge': {
        const lot = drawnLot(state, command.participantId, { deleted: 'LotDoesNotExist', missing: 'LotDoesNotExist' });
        const until = nudgeDisabledUntil(lot.lastNudgeAt);
        if (until && until > command.now) throw new Problem('LastNudgeTooRecent');
        // A coupled list made private or deleted since shows the giver nothing: a nudge asks to show it or couple another.
        if (lotOf(state, command.receiverId)?.wishlistId && command.receiverListVisible)
          throw new Problem('WishlistAlreadySelected');
        return [
          {
            type: 'LotNudgeSent',
            data: { lotingId: state.lotingId, participantId: lot.participantId, at: command.now },
          },
        ];
      }
      case 'AskQuestion': {
        const lot = drawnLot(state, command.participantId, { deleted: 'LotDoesNotExist', missing: 'LotDoesNotExist' });
        return [
          {
            type: 'LotQuestionAsked',
            data: {
              lotingId: state.lotingId,
              participantId: lot.participantId,
              questionId: command.questionId,
              personal: command.personal,
            },
          },
        ];
      }
      case 'AnswerQuestion': {
        const lot = drawnLot(state, command.participantId, { deleted: 'LotDoesNotExist', missing: 'LotDoesNotExist' });
        const question = state.questions.find((q) => q.questionId === command.questionId);
        // A question asked of someone else is refused like an unknown one: the answer tells nobody whom its asker drew.
        if (!question || command.askerDrew !== lot.participantId) throw new Problem('QuestionNotFound');
        if (question.answer) throw new Problem('AlreadyAnswered');
        return [
          {
            type: 'LotQuestionAnswered',
            data: { lotingId: state.lotingId, questionId: question.questionId, personal: command.personal },
          },
        ];
      }
      case 'ResendLot': {
        if (state.status === 'none' || command.actorId !== state.organizerId) throw new Problem('NoAccess');
        if (state.status === 'deleted') throw new Problem('Deleted');
        const lot = state.participants.find((p) => p.publicGuid === command.participantPublicGuid);
        if (!lot) throw new Problem('NotFound');
        // A corrected address is for a lot that never arrived: once viewed, redirecting it would show its pair to the
        // new address's holder (the organizer could send anyone's lot to themselves).
        if (command.emailChanged && (lot.userId || lot.viewed)) throw new Problem('EmailNotEditable');
        const {
          emailChanged,
          address: { emailIndex, personal },
        } = command;
        return [
          {
            type: 'LotResent',
            data: { lotingId: state.lotingId, participantId: lot.participantId, emailChanged, emailIndex, personal },
          },
        ];
      }
      case 'ClaimRedo': {
        if (state.status === 'deleted') throw new Problem('Deleted');
        if (state.status !== 'drawn' || command.actorId !== state.organizerId) throw new Problem('InvalidData');
        return [
          {
            type: 'LotingDeleted',
            data: { lotingId: state.lotingId, reason: 'redone', replacedBy: command.replacedBy },
          },
        ];
      }
      case 'DeleteLoting': {
        if (state.status === 'none' || (command.actorId !== null && command.actorId !== state.organizerId))
          throw new Problem('NoAccess');
        if (state.status === 'deleted') return [];
        return [
          {
            type: 'LotingDeleted',
            data: { lotingId: state.lotingId, reason: command.reason, replacedBy: command.replacedBy },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    const withLot = (participantId: string, change: Partial<LotState>): LotingState => ({
      ...state,
      participants: state.participants.map((p) => (p.participantId === participantId ? { ...p, ...change } : p)),
    });
    switch (event.type) {
      case 'LotingCreated': {
        const { lotingId, publicGuid, organizerId, manageGuidHash, exclusions, redoOf, budget, date } = event.data;
        const participants = event.data.participants.map((p, index) => ({
          ...p,
          holderId: null,
          isOrganizer: index === 0,
          viewed: false,
          wishlistId: null,
          lastNudgeAt: null,
          drawn: null,
        }));
        return {
          status: 'created',
          lotingId,
          publicGuid,
          organizerId,
          manageGuidHash,
          participants,
          exclusions,
          redoOf,
          replacedBy: null,
          budget,
          date,
          questions: [],
        };
      }
      case 'LotsDrawn': {
        const drawn = new Map(event.data.lots.map((lot) => [lot.participantId, lot.drawn]));
        return {
          ...state,
          status: 'drawn',
          participants: state.participants.map((p) => ({ ...p, drawn: drawn.get(p.participantId) ?? null })),
        };
      }
      case 'LotViewed':
        return withLot(event.data.participantId, { viewed: true });
      case 'LotHolderLinked':
        return withLot(event.data.participantId, { holderId: event.data.userId });
      case 'LotWishlistSelected':
        return withLot(event.data.participantId, { wishlistId: event.data.wishlistId });
      case 'LotNudgeSent':
        return withLot(event.data.participantId, { lastNudgeAt: event.data.at });
      case 'LotResent':
        return withLot(event.data.participantId, { emailIndex: event.data.emailIndex });
      case 'LotQuestionAsked': {
        const { questionId, participantId, personal } = event.data;
        return questionId
          ? {
              ...state,
              questions: [...state.questions, { questionId, askerId: participantId, question: personal, answer: null }],
            }
          : state;
      }
      case 'LotQuestionAnswered':
        return {
          ...state,
          questions: state.questions.map((q) =>
            q.questionId === event.data.questionId ? { ...q, answer: event.data.personal } : q,
          ),
        };
      case 'LotingDeleted':
        return { ...state, status: 'deleted', replacedBy: event.data.replacedBy };
    }
  },
};
