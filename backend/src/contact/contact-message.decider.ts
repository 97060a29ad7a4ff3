import type { EventOf, Sealed } from '@wl/contracts';
import type { Decider } from '../platform/domain/decider.js';

/** One contact message is a stream of its own: recorded once, mailed to support by the contact-mail reactor. */
export type ContactMessageEvent = EventOf<'ContactMessageSent'>;
export interface SendContactMessage {
  type: 'SendContactMessage';
  messageId: string;
  personal: Sealed;
}

export const contactMessageStream = (messageId: string) => `contact-${messageId}`;
/** The key the message is sealed under: its own, so forgetting it after mailing touches nothing else. */
export const contactMessageKey = (messageId: string) => `contact-${messageId}`;

export const contactMessageDecider: Decider<{ sent: boolean }, SendContactMessage, ContactMessageEvent> = {
  initialState: { sent: false },
  decide(command, state) {
    if (state.sent) return [];
    return [{ type: 'ContactMessageSent', data: { messageId: command.messageId, personal: command.personal } }];
  },
  evolve() {
    return { sent: true };
  },
};
