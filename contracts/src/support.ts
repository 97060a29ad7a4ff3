import { z } from 'zod';
import { Guid } from './fields.js';
import { LotingView } from './lots.js';
import { OwnerWishlist, VisitorWishlist } from './wishlist.js';

/**
 * The support console (docs/support.md). Every call under `/api/Support` needs the support role, which only the
 * server's configuration grants (`SUPPORT_USERS`); anyone else gets 403 `NotSupport`, checked on the server. Every
 * read of a subject's data is itself recorded as an event in the subject's audit stream, shown in its timeline.
 */

/** What support can look up: a person, a list, a gift, a draw, or one participant of a draw. */
export const SupportSubjectKind = z.enum(['user', 'wishlist', 'gift', 'loting', 'participant']);
export type SupportSubjectKind = z.infer<typeof SupportSubjectKind>;

export const SupportSubject = z.object({
  kind: SupportSubjectKind,
  /** The subject's internal id (user id, wishlist id, gift id, loting id, participant id). */
  id: z.string(),
  /** What support reads in a result list: a name, a username, a title; '' once erased. */
  label: z.string(),
  /** E.g. the list a gift is on, or the draw a participant is in. */
  detail: z.string().nullable(),
});
export type SupportSubject = z.infer<typeof SupportSubject>;

/** `GET /api/Support/Access`: 200 for support, 403 `NotSupport` for everyone else (the console shows itself or not). */
export const SupportAccess = z.object({ isSupport: z.literal(true), userId: z.string() });
export type SupportAccess = z.infer<typeof SupportAccess>;

/**
 * `GET /api/Support/Find?q=`: by e-mail address or username (keyed-hash lookups), or by any guid: a list's private
 * or public guid, a gift's guid, a draw's public guid or manage guid, a participant's public guid or lot guid.
 */
export const SupportFindQuery = z.object({ q: z.string().trim().min(1).max(200) });
export const SupportFindAnswer = z.object({ subjects: z.array(SupportSubject) });
export type SupportFindAnswer = z.infer<typeof SupportFindAnswer>;

/** A subject an event names, with its name as support reads it (`label`): a link to its timeline in the console. */
export const SupportRef = z.object({ kind: SupportSubjectKind, id: z.string(), label: z.string() });
export type SupportRef = z.infer<typeof SupportRef>;
/** A piece of an event's summary: text, or a subject it names. */
export const SupportSummaryPart = z.union([z.string(), SupportRef]);
export type SupportSummaryPart = z.infer<typeof SupportSummaryPart>;
/** A summary as one line of text. */
export const summaryText = (parts: readonly SupportSummaryPart[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part.label)).join('');

/**
 * One event as support sees it. `data` is the event's data with sealed personal data opened, or the string
 * `"erased"` in its place once its key is forgotten. A draw's pairs (`LotsDrawn.drawn`) are never opened: they stay
 * `"sealed"`, for support too. `summary`: one Dutch sentence with the names of the people, lists, gifts and draws it
 * names (docs/support.md, "Summaries"); never a capability, a pair or a giver's question.
 */
