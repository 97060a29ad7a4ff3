import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EMAIL_VERIFICATION_CODE_HOURS, t } from '@wl/contracts';
import type { AppConfig } from '../platform/config/config.js';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Mailer } from '../platform/mail/mailer.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { RequestEmailVerification } from './email-verification.commands.js';

/**
 * Mails a new verification link to the user's current address. Sent from the request that needs it (account creation,
 * a request for a new link) and after an address change; a later issue moves mail into reactors.
 */
@Injectable()
export class EmailVerificationMails {
  constructor(private readonly commands: CommandBus, private readonly mailer: Mailer, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** False when the mail could not be handed over. */
  async send(userId: string, to: { address: string; firstName: string }, context: CommandContext): Promise<boolean> {
    const { code } = await this.commands.execute<RequestEmailVerification, { code: string }>(new RequestEmailVerification(userId, context));
    return this.mailer.send({
      to: { name: to.firstName || undefined, address: to.address },
      subject: t('mail.verify_email.subject'),
      text: t('mail.verify_email.body', {
        name: to.firstName, link: `${this.config.publicUrl}/account/verify/${code}`, hours: EMAIL_VERIFICATION_CODE_HOURS,
      }),
    });
  }
}
