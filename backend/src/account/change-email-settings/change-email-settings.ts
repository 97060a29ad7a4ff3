import { EmailSettings, type EmailSettingsAnswer } from '@wl/contracts';
import { MailSettingsKeys } from '../../platform/mail/mail-settings-keys.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { AccountQueries } from '../account.queries.js';
import { requireReach, settingsOf } from '../email-settings.js';
import { userDecider } from '../user.decider.js';
import { userOf } from '../user.streams.js';

/**
 * `POST /api/Account/UpdateEmailSettings`, from a link in a mail without logging in (the key it carries) or by the
 * user's own session; whoever has neither gets the 404 of an unknown id, decided before anything is read. Answers 200
 * with the settings as saved (the spec's answer; it used to be 204).
 */
export const changeEmailSettings = defineUseCase({
  name: 'ChangeEmailSettings',
  payload: EmailSettings,
  login: 'optional',
  streams: { user: userOf },
  decides: 'user',
  async locate({ userPrivateGuid, key }, actor, read) {
    await requireReach(read(MailSettingsKeys), userPrivateGuid, key, actor.userId);
    return { user: userPrivateGuid };
  },
  decide: ({ user }, { overviewEmailFrequency, enableCrossOffNotifications }) =>
    userDecider.decide(
      { type: 'ChangeEmailSettings', overviewEmailFrequency, enableCrossOffNotifications },
      user.state,
    ),
  readYourWrites: 'refuse',
  answer: ({ payload }, read): Promise<EmailSettingsAnswer> =>
    settingsOf(read(AccountQueries), payload.userPrivateGuid),
});
