import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ownerWithGift, register } from '../support/api-client.js';
import { readModelsAndRebuild, storedCheckpointsCaughtUp } from '../support/rebuild-comparison.js';

const serverEntry = join(__dirname, '../../backend/dist/main.js');

/** A free port on this machine, for a server started as its own process. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A real server process (the built `main.js`) with default settings but test conveniences, on the shared data folder. */
class Server {
  private child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        SCRYPT_COST: '1024',
        FRONTEND_DIR: '',
        DEV_OUTBOX: 'true',
        RATE_LIMITS: 'newUsersPerIp=10000,newUsersSiteWide=10000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // Waits as long as a loaded machine needs (a start takes about a second on an idle one).
    for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((r) => setTimeout(r, 100))) {
      if (
        await fetch(`${this.url}/api/Utility/WebVersion`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
    }
    throw new Error(`server on ${this.port} did not start`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Two server processes on one data folder with default settings, commands flowing through both while one of them
 * stops and starts again: each projection and reactor runs in exactly one of them at a time (leases), so the read
 * models end equal to a fresh rebuild and no side effect happens twice.
 */
describe('two servers on one store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-two-'));
  let servers: Server[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('end with read models equal to a fresh rebuild and every mail sent once', async () => {
    expect(existsSync(serverEntry)).toBe(true);
    servers = [new Server(await freePort(), dataDir), new Server(await freePort(), dataDir)];
    const [a, b] = servers as [Server, Server];
    await a.start();
    await b.start();

    const emails: string[] = [];
    const round = async (owners: Server, givers: Server) => {
      const { owner, giftId, wishlistPublicGuid } = await ownerWithGift(owners.url);
      const giver = await register(givers.url);
      emails.push(owner.account.email, giver.account.email);
      const crossed = await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId });
      expect(crossed.status).toBe(200);
      expect((await giver.client.post('/api/Friend/Add', { wishlistPublicGuid })).status).toBe(200);
      // Read-your-writes on the process that may not run the projections: the post is there in the next answer.
      expect(
        (
          await giver.client.post('/api/Wishlist/CreateForumPost', {
            publicWishlistGuid: wishlistPublicGuid,
            message: 'Proficiat!',
          })
        ).status,
      ).toBe(201);
      const seen = await giver.client.get<{ forum: unknown[] }>(`/api/Wishlist/Get/${owner.account.username}`);
      expect(seen.body.forum).toHaveLength(1);
      const mine = await owner.client.get<{ categories: unknown[] }>(`/api/MyList/Get/${owner.wishlistId}`);
      expect(mine.status).toBe(200);
    };
    const flow = async (rounds: number) => {
      await Promise.all(
        Array.from({ length: 3 }, async (_, client) => {
          for (let i = 0; i < rounds; i++) await (client % 2 === 0 ? round(a, b) : round(b, a));
        }),
      );
    };

    await flow(4);
    // `a` stops while commands flow through `b`: its lanes are released and `b` takes them over.
    const stopping = a.stop();
    await Promise.all([
      stopping,
      (async () => {
        for (let i = 0; i < 4; i++) await round(b, b);
      })(),
    ]);
    await a.start();
    await flow(4);

    await storedCheckpointsCaughtUp(dataDir);
    await Promise.all(servers.map((s) => s.stop()));

    const { live, rebuilt } = await readModelsAndRebuild(dataDir);
    expect(live.length).toBeGreaterThan(100);
    expect(live).toEqual(rebuilt);

    const readModels = new Database(join(dataDir, 'readmodels.db'), { readonly: true });
    const mails = readModels
      .prepare(
        "SELECT json_extract(doc, '$.to') AS recipient, json_extract(doc, '$.subject') AS subject FROM documents WHERE collection = 'mail_outbox'",
      )
      .all() as { recipient: string; subject: string }[];
    const parked = readModels
      .prepare("SELECT count(*) AS n FROM documents WHERE collection = 'parked_events'")
      .get() as { n: number };
    readModels.close();
    // Every mail of this flow is a different one (a registration's, a forum post's): a second copy would be a double.
    const sent = mails.map((m) => `${m.recipient} ${m.subject}`);
    expect(new Set(sent).size).toBe(sent.length);
    expect(emails.every((email) => mails.some((m) => m.recipient === email))).toBe(true);
    expect(parked.n).toBe(0);
  }, 180_000);
});
