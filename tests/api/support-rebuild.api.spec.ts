import { REBUILD_INTERRUPTED, type SupportRebuildJob, type SupportReadModels } from '@wl/contracts';
import { type DocumentStore, WISHLIST_GIFTS, WISHLISTS, type WishlistDocument } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { REBUILD_JOBS } from '../../backend/src/support/support-rebuild.service.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../backend/src/platform/tokens.js';
import { type ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let support: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ leaseMs: 900 });
  const registered = await register(t.url);
  t.config.supportUsers.push(registered.userId);
  support = registered.client;
});
afterAll(async () => {
  await t.close();
});

const store = () => t.app.get<DocumentStore>(DOCUMENT_STORE);

async function finished(jobId: string): Promise<SupportRebuildJob> {
  for (const started = Date.now(); Date.now() - started < 15_000; await new Promise((r) => setTimeout(r, 20))) {
    const job = await support.get<SupportRebuildJob>(`/api/Support/Rebuild/${jobId}`);
    expect(job.status).toBe(200);
    if (job.body.status !== 'running') return job.body;
  }
  throw new Error(`rebuild ${jobId} did not finish`);
}

interface VisitorView {
  title: string;
  categories: { gifts: { description: string }[] }[];
}
const giftsOf = (view: VisitorView) => view.categories.flatMap((c) => c.gifts.map((g) => g.description)).sort();

describe('a shadow rebuild of a read model', () => {
  it('is compared with the live one, reports the differing documents, and is swapped in while reads keep answering', async () => {
    const lists = await Promise.all([1, 2, 3, 4].map(() => ownerWithGift(t.url)));
    const visitor = (await register(t.url)).client;
    const [corrupted, ...intact] = lists;
    const usernameOf = (list: (typeof lists)[number]) => list.owner.account.username as string;

    // Damage the live read model on purpose: a changed title, a document that should not be there, one missing.
    const live = await store().get<WishlistDocument>(WISHLISTS, corrupted!.owner.wishlistId);
    const gifts = await store().find<{ giftId: string }>(WISHLIST_GIFTS, { wishlistId: corrupted!.owner.wishlistId });
    expect(gifts).toHaveLength(1);
    const strayId = randomUUID();
    await store().commit([
      { kind: 'put', collection: WISHLISTS, id: corrupted!.owner.wishlistId, doc: { ...live!, title: 'Beschadigd' } },
      {
        kind: 'put',
        collection: WISHLIST_GIFTS,
        id: strayId,
        doc: { ...gifts[0]!, giftId: strayId, wishlistId: randomUUID() },
      },
      { kind: 'delete', collection: WISHLIST_GIFTS, id: gifts[0]!.giftId },
    ]);
    expect((await visitor.get<VisitorView>(`/api/Wishlist/Get/${usernameOf(corrupted!)}`)).body.title).toBe(
      'Beschadigd',
    );

    // Reads of the intact lists, without a pause, from before the rebuild until after the swap.
    const failures: string[] = [];
    let reads = 0;
    let reading = true;
    const readLoop = (async () => {
      while (reading) {
        for (const list of intact) {
          const answer = await visitor.get<VisitorView>(`/api/Wishlist/Get/${usernameOf(list)}`);
          reads++;
          if (answer.status !== 200 || giftsOf(answer.body).length < 1)
            failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
    })();

    let started, added, job, readsWhileRunning;
    try {
      started = await support.post<SupportRebuildJob>('/api/Support/Rebuild', { readModel: 'wishlists' });
      const readsAtStart = reads;
      // The live projection keeps applying while the shadow is built: this gift must be in the swapped-in copy.
      added = await intact[0]!.owner.client.post('/api/MyGift/EditWithoutProduct', {
        categoryPrivateGuid: intact[0]!.categoryId,
        description: 'Tijdens de herbouw',
        enableCrossOff: true,
        url: 'https://example.com/extra',
      });
      job = await finished(started.body.jobId);
      readsWhileRunning = reads - readsAtStart;
    } finally {
      reading = false;
      await readLoop;
    }
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      readModel: 'wishlists',
      status: 'running',
      differingCount: 0,
      finishedAt: null,
      error: null,
    });
    expect(added.status).toBe(201);

    expect(job).toMatchObject({ status: 'swapped', error: null, etaSeconds: 0, finishedAt: expect.any(String) });
    expect(job.total).toBeGreaterThan(0);
    expect(job.processed).toBe(job.total);
    expect(job.differingCount).toBe(3);
    expect(job.differing).toEqual(
      expect.arrayContaining([
        { collection: WISHLISTS, id: corrupted!.owner.wishlistId, change: 'changed' },
        { collection: WISHLIST_GIFTS, id: strayId, change: 'removed' },
        { collection: WISHLIST_GIFTS, id: gifts[0]!.giftId, change: 'added' },
      ]),
    );
    expect(failures).toEqual([]);
    expect(readsWhileRunning).toBeGreaterThan(0);

    // Fixed, and the live projection goes on from the swapped-in copy: nothing skipped, nothing applied twice.
    const repaired = await visitor.get<VisitorView>(`/api/Wishlist/Get/${usernameOf(corrupted!)}`);
    expect(repaired.body.title).not.toBe('Beschadigd');
    expect(giftsOf(repaired.body)).toEqual(['Een boek']);
    expect(giftsOf((await visitor.get<VisitorView>(`/api/Wishlist/Get/${usernameOf(intact[0]!)}`)).body)).toEqual([
      'Een boek',
      'Tijdens de herbouw',
    ]);
    const after = await intact[1]!.owner.client.post('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: intact[1]!.categoryId,
      description: 'Na de herbouw',
      enableCrossOff: true,
      url: 'https://example.com/extra',
    });
    expect(after.status).toBe(201);
    expect(giftsOf((await visitor.get<VisitorView>(`/api/Wishlist/Get/${usernameOf(intact[1]!)}`)).body)).toEqual([
      'Een boek',
      'Na de herbouw',
    ]);
    expect(await store().list(`${WISHLISTS}__shadow`, null, 1)).toEqual([]);

    // Nothing left to report on a second rebuild.
    const again = await support.post<SupportRebuildJob>('/api/Support/Rebuild', { readModel: 'wishlists' });
    expect(await finished(again.body.jobId)).toMatchObject({ status: 'swapped', differingCount: 0, differing: [] });
  });

  it('is recorded in the support audit with the read model', async () => {
    const started = await support.post<SupportRebuildJob>('/api/Support/Rebuild', { readModel: 'friends' });
    expect(started.status).toBe(202);
    await finished(started.body.jobId);
    const audit = await t.app.get<EventStore>(EVENT_STORE).readStream('support-operations');
    expect(audit.map((e) => e.data)).toContainEqual(
      expect.objectContaining({ action: 'Rebuild', subjectKind: null, subjectId: null, detail: 'friends' }),
    );
  });
});

