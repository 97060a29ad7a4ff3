import { z } from 'zod';
import { LOT_DRAFT_VERSION, type CreateLotingRequest, type LotingView } from '@wl/contracts';

/**
 * The wizard's draft (spec 02 §3, §4): kept in local storage between steps and visits, stamped with its version and
 * the public guid of the user who made it (null when made logged out). Pure: storage is passed in.
 */
export const LOT_DRAFT_KEY = 'lotingDraft';

/** The organizer (always first), a friend (kept by reference to their account) or a person added by e-mail. */
const DraftParticipant = z.object({
  localGuid: z.string(),
  kind: z.enum(['organizer', 'friend', 'email']),
  name: z.string(),
  email: z.string(),
  publicUserGuid: z.string().nullable(),
  /** In a redo: the friend's participant guid in the draw being redone. */
  friendParticipantPublicGuid: z.string().nullable(),
  /** Local guids of the participants this one must not draw. */
  exclude: z.array(z.string()),
});
export type DraftParticipant = z.infer<typeof DraftParticipant>;

const LotDraftV4 = z.object({
  version: z.literal(4),
  userGuid: z.string().nullable(),
  drawn: z.boolean(),
  redoOf: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  organizerName: z.string(),
  organizerEmail: z.string(),
  participants: z.array(DraftParticipant),
});
/** Since version 5: the budget in whole euros and the day of the exchange (`YYYY-MM-DD`), as typed ('' for none). */
const LotDraft = LotDraftV4.extend({ version: z.literal(LOT_DRAFT_VERSION), budget: z.string(), date: z.string() });
export type LotDraft = z.infer<typeof LotDraft>;

/** A version-4 draft (before budget and date) becomes a current one without them; anything else is not a draft. */
const StoredLotDraft = z.union([
  LotDraft,
  LotDraftV4.transform((draft): LotDraft => ({ ...draft, version: LOT_DRAFT_VERSION, budget: '', date: '' })),
]);

export type StoredDraft =
  | { kind: 'none' }
  /** Written by a newer version of the site: reload to get it. */
  | { kind: 'newer' }
  | { kind: 'found'; draft: LotDraft };

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The stored draft for this user (`userGuid` null when logged out). An unsupported version or an unreadable draft
 * is discarded; another user's draft is left alone but not shown. A draft made logged out is taken over by whoever
 * logs in on this device: the organizer who had to log in from the details step keeps their work.
 */
export function loadDraft(storage: DraftStorage, userGuid: string | null): StoredDraft {
  const text = storage.getItem(LOT_DRAFT_KEY);
  if (text === null) return { kind: 'none' };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    stored = null;
  }
  const version = typeof stored === 'object' && stored !== null && 'version' in stored ? stored.version : null;
  if (typeof version === 'number' && version > LOT_DRAFT_VERSION) return { kind: 'newer' };
  const parsed = StoredLotDraft.safeParse(stored);
  if (!parsed.success || parsed.data.drawn) {
    storage.removeItem(LOT_DRAFT_KEY);
    return { kind: 'none' };
  }
  const draft = parsed.data;
  if (draft.userGuid !== null && draft.userGuid !== userGuid) return { kind: 'none' };
  return { kind: 'found', draft: { ...draft, userGuid } };
}

/** Saves the draft, unless it was drawn: a drawn draft is never saved. */
export function saveDraft(storage: DraftStorage, draft: LotDraft): void {
  if (draft.drawn) return;
  storage.setItem(LOT_DRAFT_KEY, JSON.stringify(draft));
}

export function removeDraft(storage: DraftStorage): void {
  storage.removeItem(LOT_DRAFT_KEY);
}

export function newDraft(
  user: { publicGuid: string; email: string; firstName: string; lastName: string } | null,
  localGuid: string,
): LotDraft {
  const organizerName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  const organizerEmail = user?.email ?? '';
  return {
    version: LOT_DRAFT_VERSION,
    userGuid: user?.publicGuid ?? null,
    drawn: false,
    redoOf: null,
    title: '',
    description: '',
    budget: '',
    date: '',
    organizerName,
    organizerEmail,
    participants: [organizerParticipant(localGuid, organizerName, organizerEmail)],
  };
}

function organizerParticipant(
  localGuid: string,
  name: string,
  email: string,
  exclude: string[] = [],
): DraftParticipant {
  return {
    localGuid,
    kind: 'organizer',
    name,
    email,
    publicUserGuid: null,
    friendParticipantPublicGuid: null,
    exclude,
  };
}

/** The details as typed, copied onto the organizer, who is always the first participant. */
export function withDetails(
  draft: LotDraft,
  details: Pick<LotDraft, 'title' | 'description' | 'budget' | 'date' | 'organizerName' | 'organizerEmail'>,
): LotDraft {
  const [organizer, ...others] = draft.participants;
  return {
    ...draft,
    ...details,
    participants: [
      { ...organizer!, name: details.organizerName.trim(), email: details.organizerEmail.trim() },
      ...others,
    ],
  };
}

export function emailParticipant(localGuid: string, name: string, email: string): DraftParticipant {
  return {
    localGuid,
    kind: 'email',
    name: name.trim(),
    email: email.trim(),
    publicUserGuid: null,
    friendParticipantPublicGuid: null,
    exclude: [],
  };
}

