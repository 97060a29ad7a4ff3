import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ServerProcess } from '../support/server-process.js';

/**
 * What the built server loads to start on SQLite (docs/benchmarks.md, "Startup"): about 150 test files and every
 * process start pay for each package imported at start, so the packages of other stores and of features used later
 * are loaded where they are first needed.
 */
const notNeededToStart = [
  'mongodb',
  '@socket.io/mongo-adapter',
  '@socket.io/mongo-emitter',
  'pg',
  '@socket.io/postgres-adapter',
  '@kurrent/kurrentdb-client',
  'nodemailer',
  '@fastify/static',
  'cheerio',
  'undici',
  'sharp',
  'fflate',
  'fast-xml-parser',
  'csv-parse',
  'react-dom',
];

/** A module hook for the server process: writes the name of every package it loads, once, to `packagesFile`. */
const recordingHook = (packagesFile: string) => `
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
const seen = new Set();
registerHooks({
  load(url, context, nextLoad) {
    const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\/(?!.*node_modules\\/)/.exec(url)?.[1];
    if (name && !seen.has(name)) {
      seen.add(name);
      appendFileSync(${JSON.stringify(packagesFile)}, name + '\\n');
    }
    return nextLoad(url, context);
  },
});
`;

describe('starting the built server on SQLite', () => {
  const folder = mkdtempSync(join(tmpdir(), 'wl-startup-packages-'));
  let server: ServerProcess | undefined;
  afterEach(() => server?.stop('SIGKILL'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('loads no package of another store, of SMTP, of serving the frontend or of a feature used later', async () => {
    const packagesFile = join(folder, 'packages.txt');
    const hookFile = join(folder, 'record-packages.mjs');
    writeFileSync(hookFile, recordingHook(packagesFile));
    server = await ServerProcess.on(join(folder, 'data'), {
      NODE_OPTIONS: `--import=${pathToFileURL(hookFile).href}`,
      FRONTEND_DIR: '',
      DATABASE_URL: '',
      MONGODB_URL: '',
      EVENTSTORE_CONNECTION_STRING: '',
      SMTP_URL: '',
    });
    await server.start(60_000);
    const loaded = readFileSync(packagesFile, 'utf8').split('\n');
    // The hook sees what the start needs: SQLite and the web framework.
    expect(loaded).toEqual(expect.arrayContaining(['better-sqlite3', 'fastify', '@nestjs/core']));
    expect(notNeededToStart.filter((name) => loaded.includes(name))).toEqual([]);
  });

  it('still stops at once on an SMTP_URL that nodemailer cannot use: the transport is made at start when it is set', async () => {
    server = await ServerProcess.on(join(folder, 'smtp-data'), { FRONTEND_DIR: '', SMTP_URL: 'not a url' });
    await expect(server.start(30_000)).rejects.toThrow(/exit 1\).*not a url/s);
  });
});
