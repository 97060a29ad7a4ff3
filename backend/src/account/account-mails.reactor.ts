import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  EMAIL_VERIFICATION_CODE_HOURS,
  type EventType,
  RESET_CODE_HOURS,
  SIGN_IN_LINK_MINUTES,
  tMail,
} from '@wl/contracts';
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
import { UseCases } from '../platform/use-case/use-cases.js';
import { issueVerificationCode } from './request-email-verification/request-email-verification.js';

type CodeEvent = Extract<
  ProjectionEvent,
  { type: 'PasswordResetRequested' | 'EmailVerificationRequested' | 'SignInLinkRequested' }
>;

/** The subject and text of the mail that carries a code's link. */
function codeMail(purpose: CodePurpose, greeting: string, link: (page: string) => string) {
  switch (purpose) {
    case 'reset':
      return {
        subject: tMail('mail.reset_password.subject'),
        text: tMail('mail.reset_password.body', { greeting, link: link('resetpassword'), hours: RESET_CODE_HOURS }),
      };
    case 'verify':
      return {
        subject: tMail('mail.verify_email.subject'),
        text: tMail('mail.verify_email.body', { greeting, link: link('verify'), hours: EMAIL_VERIFICATION_CODE_HOURS }),
      };
    case 'sign-in':
      return {
        subject: tMail('mail.sign_in_link.subject'),
        text: tMail('mail.sign_in_link.body', { greeting, link: link('signin'), minutes: SIGN_IN_LINK_MINUTES }),
      };
  }
}

/**
 * Mails of the account: the password-reset link, the e-mail verification link, the sign-in link, and a verification
 * link owed to a changed address (asked for here, mailed when its event comes by). The code in a link is recomputed
 * from the request (mailed-code.ts); the address comes from the user's stream.
 */
@Injectable()
export class AccountMailsReactor implements Reactor, OnModuleInit {
  readonly name = 'account-mails';
  readonly handles = new Set<EventType>([
    'PasswordResetRequested',
    'EmailVerificationRequested',
    'SignInLinkRequested',
    'ProfileChanged',
  ]);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly outbox: MailOutbox,
    private readonly codes: MailedCodes,
    private readonly contacts: UserContacts,
    private readonly aggregates: AggregateStore,
    private readonly useCases: UseCases,
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
    if (event.type === 'SignInLinkRequested') return this.mailCode(event, 'sign-in');
    if (event.type === 'ProfileChanged') return this.askVerificationIfOwed(event);
  }

  private async mailCode(event: CodeEvent, purpose: CodePurpose) {
    if (tooLateToMail(event.metadata.at, this.clock.now())) return;
    const { userId, codeHash } = event.data;
    const code = await this.codes.code(purpose, userId, event.metadata.causationId ?? '');
    // A code from before codes were derived cannot be recomputed; it was mailed when it was made.
    if (hashMailedCode(code) !== codeHash) return;
    const contact = await this.contacts.of(userId);
    if (!contact || ('emailIndex' in event.data && contact.emailIndex !== event.data.emailIndex)) return;
    // A sign-in link that would arrive expired (a reactor long behind) is not worth a mail.
    if (event.type === 'SignInLinkRequested' && event.data.expiresAt <= this.clock.now().toISOString()) return;
    // The sign-in link names the user: the code alone does not say whose stream decides.
    const link = (page: string) =>
      `${this.config.publicUrl}/account/${page}/${purpose === 'sign-in' ? `${userId}/` : ''}${code}`;
    const mail = {
      to: { name: contact.firstName || undefined, address: contact.address },
      settingsGuid: userId,
      ...codeMail(purpose, mailGreeting(contact.firstName), link),
    };
    await this.outbox.enqueue(derivedId(event.eventId, 'mail'), mail);
    this.failpoints.check(`account-mails.${purpose}-queued`);
  }

  /** A changed address is unconfirmed (the user decider); a link is owed when none was asked for that address yet. */
  private async askVerificationIfOwed(event: Extract<ProjectionEvent, { type: 'ProfileChanged' }>) {
    if (tooLateToMail(event.metadata.at, this.clock.now())) return;
    const { userId, emailIndex } = event.data;
    const { state } = await this.aggregates.load(userStream(userId), userDecider);
    const owed =
      !state.emailVerified &&
      state.emailIndex === emailIndex &&
      !Object.values(state.verificationCodes).some((code) => code.emailIndex === emailIndex);
    if (!owed) return;
    const asUser = { userId, accessGrants: [], address: '' };
    await this.useCases.run(issueVerificationCode, {}, reactionContext(event, 'request-verification'), asUser);
  }
}
