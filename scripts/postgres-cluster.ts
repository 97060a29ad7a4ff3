// A private PostgreSQL cluster for one run: initdb under a temporary folder, started on a free port with trust
// authentication on 127.0.0.1 and a Unix socket in the same folder, removed by stop() (or when the process exits).
// As root the cluster belongs to the `postgres` user (initdb refuses root). Synchronous, so a jest file can call it
// while its tests are collected (tests/support/postgres.ts starts its clusters the same way and can import this).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private cluster, started. */
export interface PrivateCluster {
  /** The `postgres` database as its superuser (trust authentication), to create the databases of the run. */
  adminUrl: string;
  port: number;
  dataDir: string;
  /** The server's main process (its other processes are its children). */
  postmasterPid: () => number;
  /** Stops the server at once and removes its folder. */
  stop: () => void;
}

/**
 * The folder of the newest Debian PostgreSQL binaries (`/usr/lib/postgresql/<version>/bin`), '' when `initdb` is on the
 * PATH, null when there is none.
 */
export function postgresBinaries(): string | null {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian).filter((v) => existsSync(join(debian, v, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest) return join(debian, newest, 'bin');
  return spawnSync('initdb', ['--version']).status === 0 ? '' : null;
}

/** The server's version as `postgres --version` prints it (e.g. "15.14"), or null without binaries. */
export function postgresVersion(): string | null {
  const bin = postgresBinaries();
  if (bin === null) return null;
  const printed = spawnSync(bin ? join(bin, 'postgres') : 'postgres', ['--version'], { encoding: 'utf8' });
  return /(\d+(\.\d+)*)/.exec(printed.stdout ?? '')?.[1] ?? null;
}

export function asServerUser(bin: string, command: string, args: string[]) {
  const program = bin ? join(bin, command) : command;
  const root = process.getuid?.() === 0;
  return spawnSync(root ? 'runuser' : program, root ? ['-u', 'postgres', '--', program, ...args] : args, {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/**
 * A new cluster's folder under a temporary folder, owned by the `postgres` user when running as root (initdb refuses
 * root), with `initdb`'s data folder in it: the steps every private cluster starts with. `remove` deletes the folder.
 */
export function initCluster(bin: string): { dir: string; dataDir: string; remove: () => void } | string {
  const dir = mkdtempSync(join(tmpdir(), 'wl-pg-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  if (process.getuid?.() === 0) {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (uid.status !== 0 || gid.status !== 0) {
      remove();
      return 'running as root and there is no postgres user to run the server as';
    }
    chownSync(dir, Number(uid.stdout), Number(gid.stdout));
  }
  const dataDir = join(dir, 'data');
  const init = asServerUser(bin, 'initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  if (init.status !== 0) {
    remove();
    return `initdb failed: ${(init.stderr || String(init.error)).trim()}`;
  }
  return { dir, dataDir, remove };
}

/**
 * Starts a private cluster. `settings` are server settings passed as `-c name=value` (e.g. `max_connections`).
 * Returns the cluster, or why it could not start.
 */
export function startPrivateCluster({ settings = {} }: { settings?: Record<string, string | number> } = {}):
  PrivateCluster | string {
  const bin = postgresBinaries();
  if (bin === null) return 'no initdb in /usr/lib/postgresql/*/bin or on the PATH';
  const made = initCluster(bin);
  if (typeof made === 'string') return made;
  const { dir, dataDir, remove } = made;
  const stop = () => {
    asServerUser(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    remove();
    process.off('exit', stop);
  };
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  // Below the kernel's ephemeral range, so no port another process got with listen(0) is taken; tried again when in use.
  for (let attempt = 0; attempt < 8; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    const start = asServerUser(bin, 'pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${options}`,
      'start',
    ]);
    if (start.status === 0) {
      process.on('exit', stop);
      const postmasterPid = () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dataDir, postmasterPid, stop };
    }
  }
  const log = spawnSync('tail', ['-5', join(dir, 'log')], { encoding: 'utf8' }).stdout;
  remove();
  return `the private cluster did not start: ${log.trim()}`;
}
