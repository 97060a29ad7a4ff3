import { z } from 'zod';
import { Email, Guid, lineText, multiLineText } from './fields.js';
import { limits } from './limits.js';

/**
 * Lot drawing (spec 02 §2.1–§9, docs/lots.md). Three kinds of guid: a draw's `publicGuid` (names it in live groups
 * and links), its `manageGuid` (the organizer's link: organizer view, history, resend, delete; only its hash is in
 * the log) and each participant's private lot guid (their lot link; only its hash is in the log). A participant
 * also has a `publicGuid`, which names them to the organizer and to whoever drew them.
 */

/** Wizard draft in local storage (spec 02 §3, §4): only this version is accepted. */
export const LOT_DRAFT_VERSION = 5;
/** Details autosave after typing stops (spec 02 §9). */
export const LOT_AUTOSAVE_MS = 600;
/** The busy modal while drawing shows at least this long (spec 02 §9). */
export const LOT_MIN_DRAWING_MS = 2000;
/** Lots home waits this long for the user before sending a logged-out visitor on (spec 02 §9). */
export const LOTS_HOME_GUARD_MS = 1000;
/** A changed row of a lot view or organizer view is highlighted this long (spec 02 §9). */
export const LOT_CHANGE_HIGHLIGHT_MS = 1200;

const participantName = lineText()
  .min(1, 'validation.loting.participant.name.required')
  .max(limits.lotParticipantName, 'validation.loting.participant.name.too_long');

/**
 * One participant of `POST /api/Loting/Create` (spec 02 §3). The first participant is the organizer (their own
 * `publicUserGuid`); the others are friends (`publicUserGuid` of a friend from `LotingFriendsList`; the server
 * finds their address) or people added by e-mail (`email`, no `publicUserGuid`). `exclude`: the `localGuid`s this
 * participant must not draw. `friendParticipantPublicGuid` is the spec's field for a friend kept by reference in a
 * redo; the server identifies friends by `publicUserGuid` only and ignores it.
 */
export const LotParticipantInput = z.object({
  localGuid: Guid,
  name: participantName,
  email: z.union([z.literal(''), Email]),
  publicUserGuid: Guid.nullable().default(null),
  friendParticipantPublicGuid: Guid.nullable().default(null),
  exclude: z.array(Guid).max(limits.lotParticipantsMax, 'validation.loting.exclusions.too_many'),
});
export type LotParticipantInput = z.input<typeof LotParticipantInput>;

/** The optional budget per gift of a draw, in whole euros (shown without decimals). */
export const LotBudget = z
  .number()
  .int('validation.loting.budget.invalid')
  .min(1, 'validation.loting.budget.invalid')
  .max(limits.lotBudgetMax, 'validation.loting.budget.too_high')
  .nullable();
/** The optional day of the exchange, `YYYY-MM-DD`, a real calendar day. */
export const LotDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.loting.date.invalid')
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'validation.loting.date.invalid',
  )
  .nullable();

/** `POST /api/Loting/Create` (login required): 201 `CreateLotingAnswer`; 422 `CreateLotingProblem`. */
export const CreateLotingRequest = z.object({
  title: lineText()
    .min(1, 'validation.loting.title.required')
    .min(limits.lotingTitleMin, 'validation.loting.title.too_short')
    .max(limits.lotingTitle, 'validation.loting.title.too_long'),
  description: multiLineText().max(limits.lotingDescription, 'validation.loting.description.too_long').default(''),
  participants: z
    .array(LotParticipantInput)
    .min(limits.lotParticipantsMin, 'validation.loting.participants.too_few')
    .max(limits.lotParticipantsMax, 'validation.loting.participants.too_many'),
  /** The manage guid of the organizer's earlier draw this one redoes: that draw is deleted once this one stands. */
  redoOf: Guid.nullable().default(null),
  budget: LotBudget.default(null),
  date: LotDate.default(null),
});
export type CreateLotingRequest = z.input<typeof CreateLotingRequest>;
export const CreateLotingAnswer = z.object({
  publicGuid: z.string(),
  manageGuid: z.string(),
  organizerLot: z.string(),
});
export type CreateLotingAnswer = z.infer<typeof CreateLotingAnswer>;
/**
 * `InvalidData`: participants that do not add up (duplicate or unknown local guids, a friend who is not the
 * caller's friend, the organizer missing from the first place, a friend without address); `InvalidExclusions`: no
 * valid draw exists; `InvalidOrganizerEmail`: the first participant's address is not the caller's; `Deleted` (the
 * spec's value of a deleted draw): `redoOf` names a draw that is deleted or was redone already (one redo per draw).
 */
