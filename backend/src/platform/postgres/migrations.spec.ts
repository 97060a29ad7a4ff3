import pg from 'pg';
import { describePostgres } from '../../../../tests/support/postgres.js';
import { type Migration, migrate, migrations } from './migrations.js';

describePostgres('PostgreSQL migrations', (database) => {
  const pools: pg.Pool[] = [];
  const pool = () => {
    const made = new pg.Pool({ connectionString: database().url, max: 1 });
    pools.push(made);
    return made;
  };
  afterAll(() => Promise.all(pools.map((p) => p.end())));
  const applied = async () =>
    (await pool().query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map(
      (r) => r.version,
    );
  const tableExists = async (name: string) =>
    (await pool().query('SELECT to_regclass($1) AS t', [name])).rows[0].t !== null;

  it('lets several processes that start at once each migrate: every step is applied once and none fails', async () => {
    await Promise.all(Array.from({ length: 6 }, () => migrate(pool())));
    expect(await applied()).toEqual(migrations.map((m) => m.version));
    expect(await tableExists('events')).toBe(true);
  });

  it('applies only the steps a database lacks, and a failing step leaves nothing of itself', async () => {
    const next: Migration = {
      version: migrations.length + 1,
      name: 'a table',
      sql: 'CREATE TABLE migration_probe (id integer)',
    };
    const broken: Migration = {
      version: migrations.length + 2,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id integer); SELECT 1 / 0',
    };
    await migrate(pool(), [...migrations, next]);
    expect(await applied()).toEqual([...migrations, next].map((m) => m.version));
    await expect(migrate(pool(), [...migrations, next, broken])).rejects.toThrow('division by zero');
    expect(await tableExists('half_done')).toBe(false);
    expect(await applied()).toEqual([...migrations, next].map((m) => m.version));
  });

  it('refuses a database that a newer release migrated further', async () => {
    await expect(migrate(pool())).rejects.toThrow(`steps this release does not know (${migrations.length + 1})`);
  });
});
