import type { DocumentStore } from '@wl/projections';
import { CLAIM_CHECKS } from '../../backend/src/account/claim-checks.js';
import { ClaimsReactor } from '../../backend/src/account/claims.reactor.js';
import { DOCUMENT_STORE } from '../../backend/src/platform/tokens.js';
import { ApiClient, type Registered, register } from '../support/api-client.js';
import { reactorSpec } from '../support/reactor-spec.js';

const emailAnswer = async (url: string, email: string) =>
  (await new ApiClient(url).post<string>('/api/Account/CheckEmail', { email })).body;
const usernameAnswer = async (url: string, username: string) =>
  (await new ApiClient(url).post<string>('/api/MyList/CheckUsername', { username })).body;

const rename = (owner: Registered, username: string) =>
  owner.client.post('/api/MyList/UpdateSettings', {
    privateGuid: owner.wishlistId,
    username,
    firstName: owner.account.firstName,
    lastName: owner.account.lastName,
    city: null,
    accessType: 'PUBLIC',
    accessQuestion: null,
    accessAnswer: null,
    includeInSearchResult: false,
    showCrossedOff: false,
  });

describe('the claims reactor', () => {
  describe('given new claims', () => {
    const spec = reactorSpec(ClaimsReactor);

    it('then each gets a check after the grace period, once, and nothing is released', async () => {
      const user = await register(spec.app.url);
      expect(await spec.reacts()).toEqual({ events: [], mails: [] });
      const checks = await spec.app.app
        .get<string, DocumentStore>(DOCUMENT_STORE)
        .find<{ claimStream: string; ownerId: string }>(CLAIM_CHECKS, {}, 100);
      // The address is claimed by the user, the username by the list.
      expect(
        checks.map((check) => [/^claim-(email|username)-/.exec(check.claimStream)?.[1], check.ownerId]).sort(),
      ).toEqual(
        [
          ['email', user.userId],
          ['username', user.wishlistId],
        ].sort(),
      );
    });
  });

  describe('given a profile edit that changed the address and crashed before giving the old one free', () => {
    const spec = reactorSpec(ClaimsReactor, { failpoints: { 'edit-profile.changed': 1 } });

    it('then the old address is released, and the new one stays claimed', async () => {
      const user = await register(spec.app.url);
      const newEmail = `nieuw-${user.account.email}`;
      const edit = await user.client.post('/api/Account/Edit', {
        userPrivateGuid: user.userId,
        firstName: 'Nieuwe',
        lastName: 'Naam',
        email: newEmail,
        currentPassword: user.account.password,
        overviewEmailFrequency: 0,
        enableCrossOffNotifications: true,
      });
      expect(edit.status).toBe(500);
      expect(await emailAnswer(spec.app.url, user.account.email)).toBe('Unavailable');

      const { events, mails } = await spec.reacts();
      expect({ events, mails }).toEqual({
        events: [
          { streamId: expect.stringMatching(/^claim-email-/), type: 'ValueReleased', data: { ownerId: user.userId } },
        ],
        mails: [],
      });
      expect(await emailAnswer(spec.app.url, user.account.email)).toBe('Available');
      expect(await emailAnswer(spec.app.url, newEmail)).toBe('Unavailable');
    });
  });

  describe('given a list rename that crashed before giving the old username free', () => {
    const spec = reactorSpec(ClaimsReactor, { failpoints: { 'change-settings.renamed': 1 } });

    it('then the old username is released, and the new one stays claimed', async () => {
      const owner = await register(spec.app.url);
      const oldName = owner.account.username;
      expect((await rename(owner, `${oldName}-nieuw`)).status).toBe(500);
      expect(await usernameAnswer(spec.app.url, oldName)).toBe('Unavailable');

      expect(await spec.reacts()).toEqual({
        events: [
          {
            streamId: expect.stringMatching(/^claim-username-/),
            type: 'ValueReleased',
            data: { ownerId: owner.wishlistId },
          },
        ],
        mails: [],
      });
      expect(await usernameAnswer(spec.app.url, oldName)).toBe('Available');
      expect(await usernameAnswer(spec.app.url, `${oldName}-nieuw`)).toBe('Unavailable');
    });
  });

  describe('given a crashed list rename, then a rename back to the old name before the reactor got to it', () => {
    const spec = reactorSpec(ClaimsReactor, { failpoints: { 'change-settings.renamed': 1 } });

    it('then the late release leaves the renewed claim alone', async () => {
      const owner = await register(spec.app.url);
      const oldName = owner.account.username;
      expect((await rename(owner, `${oldName}-nieuw`)).status).toBe(500);
      expect((await rename(owner, oldName)).status).toBe(200);

      expect(await spec.reacts()).toEqual({ events: [], mails: [] });
      expect(await usernameAnswer(spec.app.url, oldName)).toBe('Unavailable');
      expect(await usernameAnswer(spec.app.url, `${oldName}-nieuw`)).toBe('Available');
    });
  });
});
