import { isReservedUsername, limits, LIVE_PATH } from '@wl/contracts';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, newAccount } from '../support/api-client.js';
import { registeredRoutes } from '../support/registered-routes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** What the frontend build puts in its folder: the public files as they are, the page, and the hashed assets. */
function builtFrontend(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wl-built-'));
  cpSync(join(__dirname, '../../frontend/public'), dir, { recursive: true });
  cpSync(join(__dirname, '../../frontend/index.html'), join(dir, 'index.html'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-3f2a1c.js'), 'export {};');
  return dir;
}

/** A first path segment a list could be named after (`/{username}`): the username rule's characters and length. */
const couldBeUsername = (segment: string) =>
  /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(segment) &&
  segment.length >= limits.usernameMin &&
  segment.length <= limits.usernameMax;

describe('usernames that are paths the server answers (issue 24)', () => {
  let frontendDir: string;
  let t: TestApp;
  beforeAll(async () => {
    frontendDir = builtFrontend();
    t = await startTestApp({ frontendDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(frontendDir, { recursive: true, force: true });
  });

  it('reserves every first path segment of every route the server answers, API, metrics, live channel and built files alike', () => {
    const segments = new Set([
      ...registeredRoutes(t).map((route) => route.split(' ')[1]!.split('/')[1]!),
      LIVE_PATH.slice(1),
    ]);
    expect([...segments]).toEqual(expect.arrayContaining(['api', 'metrics', 'blog', 'themes', 'assets']));
    expect([...segments].filter(couldBeUsername).filter((segment) => !isReservedUsername(segment))).toEqual([]);
  });

  it('refuses the username metrics, whose path answers the metrics scrape', async () => {
    const anyone = new ApiClient(t.url);
    expect((await anyone.post('/api/MyList/CheckUsername', { username: 'metrics' })).body).toBe('Invalid');
    expect(await anyone.post('/api/Account/Create', newAccount({ username: 'Metrics' }))).toMatchObject({
      status: 400,
      body: { problem: 'InvalidInput' },
    });
  });
});