export const SupportEvent = z.object({
  summary: z.array(SupportSummaryPart),
  position: z.string(),
  streamId: z.string(),
  eventId: z.string(),
  type: z.string(),
  schemaVersion: z.number().int(),
  at: z.string(),
  userId: z.string().nullable(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  data: z.unknown(),
});
export type SupportEvent = z.infer<typeof SupportEvent>;

const SubjectRef = z.object({ kind: SupportSubjectKind, id: z.string().min(1).max(100) });

/**
 * `GET /api/Support/Timeline?kind=&id=&after=&limit=&types=&from=&to=`: the subject's streams merged in log order
 * (a user: account, friends, lists and their gifts, cross-offs made, forum posts, draws; a list: its stream, its
 * gifts', its forum; a gift: its stream; a draw or a participant: the draw's stream), plus the subject's support
 * audit stream. Paged after `after` (a position); `types` is a comma-separated filter; `from`/`to` ISO times.
 */
export const SupportTimelineQuery = SubjectRef.extend({
  after: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  types: z.string().max(2000).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});
export type SupportTimelineQuery = z.input<typeof SupportTimelineQuery>;
export const SupportTimeline = z.object({
  subject: SupportSubject,
  streams: z.array(z.string()),
  events: z.array(SupportEvent),
  /** Pass as `after` for the next page; null at the end. */
  next: z.string().nullable(),
});
export type SupportTimeline = z.infer<typeof SupportTimeline>;

/** `GET /api/Support/Correlation/{correlationId}`: every event of one request (or one reactor step), in log order. */
export const SupportCorrelation = z.object({ correlationId: z.string(), events: z.array(SupportEvent) });
export type SupportCorrelation = z.infer<typeof SupportCorrelation>;

/**
 * `GET /api/Support/State?kind=&id=&at=`: a list's owner view and visitor view, a gift's cross-off state, or a draw's
 * organizer view (never a pair) as they were at `at`, rebuilt from the events up to then with the product's own
 * projection and view code. `position`: the last event taken into account.
 */
export const SupportStateQuery = z.object({
  kind: z.enum(['wishlist', 'gift', 'loting']),
  id: z.string().min(1).max(100),
  at: z.iso.datetime(),
});
export type SupportStateQuery = z.infer<typeof SupportStateQuery>;
export const SupportState = z.object({
  kind: z.enum(['wishlist', 'gift', 'loting']),
  id: z.string(),
  at: z.string(),
  position: z.string().nullable(),
  /** wishlist: `{ ownerView, visitorView }` (null before it existed); gift: `{ crossOff }`; loting: `{ organizerView }`. */
  state: z.unknown(),
});
export type SupportState = z.infer<typeof SupportState>;

/** `GET /api/Support/StateDiff?kind=&id=&from=&to=`: what changed between two moments, by JSON path. */
export const SupportStateDiffQuery = SupportStateQuery.omit({ at: true }).extend({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
});
export type SupportStateDiffQuery = z.infer<typeof SupportStateDiffQuery>;
export const SupportStateDiff = z.object({
  from: SupportState,
  to: SupportState,
  /** An added path has no `before`, a removed one no `after` (JSON drops undefined, so the key is missing). */
  changes: z.array(z.object({ path: z.string(), before: z.unknown().optional(), after: z.unknown().optional() })),
});
export type SupportStateDiff = z.infer<typeof SupportStateDiff>;

/**
 * `POST /api/Support/Rebuild { readModel }` starts rebuilding a read model into a shadow copy while the live one keeps
 * serving; once caught up it is compared with the live one and swapped in. 202 with the job; 422 `UnknownReadModel`,
 * `RebuildRunning`. `GET /api/Support/Rebuild/{jobId}` follows it.
 */
export const SupportRebuildRequest = z.object({ readModel: z.string().min(1).max(100) });
export const SupportRebuildJob = z.object({
  jobId: z.string(),
  readModel: z.string(),
  status: z.enum(['running', 'swapped', 'failed']),
  processed: z.number().int(),
  total: z.number().int(),
  etaSeconds: z.number().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Renewed by the process running the job while it runs: a running job whose beat stopped died with its process. */
  heartbeatAt: z.string(),
  /** Documents the shadow copy had differently from the live one at the swap (at most 100 listed). */
  differingCount: z.number().int(),
  differing: z.array(
    z.object({ collection: z.string(), id: z.string(), change: z.enum(['added', 'removed', 'changed']) }),
  ),
  error: z.string().nullable(),
});
export type SupportRebuildJob = z.infer<typeof SupportRebuildJob>;
/** The `error` of a job whose server process died while it ran (killed, or the machine stopped). */
export const REBUILD_INTERRUPTED = 'interrupted';
/** `GET /api/Support/ReadModels`: the read models a rebuild can name, and each one's lag. */
export const SupportReadModels = z.object({ readModels: z.array(z.object({ name: z.string(), behind: z.boolean() })) });
export type SupportReadModels = z.infer<typeof SupportReadModels>;

/** `GET /api/Support/Parked`, and `POST /api/Support/Parked/Retry` or `/Skip` with `{ id }` (204; 422 `ParkedNotFound`). */
export const SupportParkedEvent = z.object({
  id: z.string(),
  lane: z.string(),
  eventId: z.string(),
  type: z.string(),
  position: z.string(),
  attempts: z.number().int(),
  parkedAt: z.string(),
  error: z.string(),
  retryRequested: z.boolean(),
});
export const SupportParked = z.object({ parked: z.array(SupportParkedEvent) });
export type SupportParked = z.infer<typeof SupportParked>;
export const SupportParkedAction = z.object({ id: z.string().min(1).max(300) });

/**
 * `POST /api/Support/UndoCrossOff { giftId, byUserId }`: support undoes the cross-off `byUserId` made on the gift (the
 * console never sees the private cross-off guid); 204, or 422 `GiftNotFound`, `GiftDeleted`, `CrossOffAlreadyUndone`,
 * `CrossedOffBySomeoneElse` (the gift's cross-off is now another giver's). Recorded as `UndoCrossOff`, and the giver is mailed.
 */
export const SupportUndoCrossOffRequest = z.object({ giftId: Guid, byUserId: Guid });
export type SupportUndoCrossOffRequest = z.infer<typeof SupportUndoCrossOffRequest>;

export const SupportProblem = z.enum([
  'NotSupport',
  'SubjectNotFound',
  'UnknownReadModel',
  'RebuildRunning',
  'ParkedNotFound',
]);
export type SupportProblem = z.infer<typeof SupportProblem>;

/** What a support read or action was, as recorded in `SupportAccessRecorded` (`Find`: the subject was among a search's results, whose labels are personal data). */
export const SupportAction = z.enum([
  'ViewTimeline',
  'ViewState',
  'ViewCorrelation',
  'RetryParked',
  'SkipParked',
  'Rebuild',
  'Find',
  'AddShopCategory',
  'RenameShopCategory',
  'RemoveShopCategory',
  'AddShop',
  'ChangeShop',
  'RemoveShop',
  'SetShopLogo',
  'UndoCrossOff',
]);
export type SupportAction = z.infer<typeof SupportAction>;

/** `GET /api/Account/Export` (logged in): everything the log holds about the caller, as JSON; `?format=zip` adds their pictures. */
export const PersonalDataExportQuery = z.object({ format: z.enum(['json', 'zip']).default('json') });

/** `SupportState.state` of a list: the primary owner's view and an anonymous visitor's, null when there was no list. */
export const SupportWishlistState = z.object({
  ownerView: OwnerWishlist.nullable(),
  visitorView: VisitorWishlist.nullable(),
});
export type SupportWishlistState = z.infer<typeof SupportWishlistState>;
/** `SupportState.state` of a gift: its cross-off, the giver only as a user id. */
export const SupportGiftState = z.object({
  isCrossedOff: z.boolean(),
  crossOff: z
    .object({ crossOffId: z.string(), byUserId: z.string(), at: z.string(), wishlistId: z.string() })
    .nullable(),
});
export type SupportGiftState = z.infer<typeof SupportGiftState>;
/** `SupportState.state` of a draw: its organizer view once drawn (`manageGuid` and `organizerLot` shown as "sealed"), never a pair. */
export const SupportLotingState = z.object({
  status: z.enum(['none', 'created', 'drawn', 'deleted']),
  organizerView: LotingView.nullable(),
});
export type SupportLotingState = z.infer<typeof SupportLotingState>;

/**
 * The answer of `GET /api/Account/Export` (docs/support.md, "Personal data export"): the caller's own data, folded
 * from the event log. Nothing of other people: no one else's cross-offs, pairs, forum posts or addresses.
 * A value sealed under a key that is gone (a deleted draw) is null.
 */
const ExportGift = z.object({
  giftId: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  crossOffEnabled: z.boolean(),
  imageId: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
const ExportCategory = z.object({
  categoryId: z.string(),
  name: z.string(),
  deletedAt: z.string().nullable(),
  gifts: z.array(ExportGift),
});
const ExportList = z.object({
  wishlistId: z.string(),
  publicGuid: z.string(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string().nullable(),
  birthday: z.string().nullable(),
  occasion: z.string().nullable(),
  occasionDate: z.string().nullable(),
  accessType: z.string(),
  accessQuestion: z.string().nullable(),
  accessAnswer: z.string().nullable(),
  includeInSearchResult: z.boolean(),
  showCrossedOff: z.boolean(),
  imageId: z.string().nullable(),
  themeId: z.string().nullable(),
  categories: z.array(ExportCategory),
});
export const PersonalDataExport = z.object({
  exportedAt: z.string(),
  userId: z.string(),
  account: z
    .object({
      publicGuid: z.string(),
      createdAt: z.string(),
      isAccount: z.boolean(),
      email: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      emailVerified: z.boolean(),
      receiveMailing: z.boolean(),
      overviewEmailFrequency: z.number().nullable(),
      enableCrossOffNotifications: z.boolean().nullable(),
      passwordChangedAt: z.string().nullable(),
    })
    .nullable(),
  lists: z.array(ExportList),
  /**
   * Lists of someone else the person was a co-owner of: only when, not the list's content (that is its owner's).
   * Other people's lists are named by their public guid everywhere here: their private guid is a capability.
   */
  coOwnedLists: z.array(z.object({ wishlistPublicGuid: z.string(), since: z.string(), until: z.string().nullable() })),
  crossOffs: z.array(
    z.object({
      giftId: z.string(),
      wishlistPublicGuid: z.string(),
      crossedOffAt: z.string(),
      undoneAt: z.string().nullable(),
    }),
  ),
  friends: z.array(z.object({ wishlistPublicGuid: z.string(), addedAt: z.string(), removedAt: z.string().nullable() })),
  forumPosts: z.array(
    z.object({
      postId: z.string(),
      wishlistPublicGuid: z.string(),
      at: z.string(),
      fullName: z.string().nullable(),
      message: z.string().nullable(),
      deletedAt: z.string().nullable(),
    }),
  ),
  /** Mails of a list the person sent: the subject and text they wrote; the recipients' addresses are theirs, so only a count. */
  sentLists: z.array(
    z.object({
      wishlistPublicGuid: z.string(),
      at: z.string(),
      subject: z.string().nullable(),
      text: z.string().nullable(),
      recipientCount: z.number().int(),
    }),
  ),
  /** Draws the person organized: the organizer view (names, whether each lot was seen and a list chosen), never a pair. */
  lotingsOrganized: z.array(
    z.object({
      lotingId: z.string(),
      createdAt: z.string(),
      deletedAt: z.string().nullable(),
      title: z.string().nullable(),
      description: z.string().nullable(),
      participants: z.array(
        z.object({ name: z.string().nullable(), viewed: z.boolean(), wishlistChosen: z.boolean() }),
      ),
    }),
  ),
  /** The person's own lots: whom they drew (theirs alone to know), and the questions and nudges they sent. */
  lotsReceived: z.array(
    z.object({
      lotingId: z.string(),
      createdAt: z.string(),
      deletedAt: z.string().nullable(),
      title: z.string().nullable(),
      drewName: z.string().nullable(),
      viewed: z.boolean(),
      wishlistPublicGuid: z.string().nullable(),
      questions: z.array(z.object({ at: z.string(), question: z.string().nullable() })),
      nudgesSentAt: z.array(z.string()),
    }),
  ),
  /**
   * Every time support looked at the person's data or acted on it: a read of the person themselves, or of a list, gift,
   * draw or request that showed something of theirs (`subjectKind`: what was read; never who else it showed).
   */
  supportAccess: z.array(
    z.object({
      at: z.string(),
      action: SupportAction,
      subjectKind: SupportSubjectKind.nullable(),
      detail: z.string().nullable(),
    }),
  ),
  /** The pictures of the person's lists and gifts; the ZIP holds each as `pictures/<imageId>.png`. */
  pictures: z.array(z.string()),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExport>;
