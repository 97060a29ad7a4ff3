import { z } from 'zod';
import { limits } from './limits.js';

/** Field rules shared by several payloads (spec 01 §5). Messages are catalogue keys. */
export const Guid = z.uuid();
export const Email = z.string().trim().min(1, 'validation.email.required').max(limits.email, 'validation.email.too_long')
  .pipe(z.email('validation.email.invalid'));
/** Routable username: starts with a letter or digit, then letters, digits, hyphen, underscore. */
export const Username = z.string().trim()
  .min(limits.usernameMin, 'validation.username.too_short').max(limits.usernameMax, 'validation.username.too_long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'validation.username.invalid');
/** Passwords are never trimmed. */
export const Password = z.string().min(1, 'validation.password.required').max(limits.password, 'validation.password.too_long');
export const FirstName = z.string().trim().min(1, 'validation.first_name.required').max(limits.firstName, 'validation.first_name.too_long');
export const LastName = z.string().trim().min(1, 'validation.last_name.required').max(limits.lastName, 'validation.last_name.too_long');
export const ContextId = z.string().max(limits.contextId).optional();
