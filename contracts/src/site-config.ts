import { z } from 'zod';

/** The feature switches of the site (spec 01 §1); the server answers them from its configuration. */
export const SiteConfig = z.object({
  unsolicitedEmailAllowed: z.boolean(),
  drawLotsEnabled: z.boolean(),
  blog: z.boolean(),
  impressum: z.boolean(),
  shops: z.boolean(),
  productPriceComparisonEnabled: z.boolean(),
  /** Reminder mails to a list's friends before its occasion or birthday (docs/mailings.md). */
  reminderMailsEnabled: z.boolean(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/** `GET /api/Utility/WebVersion?clientVersion=`: the version a client runs, checked against the server's. */
export const WebVersionQuery = z.object({ clientVersion: z.string().trim().max(64).regex(/^[\w.+-]*$/).optional() });
/** `clientIsCurrent` is null when the client did not say its version; a client that is not current reloads. */
export const WebVersionAnswer = z.object({ version: z.string(), clientIsCurrent: z.boolean().nullable() });
export type WebVersionAnswer = z.infer<typeof WebVersionAnswer>;
export type WebVersionQuery = z.infer<typeof WebVersionQuery>;