describe('the rebuild calls', () => {
  it('list every read model with its lag', async () => {
    const answer = await support.get<SupportReadModels>('/api/Support/ReadModels');
    expect(answer.status).toBe(200);
    expect(answer.body.readModels.map((r) => r.name)).toEqual(
      expect.arrayContaining(['wishlists', 'friends', 'accounts', 'forum']),
    );
    expect(answer.body.readModels.every((r) => typeof r.behind === 'boolean')).toBe(true);
  });

  it('reports a job whose process died as failed, once its heartbeat has stopped; a beating one stays running', async () => {
    const job = (id: string, heartbeatAt: string): SupportRebuildJob => ({
      jobId: id,
      readModel: 'friends',
      status: 'running',
      processed: 10,
      total: 100,
      etaSeconds: 3,
      startedAt: heartbeatAt,
      finishedAt: null,
      heartbeatAt,
      differingCount: 0,
      differing: [],
      error: null,
    });
    const dead = randomUUID();
    const alive = randomUUID();
    // As a process left them: one stopped beating a minute ago (killed), one beat just now (another process runs it).
    await store().commit([
      { kind: 'put', collection: REBUILD_JOBS, id: dead, doc: job(dead, new Date(Date.now() - 60_000).toISOString()) },
      { kind: 'put', collection: REBUILD_JOBS, id: alive, doc: job(alive, new Date().toISOString()) },
    ]);
    expect((await support.get<SupportRebuildJob>(`/api/Support/Rebuild/${dead}`)).body).toMatchObject({
      status: 'failed',
      error: REBUILD_INTERRUPTED,
      etaSeconds: null,
    });
    expect((await store().get<SupportRebuildJob>(REBUILD_JOBS, dead))?.status).toBe('failed');
    expect((await support.get<SupportRebuildJob>(`/api/Support/Rebuild/${alive}`)).body).toMatchObject({
      status: 'running',
      error: null,
    });
  });

  it('refuse an unknown read model, a second rebuild of the same one, an unknown job and bad input', async () => {
    expect(await support.post('/api/Support/Rebuild', { readModel: 'nope' })).toMatchObject({
      status: 422,
      body: 'UnknownReadModel',
    });
    expect(await support.post('/api/Support/Rebuild', { readModel: 'checkpoints' })).toMatchObject({
      status: 422,
      body: 'UnknownReadModel',
    });
    expect(await support.post('/api/Support/Rebuild', {})).toMatchObject({
      status: 400,
      body: { problem: 'InvalidInput' },
    });

    // Another process's rebuild of the forum holds its shadow lease.
    await store().acquireLease('forum.shadow', 'another-process', 60_000);
    try {
      expect(await support.post('/api/Support/Rebuild', { readModel: 'forum' })).toMatchObject({
        status: 422,
        body: 'RebuildRunning',
      });
    } finally {
      await store().releaseLease('forum.shadow', 'another-process');
    }

    expect(await support.get(`/api/Support/Rebuild/${randomUUID()}`)).toMatchObject({
      status: 422,
      body: 'SubjectNotFound',
    });
    expect(await support.get('/api/Support/Rebuild/not-a-guid')).toMatchObject({ status: 400 });
  });

  it('are refused to anyone without the support role', async () => {
    const user = (await register(t.url)).client;
    expect(await user.post('/api/Support/Rebuild', { readModel: 'wishlists' })).toMatchObject({
      status: 403,
      body: { problem: 'NotSupport' },
    });
    expect(await user.get('/api/Support/ReadModels')).toMatchObject({ status: 403 });
  });
});