export const CreateLotingProblem = z.enum(['InvalidData', 'InvalidExclusions', 'InvalidOrganizerEmail', 'Deleted']);

/** A participant in the organizer view (spec 02 §3). `email` is empty for friends: the organizer never learns it. */
export const LotingParticipantView = z.object({
  publicGuid: z.string(),
  name: z.string(),
  publicUserGuid: z.string().nullable(),
  email: z.string(),
  isOrganizer: z.boolean(),
  hasWishlist: z.boolean(),
  isViewed: z.boolean(),
  /** Public guids of the participants this one must not draw. */
  excluded: z.array(z.string()),
});
export type LotingParticipantView = z.infer<typeof LotingParticipantView>;

/** `GET /api/Loting/{manageGuid}`: the organizer view; 422 `LotingProblem`. */
export const LotingView = z.object({
  publicGuid: z.string(),
  manageGuid: z.string(),
  title: z.string(),
  description: z.string(),
  createDate: z.string(),
  /** Budget per gift in whole euros and day of the exchange (`YYYY-MM-DD`), when the organizer gave them. */
  budget: z.number().nullable(),
  date: z.string().nullable(),
  participants: z.array(LotingParticipantView),
  /** The private guid of the organizer's own lot (route `lot`). */
  organizerLot: z.string(),
});
export type LotingView = z.infer<typeof LotingView>;
/** Why a draw cannot be shown (pages lotingDeleted, lotingBroken, lotingNotFound). */
export const LotingProblem = z.enum(['Deleted', 'NotDrawn', 'NotFound']);
export type LotingProblem = z.infer<typeof LotingProblem>;

/**
 * `POST /api/Loting/OpenWithOrganizer`: the organizer link of the mail (`.../open/{publicLotingGuid}/{manageGuid}`;
 * the spec calls the second guid `privateUserGuid`). The draw's organizer, logged in, gets the view; a lightweight
 * organizer (no password to log in with) is logged in by the link (`changedCurrentUser`); anyone else gets 401
 * (`NotLoggedIn`, log in as the organizer) or 422 `LotingProblem`.
 */
export const OpenWithOrganizerRequest = z.object({ publicLotingGuid: Guid, privateUserGuid: Guid });
export type OpenWithOrganizerRequest = z.infer<typeof OpenWithOrganizerRequest>;
export const OpenWithOrganizerAnswer = z.object({ loting: LotingView, changedCurrentUser: z.boolean() });
export type OpenWithOrganizerAnswer = z.infer<typeof OpenWithOrganizerAnswer>;

/** `GET /api/Loting/Overview` (login): the draws the user organizes or holds a lot in, newest first. */
export const LotingOverviewItem = z.object({
  publicGuid: z.string(),
  title: z.string(),
  participantCount: z.number().int(),
  createDate: z.string(),
  /** Only for the organizer. */
  manageGuid: z.string().nullable(),
  /** The user's own lots in this draw. */
  lots: z.array(z.object({ privateParticipantGuid: z.string(), participantName: z.string() })),
});
export type LotingOverviewItem = z.infer<typeof LotingOverviewItem>;
export const LotingOverview = z.object({ lotingen: z.array(LotingOverviewItem) });
export type LotingOverview = z.infer<typeof LotingOverview>;

