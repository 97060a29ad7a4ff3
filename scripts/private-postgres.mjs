// A PostgreSQL cluster of a bench's own, as tests/support/postgres.ts starts one for a test file: Debian's newest
// server binaries, a temporary folder, a free port, trust authentication, removed by stop().
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEBIAN = '/usr/lib/postgresql';

/** initdb refuses to run as root: then the cluster belongs to the `postgres` user. */
function asServerUser(bin, command, args) {
  const program = join(bin, command);
  const root = process.getuid?.() === 0;
  return spawnSync(root ? 'runuser' : program, root ? ['-u', 'postgres', '--', program, ...args] : args, { encoding: 'utf8', timeout: 60_000 });
}

/** Starts the cluster; resolves to `{ url, stop }`, `url` naming its `postgres` database. Throws when it cannot. */
export function startPrivatePostgres() {
  const version = existsSync(DEBIAN) ? readdirSync(DEBIAN).filter((v) => existsSync(join(DEBIAN, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error(`No PostgreSQL server in ${DEBIAN} (apt-get install postgresql), and no DATABASE_URL`);
  const bin = join(DEBIAN, version, 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'wl-bench-pg-'));
  if (process.getuid?.() === 0) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const init = asServerUser(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const stop = () => {
    asServerUser(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 8; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    const start = asServerUser(bin, 'pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
    if (start.status === 0) return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  }
  stop();
  throw new Error('The private PostgreSQL cluster did not start');
}
