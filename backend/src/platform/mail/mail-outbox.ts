import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DocumentStore, Where } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import { DOCUMENT_STORE } from '../tokens.js';
import { type Mail, Mailer } from './mailer.js';

/** Operational collection: every mail the product owes, by the key of the reaction that owes it. */
export const MAIL_QUEUE = 'mail_queue';

interface Sending {
  key: string;
  state: 'sending';
  mail: Mail;
  attempts: number;
  claim: string;
  claimedUntil: number;
}

type QueuedMail =
  | { key: string; state: 'queued'; mail: Mail; attempts: number; nextAttemptAt: number }
  | Sending
  /** Sent (or given up): the key stays so a replay queues nothing, the mail itself (addresses, codes) is dropped. */
  | { key: string; state: 'sent' | 'failed'; attempts: number; at: string };

const MAX_ATTEMPTS = 10;
const BACKOFF_MS = 1000;
/** A dispatcher that claimed a mail and died: after this, another one sends it (SMTP may then get it twice). */
const CLAIM_MS = 60_000;
const POLL_MS = 2000;

/**
 * The mail outbox (DESIGN decision 14). A reaction enqueues a mail under a key derived from its triggering event; a
 * key already known queues nothing, so a replayed reaction mails nothing twice. Every process dispatches: a queued
 * mail is claimed atomically in the document store before it is handed to the Mailer, retried with backoff when that
 * fails, and marked sent after. Delivery to SMTP is at least once: a process that dies between handing the mail over
 * and marking it sent leaves a claim that expires, and the mail goes out again (with the same Message-ID, and kept
 * once in the local outbox: mailer.ts).
 * Retry times are wall-clock (`Date.now`), not the injected clock: they are about this machine, not the product's day.
 */
@Injectable()
export class MailOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly mailer: Mailer,
  ) {}

  async onApplicationBootstrap() {
    await this.store.ensureIndex(MAIL_QUEUE, 'state');
    this.timer = setInterval(() => void this.sweep(), POLL_MS);
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /**
   * Queues the mail unless its key is known, then sends it at once. False when the key was known. The entry is written
   * already claimed by this process (one write instead of queueing and then claiming): were the process to die before
   * sending, the claim runs out and a sweep sends it.
   */
  async enqueue(key: string, mail: Mail): Promise<boolean> {
    const claimed = this.claimed(key, mail, 1);
    if (!(await this.store.putIf(MAIL_QUEUE, key, null, claimed))) return false;
    await this.send(claimed);
    return true;
  }

  /** Sends every queued mail that is due, and every mail whose sender's claim ran out. */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce()
      .catch((error: unknown) => this.logger.error(error))
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  private async sweepOnce() {
    const now = Date.now();
    const queued = await this.store.find<QueuedMail>(MAIL_QUEUE, { state: 'queued' }, 100);
    const stale = await this.store.find<QueuedMail>(MAIL_QUEUE, { state: 'sending' }, 100);
    const due = [
      ...queued.filter((m) => m.state === 'queued' && m.nextAttemptAt <= now),
      ...stale.filter((m) => m.state === 'sending' && m.claimedUntil <= now),
    ];
    for (const mail of due) await this.dispatch(mail);
  }

  private async dispatch(entry: QueuedMail): Promise<void> {
    if (entry.state !== 'queued' && entry.state !== 'sending') return;
    const expected: Where =
      entry.state === 'queued'
        ? { state: 'queued', attempts: entry.attempts }
        : { state: 'sending', claim: entry.claim };
    const claimed = this.claimed(entry.key, entry.mail, entry.attempts + 1);
    if (await this.store.putIf(MAIL_QUEUE, entry.key, expected, claimed)) await this.send(claimed);
  }

  private claimed(key: string, mail: Mail, attempts: number): Sending {
    return { key, state: 'sending', mail, attempts, claim: randomUUID(), claimedUntil: Date.now() + CLAIM_MS };
  }

  /** Hands a mail this process claimed to the Mailer, then marks it sent, failed or queued for a later attempt. */
  private async send({ key, mail, attempts, claim }: Sending): Promise<void> {
    const sent = await this.mailer.send(mail, key);
    const next: QueuedMail =
      sent || attempts >= MAX_ATTEMPTS
        ? { key, state: sent ? 'sent' : 'failed', attempts, at: new Date().toISOString() }
        : { key, state: 'queued', mail, attempts, nextAttemptAt: Date.now() + BACKOFF_MS * 2 ** (attempts - 1) };
    if (next.state === 'failed') this.logger.error(`Mail ${key} given up after ${attempts} attempts`);
    await this.store.putIf(MAIL_QUEUE, key, { state: 'sending', claim }, next);
  }
}

/**
 * A reactor that starts on a log it has never read (a new deployment) sees all of history: mail owed for an event
 * older than this is not sent any more.
 */
const MAIL_WITHIN_MS = 24 * 3_600_000;
export const tooLateToMail = (occurredAt: string, now: Date) => now.getTime() - Date.parse(occurredAt) > MAIL_WITHIN_MS;