/**
 * `GET /api/Loting/LotingFriendsList` (login): the owners of the lists the user follows, one participant each.
 * Lists with several owners are left out (`hadMultiUserFriends`): a list is not one person.
 */
export const LotingFriend = z.object({
  fullName: z.string(),
  publicUserGuid: z.string(),
  wishlistUrlForDisplay: z.string(),
});
export type LotingFriend = z.infer<typeof LotingFriend>;
export const LotingFriendsList = z.object({ friends: z.array(LotingFriend), hadMultiUserFriends: z.boolean() });
export type LotingFriendsList = z.infer<typeof LotingFriendsList>;

/**
 * `POST /api/Loting/ResendLot` (the organizer): mails the lot again, to `email` when given (an e-mail participant's
 * corrected address; friends are always mailed at their account's address). 204; 422 `ResendLotProblem`.
 */
export const ResendLotRequest = z.object({
  manageGuid: Guid,
  participantPublicGuid: Guid,
  email: z.union([z.literal(''), Email]).default(''),
});
export type ResendLotRequest = z.input<typeof ResendLotRequest>;
export const ResendLotProblem = z.enum(['NoAccess', 'Deleted', 'NotFound', 'EmailNotEditable']);

/** `DELETE /api/Loting/{manageGuid}` (the organizer): 200; 422 `NoAccess` means unauthorized (spec 02 §6). */
export const DeleteLotingProblem = z.enum(['NoAccess']);

/** One line of the organizer's audit history (`GET /api/Loting/{manageGuid}/History`), oldest first. */
export const LotHistoryKind = z.enum([
  'Created',
  'Drawn',
  'LotSent',
  'LotResent',
  'LotViewed',
  'WishlistCoupled',
  'WishlistDecoupled',
  'NudgeSent',
  'QuestionAsked',
  'Deleted',
  'Redone',
]);
export type LotHistoryKind = z.infer<typeof LotHistoryKind>;
/**
 * `participantName` names whom the line is about; it is null where naming anyone would tell a pair (a nudge or a
 * question is from a giver to whom they drew: the line names neither) and for lines about the whole draw.
 * `emailChanged`: a resend went to a corrected address (the address itself is not shown).
 */
export const LotHistoryEntry = z.object({
  at: z.string(),
  kind: LotHistoryKind,
  participantName: z.string().nullable(),
  emailChanged: z.boolean().optional(),
});
export type LotHistoryEntry = z.infer<typeof LotHistoryEntry>;
export const LotHistory = z.object({ title: z.string(), entries: z.array(LotHistoryEntry) });
export type LotHistory = z.infer<typeof LotHistory>;

/** A question as a lot shows it, to its asker or to whom it was asked: its id, text and answer (null until answered). */
export const LotQuestionView = z.object({
  questionId: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
});
export type LotQuestionView = z.infer<typeof LotQuestionView>;

/** `GET /api/Lot/{guid}` (the holder of the lot link): 422 `LotProblem` (pages lotDeleted, lotBroken, lotNotFound). */
export const LotView = z.object({
  /** The participant's own public guid (their status in the organizer view, and the group their giver joins). */
  publicGuid: z.string(),
  email: z.string(),
  name: z.string(),
  /** The participant's coupled list, only when the caller is an owner of it (null otherwise or when none). */
  selectedWishlistPrivateGuid: z.string().nullable(),
  hasSelectedWishlist: z.boolean(),
  lotingTitle: z.string(),
  description: z.string(),
  budget: z.number().nullable(),
  date: z.string().nullable(),
  drawnParticipant: z.object({ publicGuid: z.string(), name: z.string(), wishlistLink: z.string().nullable() }),
  isViewed: z.boolean(),
  /** Whether the lot's e-mail address belongs to a full account (then coupling needs that account's login). */
  hasAccount: z.boolean(),
  nudgeDisabledUntil: z.string().nullable(),
  /** The anonymous questions whoever drew this participant asked them, oldest first: never who asked. */
  questionsToMe: z.array(LotQuestionView),
  /** The questions this participant asked whom they drew, oldest first, each with its answer once given. */
  myQuestions: z.array(LotQuestionView),
});
export type LotView = z.infer<typeof LotView>;
export const LotProblem = LotingProblem;
export type LotProblem = LotingProblem;
/**
 * The 422 of `GET /api/Lot/{guid}` for a lot of a redone draw whose holder has a lot in the new draw: the spec's
 * `Deleted`, with `redone` so the page can say the new lot was mailed instead of 'the draw was deleted'.
 */
