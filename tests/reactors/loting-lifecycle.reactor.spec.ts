import { LotingLifecycleReactor } from '../../backend/src/lots/loting-lifecycle.reactor.js';
import { ApiClient, register } from '../support/api-client.js';
import { createLoting } from '../support/loting-draws.js';
import { reactorSpec } from '../support/reactor-spec.js';

describe('the draw lifecycle reactor', () => {
  const spec = reactorSpec(LotingLifecycleReactor);

  it('given an organizer who deleted their account, then their draws are deleted with them, and the lots read as deleted', async () => {
    const organizer = await register(spec.app.url);
    const first = await createLoting(organizer.client);
    const second = await createLoting(organizer.client, ['Dirk', 'Els']);
    // Someone else's draw stays.
    const other = await register(spec.app.url);
    const theirs = await createLoting(other.client);
    expect((await organizer.client.post('/api/Account/Delete', { password: organizer.account.password })).status).toBe(
      200,
    );
    const lot = (guid: string) => new ApiClient(spec.app.url).get(`/api/Lot/${guid}`);
    expect((await lot(first.body.organizerLot)).status).toBe(200);

    const { events, mails } = await spec.reacts();
    expect(mails).toEqual([]);
    expect(events).toEqual([
      {
        streamId: expect.stringMatching(/^loting-/),
        type: 'LotingDeleted',
        data: expect.objectContaining({ reason: 'organizerDeleted' }),
      },
      {
        streamId: expect.stringMatching(/^loting-/),
        type: 'LotingDeleted',
        data: expect.objectContaining({ reason: 'organizerDeleted' }),
      },
    ]);
    // The deletions come back to it: it forgets the draws' keys, and appends nothing.
    expect(await spec.reacts()).toEqual({ events: [], mails: [] });
    for (const draw of [first, second])
      expect(await lot(draw.body.organizerLot)).toMatchObject({ status: 422, body: 'Deleted' });
    expect((await lot(theirs.body.organizerLot)).status).toBe(200);
  });
});
