import { onFirstUse } from '../on-first-use.js';
import type { Mail } from './mailer.js';
import { mailSettingsOf } from './mail-settings-link.js';
import type { MailSettingsKeys } from './mail-settings-keys.js';

/** The HTML part's renderer and React's server renderer, loaded by the first mail that leaves over SMTP. */
const htmlRenderer = onFirstUse(() => import('./mail-html.js'));

/** What a mail looks like when it leaves: its text and its HTML, both with the settings footer, and its headers. */
export interface RenderedMail {
  text: string;
  /** Rendered when asked: only a mail that leaves over SMTP has an HTML part (the local outbox keeps the text). */
  html(): Promise<string>;
  headers: Record<string, string>;
}

export async function renderMail(mail: Mail, publicUrl: string, keys: MailSettingsKeys): Promise<RenderedMail> {
  const settings = await mailSettingsOf(mail, publicUrl, keys);
  const footer = settings?.footer ?? null;
  return {
    text: footer === null ? mail.text : `${mail.text}\n\n-- \n${footer}`,
    html: async () => (await htmlRenderer()).mailHtml({ subject: mail.subject, body: mail.text, footer, publicUrl }),
    headers: settings?.headers ?? {},
  };
}
