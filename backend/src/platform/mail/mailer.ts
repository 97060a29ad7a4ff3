import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import { createTransport, type Transporter } from 'nodemailer';
import { Clock } from '../domain/clock.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../tokens.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Operational collection: the embedded default's sent mail, listed on the developer outbox page. */
export const OUTBOX = 'mail_outbox';

export interface OutboxMail extends Mail {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * Sends mail with nodemailer (DESIGN decision 11): over SMTP when SMTP_URL is set, otherwise rendered by nodemailer's
 * JSON transport and kept in the local outbox, so every mail flow can be followed by hand and in tests.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {
    this.transport = createTransport(config.smtpUrl ?? { jsonTransport: true });
  }

  /** False when the mail could not be handed over; the caller answers with its own problem. */
  async send(mail: Mail): Promise<boolean> {
    try {
      const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      if (!this.config.smtpUrl) await this.keep(info as { message: string });
      return true;
    } catch (error) {
      this.logger.error(`Mail to ${mail.to.replace(/^[^@]*/, '***')} failed`, error as Error);
      return false;
    }
  }

  private async keep(info: { message: string }) {
    const rendered = JSON.parse(info.message) as { to: { address: string }[]; from: { address: string }; subject: string; text: string };
    const mail: OutboxMail = {
      id: randomUUID(),
      to: rendered.to.map((a) => a.address).join(', '),
      from: rendered.from.address,
      subject: rendered.subject,
      text: rendered.text,
      sentAt: this.clock.now().toISOString(),
    };
    await this.store.commit([{ kind: 'put', collection: OUTBOX, id: `${mail.sentAt}-${mail.id}`, doc: mail }]);
  }
}
