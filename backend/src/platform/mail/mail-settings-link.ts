import { tMail } from '@wl/contracts';
import type { Mail } from './mailer.js';
import type { MailSettingsKeys } from './mail-settings-keys.js';

/** The settings footer of a mail (one line of text with the keyed link) and the unsubscribe headers. */
export interface MailSettings {
  footer: string;
  headers: Record<string, string>;
}

/** The query that carries a mail-settings key (`?k=`); none when there is no key (a link from an old mail). */
const withKey = (address: string, key: string | undefined) =>
  key === undefined ? address : `${address}?k=${encodeURIComponent(key)}`;

export const mailSettingsPage = (publicUrl: string, userId: string, key?: string) =>
  withKey(`${publicUrl}/account/mailings/${userId}`, key);
export const oneClickUnsubscribe = (publicUrl: string, userId: string, key: string) =>
  withKey(`${publicUrl}/api/Account/Unsubscribe/${userId}`, key);

/**
 * Every mail to someone with an account carries the link to their mail settings page and a `List-Unsubscribe` header
 * with RFC 8058 one-click unsubscribe, which the mail program POSTs to without a session (email-settings.controller.ts).
 * Both carry the recipient's mail-settings key (mail-settings-keys.ts), derived here from `settingsGuid`, so no sender
 * handles it. A mail to an address without account (a sent list) has neither: there are no settings to change.
 */
export async function mailSettingsOf(
  mail: Mail,
  publicUrl: string,
  keys: MailSettingsKeys,
): Promise<MailSettings | null> {
  if (!mail.settingsGuid) return null;
  const key = await keys.keyFor(mail.settingsGuid);
  return {
    footer: tMail('mail.footer.settings', { link: mailSettingsPage(publicUrl, mail.settingsGuid, key) }),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribe(publicUrl, mail.settingsGuid, key)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