export function friendParticipant(
  localGuid: string,
  friend: { fullName: string; publicUserGuid: string },
): DraftParticipant {
  return {
    localGuid,
    kind: 'friend',
    name: friend.fullName,
    email: '',
    publicUserGuid: friend.publicUserGuid,
    friendParticipantPublicGuid: null,
    exclude: [],
  };
}

export function withParticipants(draft: LotDraft, added: readonly DraftParticipant[]): LotDraft {
  return { ...draft, participants: [...draft.participants, ...added] };
}

/** Only participants added by e-mail can be edited. */
export function withParticipantEdited(
  draft: LotDraft,
  localGuid: string,
  edit: { name: string; email: string },
): LotDraft {
  return {
    ...draft,
    participants: draft.participants.map((p) =>
      p.localGuid === localGuid && p.kind === 'email' ? { ...p, name: edit.name.trim(), email: edit.email.trim() } : p,
    ),
  };
}

export function withExclusions(draft: LotDraft, localGuid: string, exclude: readonly string[]): LotDraft {
  return {
    ...draft,
    participants: draft.participants.map((p) => (p.localGuid === localGuid ? { ...p, exclude: [...exclude] } : p)),
  };
}

/** Partners (a couple) may not draw each other: each excludes the other, whatever they excluded before. */
export function withPartners(draft: LotDraft, first: string, second: string): LotDraft {
  const other = (localGuid: string) => (localGuid === first ? second : localGuid === second ? first : null);
  return {
    ...draft,
    participants: draft.participants.map((p) => {
      const partner = other(p.localGuid);
      return partner && !p.exclude.includes(partner) ? { ...p, exclude: [...p.exclude, partner] } : p;
    }),
  };
}

/** Removes a participant and every exclusion of them. The organizer stays. */
export function withoutParticipant(draft: LotDraft, localGuid: string): LotDraft {
  return {
    ...draft,
    participants: draft.participants
      .filter((p) => p.kind === 'organizer' || p.localGuid !== localGuid)
      .map((p) => ({ ...p, exclude: p.exclude.filter((guid) => guid !== localGuid) })),
  };
}

/** Names that occur more than once, case-insensitive (shown as typed the first time). */
export function duplicateNames(participants: readonly DraftParticipant[]): string[] {
  const seen = new Map<string, { name: string; count: number }>();
  for (const { name } of participants) {
    const key = name.trim().toLocaleLowerCase('nl-BE');
    const entry = seen.get(key) ?? { name: name.trim(), count: 0 };
    entry.count++;
    seen.set(key, entry);
  }
  return [...seen.values()].filter((e) => e.count > 1).map((e) => e.name);
}

/** The draft's budget and date as the draw holds them (null for none). */
export function factsOf(draft: LotDraft): { budget: number | null; date: string | null } {
  return { budget: draft.budget.trim() ? Number(draft.budget.trim()) : null, date: draft.date || null };
}

/** `POST /api/Loting/Create`'s payload; the organizer is the logged-in user (`organizerGuid`) by then. */
export function createRequest(draft: LotDraft, organizer: { publicGuid: string; email: string }): CreateLotingRequest {
  return {
    title: draft.title,
    description: draft.description,
    ...factsOf(draft),
    redoOf: draft.redoOf,
    participants: draft.participants.map((p) => ({
      localGuid: p.localGuid,
      name: p.name,
      email: p.kind === 'organizer' ? organizer.email : p.kind === 'email' ? p.email : '',
      publicUserGuid: p.kind === 'organizer' ? organizer.publicGuid : p.kind === 'friend' ? p.publicUserGuid : null,
      friendParticipantPublicGuid: p.kind === 'friend' ? p.friendParticipantPublicGuid : null,
      exclude: p.exclude,
    })),
  };
}

/**
 * A new draft from an existing draw, to draw it again (spec 02 §4): friends kept by reference, e-mail participants
 * with their e-mail, exclusions carried over; `redoOf` makes the server delete the old draw once the new one stands.
 */
export function redoDraft(
  loting: LotingView,
  user: { publicGuid: string; email: string },
  newGuid: () => string,
): LotDraft {
  const localGuidOf = new Map(loting.participants.map((p) => [p.publicGuid, newGuid()]));
  const organizer = loting.participants.find((p) => p.isOrganizer);
  const participants = loting.participants.map((p): DraftParticipant => {
    const localGuid = localGuidOf.get(p.publicGuid)!;
    const exclude = p.excluded.flatMap((guid) => localGuidOf.get(guid) ?? []);
    if (p.isOrganizer) return organizerParticipant(localGuid, p.name, user.email, exclude);
    if (p.email)
      return {
        localGuid,
        kind: 'email',
        name: p.name,
        email: p.email,
        publicUserGuid: null,
        friendParticipantPublicGuid: null,
        exclude,
      };
    return {
      localGuid,
      kind: 'friend',
      name: p.name,
      email: '',
      publicUserGuid: p.publicUserGuid,
      friendParticipantPublicGuid: p.publicGuid,
      exclude,
    };
  });
  participants.sort((a, b) => Number(b.kind === 'organizer') - Number(a.kind === 'organizer'));
  return {
    version: LOT_DRAFT_VERSION,
    userGuid: user.publicGuid,
    drawn: false,
    redoOf: loting.manageGuid,
    title: loting.title,
    description: loting.description,
    budget: loting.budget === null ? '' : String(loting.budget),
    date: loting.date ?? '',
    organizerName: organizer?.name ?? '',
    organizerEmail: user.email,
    participants,
  };
}
