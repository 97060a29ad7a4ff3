import { z } from 'zod';

/** An address the site links to: only http(s), never `javascript:` or the like. */
const WebAddress = z.url({ protocol: /^https?$/ });

/** One line of the operator's details: trimmed, no line breaks or control characters. */
const DetailLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\u0000-\u001F\u007F-\u009F]*$/, 'one line, no control characters');

/**
 * The company that runs the site, as the impressum must name it (German § 5 DDG): `SITE_COMPANY_*`. `register` is the
 * trade register and number (`Kamer van Koophandel (KvK) 12345678`); `vatId` the VAT number, when the company has one.
 */
export const CompanyDetails = z.object({
  name: DetailLine(200),
  address: DetailLine(300),
  register: DetailLine(200),
  vatId: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, 'a VAT number such as NL123456789B01')
    .nullable(),
  email: z.email(),
});
export type CompanyDetails = z.infer<typeof CompanyDetails>;

/**
 * The feature switches and settings of the site (spec 01 §1); the server validates them with this schema at start
 * (a bad `SITE_*` value stops it with the reason) and answers them to the frontend.
 */

export const SiteConfig = z
  .object({
    unsolicitedEmailAllowed: z.boolean(),
    drawLotsEnabled: z.boolean(),
    blog: z.boolean(),
    impressum: z.boolean(),
    shops: z.boolean(),
    productPriceComparisonEnabled: z.boolean(),
    /** Reminder mails to a list's friends before its occasion or birthday (docs/mailings.md). */
    reminderMailsEnabled: z.boolean(),
    productSearch: z.boolean(),
    priceFilter: z.boolean(),
    /** The country variant: Belgium or the Netherlands (blog articles per variant, the `{product}` word). */
    variant: z.enum(['nl-BE', 'nl-NL']),
    /** The product's name in this variant, filled into `{product}` of the message catalogue. */
    product: z.string().min(1).max(40),
    appStoreButtons: z.boolean(),
    appStoreLinks: z.object({ ios: WebAddress.nullable(), android: WebAddress.nullable() }),
    /** A configured address replaces the built-in terms or privacy page in menus and links. */
    termsUrl: WebAddress.nullable(),
    privacyUrl: WebAddress.nullable(),
    /** Contact page (spec 02 §2.8): the support address, and a WhatsApp link when there is one. */
    supportEmail: z.email(),
    whatsappUrl: WebAddress.nullable(),
    /** The operator's details for the impressum (null: not configured, and then the impressum cannot be switched on). */
    company: CompanyDetails.nullable(),
  })
  .refine((site) => !site.impressum || site.company !== null, {
    path: ['impressum'],
    message:
      'the impressum needs the company details: set SITE_COMPANY_NAME, SITE_COMPANY_ADDRESS, SITE_COMPANY_REGISTER and SITE_COMPANY_EMAIL',
  });
export type SiteConfig = z.infer<typeof SiteConfig>;

/** `GET /api/Utility/WebVersion?clientVersion=`: the version a client runs, checked against the server's. */
export const WebVersionQuery = z.object({
  clientVersion: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\w.+-]*$/)
    .optional(),
});
/** `clientIsCurrent` is null when the client did not say its version; a client that is not current reloads. */
export const WebVersionAnswer = z.object({ version: z.string(), clientIsCurrent: z.boolean().nullable() });
export type WebVersionAnswer = z.infer<typeof WebVersionAnswer>;
export type WebVersionQuery = z.infer<typeof WebVersionQuery>;
