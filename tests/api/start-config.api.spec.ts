import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerProcess } from '../support/server-process.js';

/** The built server, started with a numeric variable it cannot use: it stops at once and says which and why. */
describe('a bad number in the environment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-start-config-'));
  let server: ServerProcess | undefined;
  afterEach(() => server?.stop('SIGKILL'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    ['SCRYPT_COST', '-1', /exit 1\).*SCRYPT_COST must be a power of two from 1024 to 1048576, got "-1"/s],
    ['LEASE_MS', 'abc', /exit 1\).*LEASE_MS must be a whole number from 300 to 600000, got "abc"/s],
  ])('%s=%s stops the start with a message naming it', async (name, value, message) => {
    server = await ServerProcess.on(dataDir, { [name]: value });
    // The wait ends when the process exits; the bound is only a net for one that would not (a loaded machine is slow).
    await expect(server.start(50_000)).rejects.toThrow(message);
  });
});
