import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { type ContactMessageAnswer, ContactMessageRequest, Email } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { UserContacts } from '../account/index.js';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { OptionalUserId } from '../platform/http/request-session.js';
import { invalidInput, ZodPipe } from '../platform/http/zod-body.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { contactMessageDecider, contactMessageKey, contactMessageStream } from './contact-message.decider.js';

/**
 * The contact form (spec 02 §2.8): anyone may write to support. The mail goes to the configured support address only,
 * with the sender as reply-to and no copy to the sender, so the form cannot mail anyone else (no open relay). A
 * logged-in sender writes from their account's address, whatever the body says.
 */
@Controller('api/Contact')
export class ContactController {
  constructor(
    private readonly contacts: UserContacts,
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly reactors: ReactorRunner,
    private readonly rateLimits: RateLimits,
  ) {}

  @Post('SendMessage')
  @HttpCode(200)
  async send(
    @Body(new ZodPipe(ContactMessageRequest)) { email, subject, message }: ContactMessageRequest,
    @OptionalUserId() userId: string | null,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
  ): Promise<ContactMessageAnswer> {
    const { address: sender, own } = await this.senderAddress(userId, email);
    // An account writing from its own address is counted as that account, so whoever types its address uses up nothing of it.
    const senderKey = own ? `account:${userId}` : await this.personal.index('email', sender);
    await this.rateLimits.consumeEach([['contactMessagesPerIp', ip], ['contactMessagesPerAddress', senderKey], ['contactMessagesSiteWide', 'site']]);
    const messageId = randomUUID();
    const personal = await this.personal.seal(contactMessageKey(messageId), { email: sender, subject, message });
    const recorded = await this.aggregates.execute(contactMessageStream(messageId), contactMessageDecider, { type: 'SendContactMessage', messageId, personal }, context);
    // The contact-mail reactor queues the mail; the answer waits until it is on its way.
    await this.reactors.caughtUp(recorded.position, recorded.events.map((e) => e.type));
    return { sent: true };
  }

  /** The account's address for a user who has one (a lightweight user has none and types it, like a visitor). */
  private async senderAddress(userId: string | null, typed: string | undefined): Promise<{ address: string; own: boolean }> {
    const own = userId ? (await this.contacts.of(userId))?.address : undefined;
    if (own) return { address: own, own: true };
    const parsed = Email.safeParse(typed ?? '');
    if (!parsed.success) throw invalidInput(parsed.error.issues.map((i) => ({ path: 'email', message: i.message })));
    return { address: parsed.data, own: false };
  }
}
