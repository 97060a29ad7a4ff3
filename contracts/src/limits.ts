/** Every length limit in one place: the forms and the server both read these. */
export const limits = {
  email: 100,
  loginIdentifier: 100,
  password: 500,
  /** A new password (sign-up, reset, profile); logging in still accepts an older, shorter one. */
  passwordMin: 8,
  usernameMin: 3,
  usernameMax: 50,
  firstName: 50,
  lastName: 128,
  city: 145,
  listTitle: 200,
  listDescription: 2000,
  categoryName: 200,
  giftDescription: 500,
  giftUrl: 2000,
  accessQuestion: 255,
  accessAnswer: 32,
  forumMessage: 1000,
  contextId: 128,
  sendRecipients: 4096,
  sendSubject: 200,
  sendMessage: 2000,
  /** Lists one account holds as primary owner: enough for a family's occasions, too few to squat usernames. */
  wishlistsPerAccount: 100,
  /** Open co-owner invites of one list (neither accepted, revoked nor expired): more than a family needs at once. */
  openInvitesPerWishlist: 20,
  /** The date input's range (spec 01 §5), as yyyy-mm-dd. */
  earliestDate: '1800-02-01',
  latestDate: '9999-12-31',
  /** Uploaded pictures (spec 01 §9): a PNG that fits this square... */
  imageSide: 1200,
  /** ...and at most this many bytes (4 MB: as base64 inside a gift edit it still fits the 6 MB request limit). */
  imageBytes: 4 * 1024 * 1024,
  /** The small copy of each stored picture that lists show beside a gift (4rem wide, sharp up to 3 device pixels per px). */
  imageThumbnailSide: 192,
  /** Lot drawing (spec 02 §5, §9; docs/lots.md). */
  lotingTitleMin: 3,
  lotingTitle: 100,
  lotingDescription: 1000,
  lotParticipantName: 100,
  /** A draw's optional budget per gift, in whole euros. */
  lotBudgetMax: 10_000,
  lotParticipantsMin: 3,
  /** A draw with this many people is drawn in a few milliseconds (npm run bench:draw); it also caps the payload. */
  lotParticipantsMax: 200,
  lotQuestion: 1000,
  /**
   * A draw's lots live this many days after their draw; then the draw is deleted and its data erased (docs/lots.md).
   * With the daily job's day this stays within the privacy statement's year: a participant who deletes their account
   * right after a draw keeps their name (as the organizer typed it) in that draw no longer than that.
   */
  lotRetentionDays: 364,
  /** `UsedInRecentLot`: a list coupled to a lot of a draw at most this many days old. */
  lotRecentDays: 60,
  /** After a nudge, the next one waits this many hours. */
  lotNudgeCooldownHours: 24,
  /** Questions one lot may send per day. */
  lotQuestionsPerDay: 5,
  /** Answers one lot gives the questions of whoever drew it, per day (each is a mail to the asker). */
  lotAnswersPerDay: 5,
  /** Resends of one draw per hour. */
  lotResendsPerHour: 20,
  /** The contact form (spec 02 §5); the maximums are not shown on the page. */
  contactSubjectMin: 3,
  contactSubject: 150,
  contactMessageMin: 10,
  contactMessage: 4000,
  /** Product search (spec 01 §7): a term, and how deep paging may go (a deeper page is no use to a person). */
  productSearchTerm: 100,
  productSearchOffset: 1000,
  /** The shop directory as support edits it (docs/content.md, "Shops"). */
  shopName: 60,
  shopCategoryName: 60,
  shopUrl: 500,
} as const;
