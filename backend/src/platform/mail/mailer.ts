import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import { createHash } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { Clock } from '../domain/clock.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG, DOCUMENT_STORE, MAIL_TRANSPORT } from '../tokens.js';
import { MailSettingsKeys } from './mail-settings-keys.js';
import { renderMail } from './render-mail.js';

export interface Mail {
  to: { name?: string; address: string };
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * The recipient's user id, whose mail settings the mail links to (mail-settings-link.ts); null for an address without
   * account. Required, so no sender forgets it; mails queued before it existed have none.
   */
  settingsGuid: string | null;
}

/** Operational collection: the embedded default's sent mail, listed on the developer outbox page. */
export const OUTBOX = 'mail_outbox';

export interface OutboxMail {
  /** The outbox key of the mail (mail-outbox.ts), also its document id: one key, one kept mail, however often handed over. */
  id: string;
  to: string;
  subject: string;
  text: string;
  from: string;
  sentAt: string;
  /** The headers it was sent with (List-Unsubscribe). */
  headers: Record<string, string>;
  /** Where an answer goes, when not to the sender (the contact form: the person who wrote). */
  replyTo?: string;
}

/** nodemailer's SMTP transport when SMTP_URL is set (loaded only then), else null: an unusable URL still stops the start. */
export async function openMailTransport(smtpUrl: string | null): Promise<Transporter | null> {
  if (!smtpUrl) return null;
  const { createTransport } = await import('nodemailer');
  return createTransport(smtpUrl);
}

/**
 * Sends mail with nodemailer over SMTP when SMTP_URL is set (DESIGN decision 11), as multipart/alternative: the text
 * and its HTML part (render-mail.ts). Otherwise the mail's text is kept in the local outbox (no MIME rendering, no HTML:
 * nothing leaves the machine), so every mail flow can be followed by hand and in tests. Only the MailOutbox calls it:
 * every mail goes through the outbox.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('Mailer');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MAIL_TRANSPORT) private readonly transport: Transporter | null,
    private readonly clock: Clock,
    private readonly settingsKeys: MailSettingsKeys,
  ) {}

  /** False when the mail could not be handed over; the outbox tries again later. */
  async send(mail: Mail, key: string): Promise<boolean> {
    try {
      const { text, html, headers } = await renderMail(mail, this.config.publicUrl, this.settingsKeys);
      if (this.transport)
        await this.transport.sendMail({
          from: this.config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          replyTo: mail.replyTo,
          text,
          html: await html(),
          headers,
          messageId: this.messageIdOf(key),
        });
      else await this.keep({ ...mail, text }, headers, key);
      return true;
    } catch (error) {
      this.logger.error(`Mail to ***${mail.to.address.replace(/^[^@]*/, '')} failed`, error as Error);
      return false;
    }
  }

  private async keep(mail: Mail, headers: Record<string, string>, key: string) {
    const kept: OutboxMail = {
      id: key,
      to: mail.to.address,
      from: this.config.mailFrom,
      subject: mail.subject,
      text: mail.text,
      sentAt: this.clock.now().toISOString(),
      headers,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    };
    await this.store.putIf(OUTBOX, key, null, kept);
  }

  /**
   * One Message-ID per outbox key: the outbox delivers at least once (a process killed between handing a mail over
   * and marking it sent hands it over again), and a receiver folds a second copy of the same message into the first.
   */
  private messageIdOf(key: string): string {
    return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${new URL(this.config.publicUrl).hostname}>`;
  }
}
