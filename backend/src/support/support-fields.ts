/**
 * The one classification of the fields support answers show (docs/permissions.md, "Capabilities in support answers"):
 * every field of event data (plain, or inside a sealed value support opens), of the event envelope and of the state
 * views whose name looks like a guid, id, code, token, hash or key. `support-fields.unit.spec.ts` walks the contract's
 * schemas and fails for such a field that is not classified here.
 *
 * - `capability`: presenting the value grants an action. Always `"sealed"`, and so is any other string that holds
 *   it (an invite's link).
 * - `secret`: not presentable, but it would let its reader guess what is (a password hash). `"sealed"`.
 * - `oneWayHash`: a hash of a capability or a keyed hash of personal data; presenting it grants nothing (the server
 *   hashes what it is given), and it lets support follow one code or invite across events. Shown.
 * - `reference`: an id support names subjects by; whoever presents it still passes the check of the call (an owner,
 *   the session's own user). Shown.
 */
export type SupportFieldClass = 'capability' | 'secret' | 'oneWayHash' | 'reference';

export const SUPPORT_FIELDS: Readonly<Record<string, SupportFieldClass>> = {
  // Undoes a cross-off anonymously and opens the crossed-off gift page (with the gift's id).
  crossOffId: 'capability',
  privateCrossOffGuid: 'capability',
  // A co-owner invite's guid (sealed under the inviter's key): it makes its holder an owner of the list.
  guid: 'capability',
  // A draw's manage guid opens it as its organizer; a lot guid opens the lot, and so whom its holder drew.
  manageGuid: 'capability',
  lotGuid: 'capability',
  organizerLot: 'capability',
  passwordHash: 'secret',
  codeHash: 'oneWayHash',
  inviteHash: 'oneWayHash',
  manageGuidHash: 'oneWayHash',
  lotGuidHash: 'oneWayHash',
  emailIndex: 'oneWayHash',
  usernameIndex: 'oneWayHash',
  accessKey: 'oneWayHash',
  // Support names people by it; their mail-settings links need a key beside it (docs/permissions.md, "Mail settings links").
  userId: 'reference',
  byUserId: 'reference',
  authorId: 'reference',
  primaryOwnerId: 'reference',
  organizerId: 'reference',
  senderId: 'reference',
  supportUserId: 'reference',
  invitedBy: 'reference',
  ownerId: 'reference',
  personIds: 'reference',
  subjectId: 'reference',
  // A list's private guid: every call that takes it checks that the caller owns the list.
  wishlistId: 'reference',
  fromWishlistId: 'reference',
  toWishlistId: 'reference',
  privateGuid: 'reference',
  // Removing a friend takes it, only from the session of the user who added the friend.
  friendPrivateGuid: 'reference',
  publicGuid: 'reference',
  publicUserGuid: 'reference',
  categoryPublicGuid: 'reference',
  categoryId: 'reference',
  categoryIds: 'reference',
  toCategoryId: 'reference',
  giftId: 'reference',
  giftIds: 'reference',
  postId: 'reference',
  sentId: 'reference',
  messageId: 'reference',
  imageId: 'reference',
  themeId: 'reference',
  productId: 'reference',
  productIds: 'reference',
  shopId: 'reference',
  lotingId: 'reference',
  redoOf: 'reference',
  participantId: 'reference',
  receiverId: 'reference',
  // Names a lot question; answering it needs the lot guid of whom the asker drew as well.
  questionId: 'reference',
  giver: 'reference',
  receiver: 'reference',
  accessEventId: 'reference',
  // The envelope of an event as support sees it; `id`: a subject an event's summary names (`SupportRef`).
  id: 'reference',
  eventId: 'reference',
  streamId: 'reference',
  correlationId: 'reference',
  causationId: 'reference',
};

/**
 * Sealed fields support never opens, by event type: a draw's pairs, the questions a giver asked whom they drew and their answers
 * (docs/lots.md: only the giver, and the mail reactor, open them).
 */
export const NEVER_OPENED: Partial<Record<string, ReadonlySet<string>>> = {
  LotsDrawn: new Set(['drawn']),
  LotQuestionAsked: new Set(['personal']),
  LotQuestionAnswered: new Set(['personal']),
};

/** Names that look like a guid, an id, a code, a token, a hash or a key: each must be classified above. */
export const looksLikeKey = (name: string) => /(id|ids|guid|code|token|hash|key|secret|index|lot)$/i.test(name);

/** Unclassified names that look like keys are sealed too: a field added without a thought stays closed until classified. */
const seals = (name: string | null): boolean => {
  if (name === null) return false;
  const known = SUPPORT_FIELDS[name];
  return known ? known === 'capability' || known === 'secret' : looksLikeKey(name);
};

export const SEALED = 'sealed';

/** Shortest value searched for inside other strings: a guid is 36 characters; shorter ones would seal by accident. */
const MIN_SEALED_LENGTH = 16;

/**
 * The answer with every capability and secret `"sealed"`, by the name of its field, and every other string that holds
 * one of their values (a link with an invite's guid). Every support answer passes through here last.
 */
export function sealCapabilities<T>(answer: T): T {
  const values = new Set<string>();
  collect(answer, null, values);
  return seal(
    answer,
    null,
    [...values].filter((v) => v.length >= MIN_SEALED_LENGTH),
  ) as T;
}

function collect(value: unknown, name: string | null, into: Set<string>): void {
  if (typeof value === 'string') {
    if (seals(name)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, name, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) collect(item, key, into);
  }
}

function seal(value: unknown, name: string | null, values: string[]): unknown {
  if (typeof value === 'string') return seals(name) || values.some((v) => value.includes(v)) ? SEALED : value;
  if (Array.isArray(value)) return value.map((item) => seal(item, name, values));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, seal(item, key, values)]));
}
