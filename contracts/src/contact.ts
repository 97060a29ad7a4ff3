import { z } from 'zod';
import { lineText, multiLineText } from './fields.js';
import { limits } from './limits.js';

/**
 * `POST /api/Contact/SendMessage` (spec 02 §2.8, §7): a message to support. 200 `{ sent: true }`; 400 for input the
 * rules refuse; 429 when too many. A logged-in caller's own address is used whatever `email` says.
 */
export const ContactMessageRequest = z.object({
  email: z.string().trim().max(limits.email, 'validation.email.too_long').optional(),
  subject: lineText()
    .min(1, 'validation.contact.subject.required')
    .min(limits.contactSubjectMin, 'validation.contact.subject.too_short')
    .max(limits.contactSubject, 'validation.contact.subject.too_long'),
  message: multiLineText()
    .min(1, 'validation.contact.message.required')
    .min(limits.contactMessageMin, 'validation.contact.message.too_short')
    .max(limits.contactMessage, 'validation.contact.message.too_long'),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;
export const ContactMessageAnswer = z.object({ sent: z.literal(true) });
export type ContactMessageAnswer = z.infer<typeof ContactMessageAnswer>;

/** `GET /api/Shop/` (spec 02 §2.10, §3): the shop directory, only with the `shops` switch. */
export const ShopCategory = z.object({ id: z.string(), name: z.string() });
export type ShopCategory = z.infer<typeof ShopCategory>;
export const Shop = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  logoImage: z.string().nullable(),
  categoryId: z.string(),
});
export type Shop = z.infer<typeof Shop>;
export const ShopsAnswer = z.object({ categories: z.array(ShopCategory), shops: z.array(Shop) });
export type ShopsAnswer = z.infer<typeof ShopsAnswer>;