export const LotRedoneAnswer = z.object({ problem: z.literal('Deleted'), redone: z.literal(true) });
export type LotRedoneAnswer = z.infer<typeof LotRedoneAnswer>;

/** `POST /api/Lot/RegisterFirstView`: 204, the first time only; later calls change nothing. */
export const RegisterFirstViewRequest = z.object({ privateGuid: Guid });

/**
 * `POST /api/Lot/SelectWishlist`: couples one of the caller's lists to their lot, or decouples with no list or the
 * list already coupled (spec 02 §4). 200 `SelectWishlistAnswer`; 422 `SelectWishlistProblem`.
 */
export const SelectWishlistRequest = z.object({
  participantPrivateGuid: Guid,
  wishlistPrivateGuid: Guid.nullable().optional(),
});
export type SelectWishlistRequest = z.infer<typeof SelectWishlistRequest>;
export const SelectWishlistAnswer = z.object({ selectedWishlistPrivateGuid: z.string().nullable() });
export type SelectWishlistAnswer = z.infer<typeof SelectWishlistAnswer>;
/** `NotLoggedIn` is a 401; `WishlistNotFound` also answers a list the caller does not own or a private one. */
export const SelectWishlistProblem = z.enum(['LotingDeleted', 'WishlistNotFound', 'LotDoesNotExist']);

/** `POST /api/Lot/SendNudge`: asks the drawn person to couple a list. 200 `SendNudgeAnswer`; 422 `SendNudgeProblem`. */
export const SendNudgeRequest = z.object({ participantPrivateGuid: Guid });
export const SendNudgeAnswer = z.object({ nudgeDisabledUntil: z.string() });
export type SendNudgeAnswer = z.infer<typeof SendNudgeAnswer>;
export const SendNudgeProblem = z.enum(['LastNudgeTooRecent', 'LotDoesNotExist', 'WishlistAlreadySelected']);

/** `POST /api/Lot/SendQuestion`: an anonymous question to the drawn person by e-mail. 204; 422 `SendQuestionProblem`; 429 when too many. */
export const SendQuestionRequest = z.object({
  lotPrivateGuid: Guid,
  question: multiLineText()
    .min(1, 'loting.lot.question.required')
    .max(limits.lotQuestion, 'loting.lot.question.too_long'),
});
export type SendQuestionRequest = z.infer<typeof SendQuestionRequest>;
export const SendQuestionProblem = z.enum(['LotDoesNotExist']);

/**
 * `POST /api/Lot/AnswerQuestion`: whom the asker drew answers, by their own lot guid (the question mail links it),
 * without learning who asked; the asker sees the answer on their lot and gets a mail. 204; 422
 * `AnswerQuestionProblem` (`QuestionNotFound` also for a question asked of someone else); 429 when too many.
 */
export const AnswerQuestionRequest = z.object({
  lotPrivateGuid: Guid,
  questionId: Guid,
  answer: multiLineText().min(1, 'loting.lot.answer.required').max(limits.lotQuestion, 'loting.lot.answer.too_long'),
});
export type AnswerQuestionRequest = z.infer<typeof AnswerQuestionRequest>;
export const AnswerQuestionProblem = z.enum(['LotDoesNotExist', 'QuestionNotFound', 'AlreadyAnswered']);
