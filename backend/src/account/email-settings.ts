import { NotFoundException } from '@nestjs/common';
import { type EmailSettingsAnswer, Guid } from '@wl/contracts';
import { refusal } from '../platform/http/refusal.js';
import type { MailSettingsKeys } from '../platform/mail/mail-settings-keys.js';
import type { AccountQueries } from './account.queries.js';

/** The 404 of an unknown id, for every refusal of the mail settings (it does not tell whether the id is a user's). */
export const notFound = () => new NotFoundException(refusal('NotFound', 'Not found'));

/** The user's own session, or the key of a mail sent to them; else the 404 of an unknown id. */
export async function requireReach(
  keys: MailSettingsKeys,
  userId: string,
  key: string | undefined,
  sessionUserId: string | null,
): Promise<void> {
  if (sessionUserId === userId) return;
  if (!(await keys.opens(userId, key))) throw notFound();
}

export async function settingsOf(accounts: AccountQueries, id: string): Promise<EmailSettingsAnswer> {
  const account = Guid.safeParse(id).success ? await accounts.byId(id) : null;
  if (!account?.email) throw notFound();
  return {
    userPrivateGuid: account.userId,
    email: account.email,
    overviewEmailFrequency: account.overviewEmailFrequency,
    enableCrossOffNotifications: account.enableCrossOffNotifications,
  };
}
