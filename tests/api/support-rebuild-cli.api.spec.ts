import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { type DocumentStore, WISHLISTS, type WishlistDocument } from '@wl/projections';
import { DOCUMENT_STORE } from '../../backend/src/platform/tokens.js';
import { ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const rebuildCli = join(__dirname, '../../backend/dist/rebuild.js');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ leaseMs: 900 });
});
afterAll(async () => {
  await t.close();
});

/** The tool as an operator runs it, output not on a terminal; resolves when it exits. */
function rebuildTool(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [rebuildCli, ...args], {
    env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: t.config.dataDir, LEASE_MS: '900' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

describe('npm run rebuild', () => {
  it('rebuilds a read model while the server keeps running, with progress lines and the difference report', async () => {
    const { owner } = await ownerWithGift(t.url);
    const visitor = (await register(t.url)).client;
    const store = t.app.get<DocumentStore>(DOCUMENT_STORE);
    const live = await store.get<WishlistDocument>(WISHLISTS, owner.wishlistId);
    await store.commit([
      { kind: 'put', collection: WISHLISTS, id: owner.wishlistId, doc: { ...live!, title: 'Beschadigd' } },
    ]);

    const run = await rebuildTool('wishlists');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^wishlists: 0\/\d+ events, ETA \?$/m);
    expect(run.stdout).toMatch(/^wishlists: (\d+)\/\1 events, ETA [\d.]+ s$/m);
    expect(run.stdout).toMatch(
      /^wishlists: \d+ events in [\d.]+ s \([\d.]+ s CPU\), swapped in; 1 documents differed from the live copy$/m,
    );
    expect(run.stdout).toContain(`  changed wishlists/${owner.wishlistId}`);

    // The server swapped it in (it holds the read model's lease) and serves the repaired list.
    const page = await visitor.get<{ title: string }>(`/api/Wishlist/Get/${owner.account.username as string}`);
    expect(page.status).toBe(200);
    expect(page.body.title).not.toBe('Beschadigd');
  }, 30_000);

  it('refuses an unknown read model', async () => {
    const run = await rebuildTool('nope');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown: nope');
  });
});
