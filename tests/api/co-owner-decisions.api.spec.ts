import { userDecider, userStream } from '../../backend/src/account/user.decider.js';
import { AggregateStore } from '../../backend/src/platform/domain/aggregate-store.js';
import { ReadModels } from '../../backend/src/platform/projections/read-models.js';
import { wishlistDecider, wishlistStream } from '../../backend/src/wishlist/wishlist.decider.js';
import { ApiClient, inviteTo, newAccount, register } from '../support/api-client.js';
import { appsOfEachTest } from '../support/test-app.js';

const { start } = appsOfEachTest();

/**
 * Accepting a co-owner invite is decided on the list's and the invitee's streams (docs/architecture.md, "Wishlist:
 * co-owners"): whether the caller is a full account is what their stream says, not a read model that lags behind.
 */
describe('AcceptExtraOwnerInvite decides on the streams, not on lagging read models', () => {
  it('a lightweight user who upgraded a moment ago accepts, though the accounts read model still shows a lightweight user', async () => {
    const t = await start({ readYourWritesWaitMs: 200 });
    const owner = await register(t.url);
    const { guid } = await inviteTo(owner);
    const invitee = new ApiClient(t.url);
    const account = newAccount();
    const made = await invitee.post<{ privateGuid: string }>('/api/Afstreper/Create', { email: account.email });
    expect(made.status).toBe(200);
    // From here on the read models show nothing new.
    await t.app.get(ReadModels).runner.stop();

    await invitee.post('/api/Account/Create', account);
    const aggregates = t.app.get(AggregateStore);
    expect((await aggregates.load(userStream(made.body.privateGuid), userDecider)).state.isAccount).toBe(true);
    const accepted = await invitee.post('/api/Wishlist/AcceptExtraOwnerInvite', {
      invitationGuid: guid,
      firstName: account.firstName,
      lastName: account.lastName,
    });

    // Stored on the list's stream; only the answer waits, in vain, for the frozen read models.
    expect(accepted).toMatchObject({ status: 503, body: { problem: 'ReadModelsBehind' } });
    const list = await aggregates.load(wishlistStream(owner.wishlistId), wishlistDecider);
    expect(list.state.ownerIds).toEqual([owner.userId, made.body.privateGuid]);
  });
});
