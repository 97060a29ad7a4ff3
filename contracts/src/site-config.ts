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
