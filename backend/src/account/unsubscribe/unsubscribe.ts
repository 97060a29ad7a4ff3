import { Guid, MailSettingsKeyQuery } from '@wl/contracts';
import { MailSettingsKeys } from '../../platform/mail/mail-settings-keys.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { notFound } from '../email-settings.js';
import { userDecider } from '../user.decider.js';
import { userOf } from '../user.streams.js';

/**
 * `POST /api/Account/Unsubscribe/{id}?k=`: RFC 8058 one-click unsubscribe, the `List-Unsubscribe` address of every mail
 * (mail-settings-link.ts). The mail program POSTs without a session or anti-forgery token, so the key in the address is
 * what grants it, never a session (a forged cross-site post would carry one). Turns off every mail the settings govern
 * (overview, reminders, cross-off confirmations); a repeat changes nothing. Without the key, or for an unknown user,
 * 404, as GetEmailSettings.
 */
export const unsubscribe = defineUseCase({
  name: 'Unsubscribe',
  payload: MailSettingsKeyQuery.extend({ id: Guid }),
  login: 'optional',
  streams: { user: userOf },
  decides: 'user',
  async locate({ id, k }, _actor, read) {
    if (!(await read(MailSettingsKeys).opens(id, k))) throw notFound();
    return { user: id };
  },
  check({ user }) {
    if (!user.state.userId) throw notFound();
  },
  decide: ({ user }) =>
    userDecider.decide(
      { type: 'ChangeEmailSettings', overviewEmailFrequency: 0, enableCrossOffNotifications: false },
      user.state,
    ),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
