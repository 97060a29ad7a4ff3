import { existsSync } from 'node:fs';
import pg from 'pg';
import { withChildren } from '../../scripts/cpu-time.js';
import { postgresBinaries, startPrivateCluster } from '../../scripts/postgres-cluster.js';

// Without PostgreSQL's binaries this is skipped, as the other PostgreSQL tests are; with CI=true it runs and fails.
const withServer = postgresBinaries() !== null || process.env.CI === 'true' ? describe : describe.skip;

withServer(
  'a private PostgreSQL cluster for one run (scripts/postgres-cluster.ts, used by npm run bench:scale)',
  () => {
    it('starts with the settings asked for, names its main process, and is gone after stop()', async () => {
      const cluster = startPrivateCluster({ settings: { max_connections: 37 } });
      if (typeof cluster === 'string') throw new Error(cluster);
      try {
        const client = new pg.Client({ connectionString: cluster.adminUrl });
        await client.connect();
        try {
          expect((await client.query('SHOW max_connections')).rows[0].max_connections).toBe('37');
          const backendPid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
          expect(withChildren(cluster.postmasterPid())).toContain(backendPid);
        } finally {
          await client.end();
        }
      } finally {
        cluster.stop();
      }
      expect(existsSync(cluster.dataDir)).toBe(false);
      const refused = new pg.Client({ connectionString: cluster.adminUrl });
      await expect(refused.connect()).rejects.toThrow();
    });
  },
);
