import { t } from '@wl/contracts';
import type { Mail } from './mailer.js';

/** What a mail looks like when it leaves: its text with the settings footer, and its headers. */
export interface RenderedMail {
  text: string;
  headers: Record<string, string>;
}

export const mailSettingsPage = (publicUrl: string, guid: string) => `${publicUrl}/account/mailings/${guid}`;
export const oneClickUnsubscribe = (publicUrl: string, guid: string) => `${publicUrl}/api/Account/Unsubscribe/${guid}`;

/**
 * Every mail to someone with an account carries the link to their mail settings page (no login needed: the guid is the
 * capability) and a `List-Unsubscribe` header with RFC 8058 one-click unsubscribe, which the mail program POSTs to
 * without a session (email-settings.controller.ts). A mail to an address without account (a sent list) has neither:
 * there are no settings to change.
 */
export function withMailSettings(mail: Mail, publicUrl: string): RenderedMail {
  if (!mail.settingsGuid) return { text: mail.text, headers: {} };
  return {
    text: `${mail.text}\n\n-- \n${t('mail.footer.settings', { link: mailSettingsPage(publicUrl, mail.settingsGuid) })}`,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribe(publicUrl, mail.settingsGuid)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
