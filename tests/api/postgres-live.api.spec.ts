import type { INestApplicationContext } from '@nestjs/common';
import { createProjector } from '../../backend/src/create-projector.js';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { ApiClient, register } from '../support/api-client.js';
import { connectLive, joinGroup, openSockets, until } from '../support/live-client.js';
import { describePostgres } from '../support/postgres.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describePostgres('DATABASE_URL: live messages fan out between processes through PostgreSQL', (database) => {
  // Backend A projects (the default), backend B does not (RUN_PROJECTIONS=false); later a projector takes over from A.
  let a: TestApp | undefined;
  let b: TestApp;
  let projector: INestApplicationContext | undefined;
  const settings = () => ({ databaseUrl: configFromEnv({ DATABASE_URL: database().url }).databaseUrl });
  beforeAll(async () => {
    a = await startTestApp(settings());
    b = await startTestApp({ ...settings(), runProjections: false });
  });
  afterAll(async () => {
    openSockets.forEach((socket) => socket.close());
    await Promise.all([a?.close(), b?.close(), projector?.close()]);
  });

  /** A visitor's socket on `app` in the list's visitor group. */
  const visitorOn = async (app: TestApp, wishlistPublicGuid: string) => {
    const live = await connectLive(app.url, new ApiClient(app.url));
    expect(await joinGroup(live.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: true });
    return live;
  };
  const addGift = async (owner: Awaited<ReturnType<typeof register>>, description: string) => {
    const list = await owner.client.get<{ categories: { privateGuid: string }[]; publicGuid: string }>(
      `/api/MyList/Get/${owner.wishlistId}`,
    );
    const created = await owner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: list.body.categories[0]!.privateGuid,
      description,
      enableCrossOff: true,
    });
    expect(created.status).toBe(201);
    return created.body.editedGift.publicGuid;
  };
  const publicGuidOf = async (owner: Awaited<ReturnType<typeof register>>) =>
    (await owner.client.get<{ publicGuid: string }>(`/api/MyList/Get/${owner.wishlistId}`)).body.publicGuid;
  const giftChanged = (giftId: string) => ({
    name: 'GiftChanged',
    payload: expect.objectContaining({ giftPublicGuid: giftId, change: 'Created' }),
  });

  it('a gift added through backend B reaches visitors on A, which projected it, and on B', async () => {
    const owner = await register(b.url);
    const wishlistPublicGuid = await publicGuidOf(owner);
    const [onA, onB] = [await visitorOn(a!, wishlistPublicGuid), await visitorOn(b, wishlistPublicGuid)];

    const giftId = await addGift(owner, 'Een boek');
    await until(() => onA.received.length >= 1 && onB.received.length >= 1, 5000);
    expect(onB.received).toEqual([giftChanged(giftId)]);
    expect(onA.received).toEqual([giftChanged(giftId)]);
  });

  it('with the projections in a projector process, a gift added through B reaches a visitor on B', async () => {
    // Stopping A hands its projection leases over to the projector at once.
    await a!.close();
    a = undefined;
    projector = await createProjector({ ...configFromEnv({}), ...settings() });
    const owner = await register(b.url);
    const onB = await visitorOn(b, await publicGuidOf(owner));

    const giftId = await addGift(owner, 'Een fiets');
    await until(() => onB.received.length >= 1, 5000);
    expect(onB.received).toEqual([giftChanged(giftId)]);
  });
});
