import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EMAIL_VERIFICATION_CODE_HOURS, type EventType, RESET_CODE_HOURS, t } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { derivedId } from '../platform/domain/derived-id.js';
import { mailGreeting } from '../platform/mail/greeting.js';
import { MailOutbox, tooLateToMail } from '../platform/mail/mail-outbox.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import { type Reactor, reactionContext } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { type CodePurpose, hashMailedCode, MailedCodes } from './mailed-code.js';
import { userDecider, userStream } from './user.decider.js';
import { UserContacts } from './user-contact.js';
import { CommandBus } from '@nestjs/cqrs';
import { RequestEmailVerification } from './email-verification.commands.js';

type CodeEvent = Extract<ProjectionEvent, { type: 'PasswordResetRequested' | 'EmailVerificationRequested' }>;

/**
 * Mails of the account: the password-reset link, the e-mail verification link, and a verification link owed to a
 * changed address (asked for here, mailed when its event comes by). The code in a link is recomputed from the request
 * (mailed-code.ts); the address comes from the user's stream.
 */
@Injectable()
export class AccountMailsReactor implements Reactor, OnModuleInit {
  readonly name = 'account-mails';
  readonly handles = new Set<EventType>(['PasswordResetRequested', 'EmailVerificationRequested', 'ProfileChanged']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly outbox: MailOutbox,
    private readonly codes: MailedCodes,
    private readonly contacts: UserContacts,
    private readonly aggregates: AggregateStore,
    private readonly commands: CommandBus,
    private readonly failpoints: Failpoints,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type === 'PasswordResetRequested') return this.mailCode(event, 'reset');
    if (event.type === 'EmailVerificationRequested') return this.mailCode(event, 'verify');
    if (event.type === 'ProfileChanged') return this.askVerificationIfOwed(event);
  }

  private async mailCode(event: CodeEvent, purpose: CodePurpose) {
    if (tooLateToMail(event.metadata.at, this.clock.now())) return;
    const { userId, codeHash } = event.data;
    const code = await this.codes.code(purpose, userId, event.metadata.causationId ?? '');
    // A code from before codes were derived cannot be recomputed; it was mailed when it was made.
    if (hashMailedCode(code) !== codeHash) return;
    const contact = await this.contacts.of(userId);
    if (!contact || (event.type === 'EmailVerificationRequested' && contact.emailIndex !== event.data.emailIndex)) return;
    const to = { name: contact.firstName || undefined, address: contact.address };
    const mail = purpose === 'reset'
      ? { to, settingsGuid: userId, subject: t('mail.reset_password.subject'), text: t('mail.reset_password.body', { greeting: mailGreeting(contact.firstName), link: `${this.config.publicUrl}/account/resetpassword/${code}`, hours: RESET_CODE_HOURS }) }
      : { to, settingsGuid: userId, subject: t('mail.verify_email.subject'), text: t('mail.verify_email.body', { greeting: mailGreeting(contact.firstName), link: `${this.config.publicUrl}/account/verify/${code}`, hours: EMAIL_VERIFICATION_CODE_HOURS }) };
    await this.outbox.enqueue(derivedId(event.eventId, 'mail'), mail);
    this.failpoints.check(`account-mails.${purpose}-queued`);
  }

  /** A changed address is unconfirmed (the user decider); a link is owed when none was asked for that address yet. */
  private async askVerificationIfOwed(event: Extract<ProjectionEvent, { type: 'ProfileChanged' }>) {
    if (tooLateToMail(event.metadata.at, this.clock.now())) return;
    const { userId, emailIndex } = event.data;
    const { state } = await this.aggregates.load(userStream(userId), userDecider);
    const owed = !state.emailVerified && state.emailIndex === emailIndex
      && !Object.values(state.verificationCodes).some((code) => code.emailIndex === emailIndex);
    if (owed) await this.commands.execute(new RequestEmailVerification(userId, reactionContext(event, 'request-verification')));
  }
}
