import type { DocumentStore } from '@wl/projections';
import { type Mail, Mailer, OUTBOX, type OutboxMail } from '../../backend/src/platform/mail/mailer.js';
import { DOCUMENT_STORE } from '../../backend/src/platform/tokens.js';
import { describeSmtp, type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const mail: Mail = {
  to: { address: 'jan@example.com' },
  subject: 'Een cadeau werd afgestreept',
  text: 'Hallo Jan',
  settingsGuid: null,
};

/**
 * The outbox hands a mail over again when its sender was killed between handing it over and marking it sent (found
 * by the topology test's kill rounds, tests/topology/postgres.spec.ts): the kept outbox keeps it once, and over SMTP
 * both copies carry the same Message-ID, which receivers fold into one.
 */
describe('a mail handed over twice under one outbox key', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('is kept once in the outbox', async () => {
    t = await startTestApp();
    const mailer = t.app.get(Mailer);
    expect(await mailer.send(mail, 'reactor:cross-off-mail:event-1')).toBe(true);
    expect(await mailer.send(mail, 'reactor:cross-off-mail:event-1')).toBe(true);
    expect(await mailer.send(mail, 'reactor:cross-off-mail:event-2')).toBe(true);
    const kept = await t.app.get<symbol, DocumentStore>(DOCUMENT_STORE).find<OutboxMail>(OUTBOX, {}, 10);
    expect(kept.map((m) => m.id).sort()).toEqual(['reactor:cross-off-mail:event-1', 'reactor:cross-off-mail:event-2']);
  });
});

describeSmtp('a mail handed over twice under one outbox key, over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp({ smtpUrl: smtp.smtpUrl });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('carries the same Message-ID both times, and another key another one', async () => {
    const mailer = t.app.get(Mailer);
    for (const key of [
      'reactor:account-mails:event-1',
      'reactor:account-mails:event-1',
      'reactor:account-mails:event-2',
    ])
      expect(await mailer.send(mail, key)).toBe(true);
    await smtp.mailTo('jan@example.com', () => smtp.received.length === 3);
    const ids = smtp.received.map((m) => m.headers['message-id']);
    expect(ids[0]).toMatch(/^<[0-9a-f]{32}@[^>]+>$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});
