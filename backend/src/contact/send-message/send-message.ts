import { type ContactMessageAnswer, ContactMessageRequest, Email } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { UserContacts } from '../../account/index.js';
import { invalidInput } from '../../platform/http/zod-body.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { ReactorRunner } from '../../platform/reactors/reactor-runner.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { defineUseCase, type Read, streamKind } from '../../platform/use-case/use-case.js';
import { contactMessageDecider, contactMessageKey, contactMessageStream } from '../contact-message.decider.js';

/**
 * `POST /api/Contact/SendMessage` (spec 02 §2.8): anyone may write to support. The mail goes to the configured support
 * address only, with the sender as reply-to and no copy to the sender, so the form cannot mail anyone else (no open
 * relay). A logged-in sender writes from their account's address, whatever the body says.
 */
export const sendContactMessage = defineUseCase({
  name: 'SendContactMessage',
  payload: ContactMessageRequest,
  login: 'optional',
  streams: { message: streamKind(contactMessageDecider, contactMessageStream) },
  decides: 'message',
  locate: async () => ({ message: randomUUID() as string }),
  async prepare({ email, subject, message }, actor, read, { located }) {
    const { address: sender, own } = await senderAddress(actor.userId, email, read);
    const personal = read(PersonalData);
    // An account writing from its own address is counted as that account, so whoever types its address uses up nothing of it.
    const senderKey = own ? `account:${actor.userId}` : await personal.index('email', sender);
    await read(RateLimits).consumeEach([
      ['contactMessagesPerIp', actor.address],
      ['contactMessagesPerAddress', senderKey],
      ['contactMessagesSiteWide', 'site'],
    ]);
    return { personal: await personal.seal(contactMessageKey(located.message), { email: sender, subject, message }) };
  },
  decide: ({ message }, { personal }) =>
    contactMessageDecider.decide({ type: 'SendContactMessage', messageId: message.id, personal }, message.state),
  readYourWrites: 'refuse',
  /** The contact-mail reactor queues the mail; the answer waits until it is on its way. */
  async answer({ events, position }, read): Promise<ContactMessageAnswer> {
    await read(ReactorRunner).caughtUp(
      position,
      events.map((e) => e.type),
    );
    return { sent: true };
  },
});

/** The account's address for a user who has one (a lightweight user has none and types it, like a visitor). */
async function senderAddress(
  userId: string | null,
  typed: string | undefined,
  read: Read,
): Promise<{ address: string; own: boolean }> {
  const own = userId ? (await read(UserContacts).of(userId))?.address : undefined;
  if (own) return { address: own, own: true };
  const parsed = Email.safeParse(typed ?? '');
  if (!parsed.success) throw invalidInput(parsed.error.issues.map((i) => ({ path: 'email', message: i.message })));
  return { address: parsed.data, own: false };
}
