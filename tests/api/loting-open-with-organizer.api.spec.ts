import { ReadModels } from '../../backend/src/platform/projections/read-models.js';
import { ApiClient, newAccount } from '../support/api-client.js';
import { createLoting } from '../support/loting-draws.js';
import { appsOfEachTest } from '../support/test-app.js';

const { start } = appsOfEachTest();

/**
 * The organizer mail's link logs a browser in only as a lightweight organizer (no password to log in with), decided
 * on the organizer's user stream: the read models may not show yet that the organizer has an account now.
 */
describe('Loting/OpenWithOrganizer decides on the streams', () => {
  it('no longer logs anyone in as an organizer who became a full account a moment ago', async () => {
    const t = await start({ readYourWritesWaitMs: 200 });
    const organizer = new ApiClient(t.url);
    const { email } = newAccount();
    await organizer.post('/api/Afstreper/Create', { email });
    const { body } = await createLoting(organizer);
    const link = { publicLotingGuid: body.publicGuid, privateUserGuid: body.manageGuid };
    // From here on the read models show nothing new: they still say the organizer has no account.
    await t.app.get(ReadModels).runner.stop();

    const upgraded = await organizer.post('/api/Account/Create', newAccount({ email }));
    expect(upgraded.status === 201 || upgraded.status === 503).toBe(true);
    const elsewhere = new ApiClient(t.url);
    expect(await elsewhere.post('/api/Loting/OpenWithOrganizer', link)).toMatchObject({
      status: 401,
      body: { problem: 'NotLoggedIn' },
    });
    expect((await elsewhere.get('/api/Account/UserData')).status).toBe(204);
    expect(await organizer.post('/api/Loting/OpenWithOrganizer', link)).toMatchObject({
      status: 200,
      body: { changedCurrentUser: false },
    });
  });

  it('answers a deleted draw Deleted and a link of another draw NotFound, before logging anyone in', async () => {
    const t = await start();
    const organizer = new ApiClient(t.url);
    await organizer.post('/api/Afstreper/Create', { email: newAccount().email });
    const [first, second] = [(await createLoting(organizer)).body, (await createLoting(organizer)).body];
    const elsewhere = new ApiClient(t.url);
    expect(
      await elsewhere.post('/api/Loting/OpenWithOrganizer', {
        publicLotingGuid: second.publicGuid,
        privateUserGuid: first.manageGuid,
      }),
    ).toMatchObject({ status: 422, body: 'NotFound' });
    expect((await organizer.delete(`/api/Loting/${first.manageGuid}`)).status).toBe(200);
    expect(
      await elsewhere.post('/api/Loting/OpenWithOrganizer', {
        publicLotingGuid: first.publicGuid.toUpperCase(),
        privateUserGuid: first.manageGuid,
      }),
    ).toMatchObject({ status: 422, body: 'Deleted' });
    expect((await elsewhere.get('/api/Account/UserData')).status).toBe(204);
  });
});
