import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, newAccount } from '../support/api-client.js';
import { differencesFromRebuild, projectionCheckpoints } from '../support/rebuild-comparison.js';
import { ServerProcess, sleep } from '../support/server-process.js';

/** Kills per run: 5 in `npm test`, 100 in `npm run test:crash` (CRASH_ROUNDS). */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const CLIENTS = 20;
/**
 * How long a workflow that a kill interrupted may take to finish or undo itself after the restart: the wait ends as soon
 * as it did, so this bound only has to hold on a loaded machine (it takes about two seconds on an idle one).
 */
const SETTLE_MS = Number(process.env.CRASH_SETTLE_MS ?? 15_000);
/**
 * Commands each round gets answered before its kill (at a random moment after that): on a loaded machine a kill at a
 * random moment alone may land before the clients got anything done.
 */
const ACKNOWLEDGED_PER_ROUND = 11;
/**
 * Claims whose owner never came to be are released this long after the claims reactor saw them (the claim-checks
 * job runs every second at this grace), well inside SETTLE_MS. Safe because a live request appends the owner's first event within milliseconds of
 * its claim (the password is hashed before), and a first list that is late is claimed again by the step making it.
 */
const CLAIM_GRACE_MS = 1500;
/**
 * One server restarted in place: under the same lease holder the new process takes its lanes (reactors, projections)
 * back at once instead of waiting out the killed process's leases (LEASE_MS, 10 s).
 */
const LEASE_HOLDER = 'crash-test-server';

/** A 2xx answer's promise about the log: this stream holds an event of this type (with this field value). */
interface Acknowledged { command: string; stream: string; type: string; field?: string; value?: string }
interface StoredEvent { type: string; data: Record<string, unknown> }
interface Round { missing: string[]; halfApplied: string[]; differences: string[] }

/**
 * Durability under crashes (issue 9; renames and profile edits since issue 26): the real server process is SIGKILLed
 * at random moments while 20 clients send commands, then started again on the same data folder. After each restart every command that was answered 2xx is in
 * the log, no command the server did not acknowledge is left half-applied, and every read model equals a fresh
 * rebuild from the log.
 */
describe(`the server killed ${ROUNDS} times while ${CLIENTS} clients send commands`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-server-crash-'));
  const acknowledged: Acknowledged[] = [];
  const rounds: Round[] = [];
  const figures = { kills: 0, refusals: 0, interrupted: 0, events: 0, seconds: 0, serverErrors: [] as string[] };
  let server: ServerProcess;

  beforeAll(async () => {
    expect(existsSync(ServerProcess.entry)).toBe(true);
    const started = performance.now();
    server = await ServerProcess.on(dataDir, { CLAIM_GRACE_MS: String(CLAIM_GRACE_MS), LEASE_HOLDER });
    await server.start();
    const traffic = new Traffic(server.url, acknowledged, figures);
    const clients = Array.from({ length: CLIENTS }, (_, i) => traffic.client(i));
    for (let round = 0; round < ROUNDS; round++) {
      traffic.resume();
      const wanted = acknowledged.length + ACKNOWLEDGED_PER_ROUND;
      for (const started = Date.now(); acknowledged.length < wanted; await sleep(20)) {
        if (Date.now() - started > 50_000) throw new Error(`Round ${round}: ${acknowledged.length - wanted + ACKNOWLEDGED_PER_ROUND} of ${ACKNOWLEDGED_PER_ROUND} commands answered in 50 s`);
      }
      await sleep(Math.random() * 1700);
      await server.stop('SIGKILL');
      figures.kills++;
      traffic.pause();
      await server.start();
      await traffic.idle();
      rounds.push(await inspect(dataDir, acknowledged));
    }
    await traffic.end(clients);
    await server.stop('SIGTERM');
    figures.events = eventsOf(dataDir).count;
    figures.seconds = (performance.now() - started) / 1000;
    const counts = new Map<string, number>();
    for (const { command } of acknowledged) counts.set(command, (counts.get(command) ?? 0) + 1);
    const byCommand = [...counts].map(([command, count]) => `${command} ${count}`).join(', ');
    console.log(`Server crash test: ${figures.kills} kills, ${acknowledged.length} acknowledged effects (${byCommand}), ${figures.refusals} refusals (4xx), `
      + `${figures.interrupted} requests cut off by a kill, ${figures.events} events in the log, ${figures.seconds.toFixed(1)} s`);
  }, 60_000 + ROUNDS * 60_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every command that was answered 2xx in the log after each restart', () => {
    expect(figures.kills).toBe(ROUNDS);
    expect(figures.serverErrors).toEqual([]);
    expect(rounds.map((r) => r.missing)).toEqual(rounds.map(() => []));
  });

  // Fails on today's main when a kill lands between the steps of Account/Create or MyList/Create (claims left behind);
  // issue 9's claim-release reactor ("workflows" part) makes the restarted server finish or undo them.
  it('leaves no unacknowledged multi-step command half-applied', () => {
    expect(rounds.map((r) => r.halfApplied)).toEqual(rounds.map(() => []));
  });

  it('ends every round with read models equal to a fresh rebuild from the log', () => {
    expect(rounds.map((r) => r.differences)).toEqual(rounds.map(() => []));
  });
});

const earlier = new Set<string>();

/** After a restart, with the clients paused: what the log and the read models say. */
async function inspect(dataDir: string, acknowledged: Acknowledged[]): Promise<Round> {
  const { streams } = eventsOf(dataDir);
  const missing = acknowledged.filter((a) => !(streams.get(a.stream) ?? []).some((e) => e.type === a.type && (!a.field || e.data[a.field] === a.value)))
    .map((a) => `${a.command}: no ${a.type} in ${a.stream}`);
  // Work left over from an earlier round had its time already: wait only for what this kill interrupted.
  let halfApplied = halfAppliedWork(streams);
  const isNew = (problem: string) => !earlier.has(problem);
  for (const started = Date.now(); halfApplied.some(isNew) && Date.now() - started < SETTLE_MS; await sleep(250)) halfApplied = halfAppliedWork(eventsOf(dataDir).streams);
  halfApplied.forEach((problem) => earlier.add(problem));
  await caughtUp(dataDir);
  return { missing, halfApplied, differences: await differencesFromRebuild(dataDir) };
}

/**
 * Multi-step commands whose first steps are in the log without the rest: a claimed e-mail address or username whose
 * owner was never created or holds another value now (a rename or profile edit cut off before the old value was
 * given free, or before the new one was taken), a full account without its first list.
 */
function halfAppliedWork(streams: Map<string, StoredEvent[]>): string[] {
  const created = (stream: string, type: string) => (streams.get(stream) ?? []).some((e) => e.type === type);
  const lists = new Set([...streams.values()].flat().filter((e) => e.type === 'WishlistCreated').map((e) => e.data.primaryOwnerId));
  const problems: string[] = [];
  for (const [stream, events] of streams) {
    const last = events.at(-1)!;
    const owner = String(last.data.ownerId);
    if (stream.startsWith('claim-email-') && last.type === 'ValueClaimed') {
      if (!created(`user-${owner}`, 'UserRegistered')) problems.push(`${stream} held by user ${owner} who was never registered`);
      else if (heldValue(streams.get(`user-${owner}`)!, 'emailIndex') !== stream.slice('claim-email-'.length)) problems.push(`${stream} held by user ${owner} who has another address`);
    }
    if (stream.startsWith('claim-username-') && last.type === 'ValueClaimed') {
      if (!created(`wishlist-${owner}`, 'WishlistCreated')) problems.push(`${stream} held by list ${owner} that was never created`);
      else if (heldValue(streams.get(`wishlist-${owner}`)!, 'usernameIndex') !== stream.slice('claim-username-'.length)) problems.push(`${stream} held by list ${owner} that has another username`);
    }
    const registered = events.find((e) => e.type === 'UserRegistered');
    if (stream.startsWith('user-') && registered?.data.isAccount && !lists.has(registered.data.userId)) problems.push(`account ${String(registered.data.userId)} without its first list`);
  }
  return problems;
}

/** The address or username index an owner's stream last set; null once the owner was deleted. */
function heldValue(events: StoredEvent[], field: 'emailIndex' | 'usernameIndex'): string | null {
  let value: string | null = null;
  for (const e of events) {
    if (e.type === 'UserDeleted' || e.type === 'WishlistDeleted') value = null;
    else if (typeof e.data[field] === 'string') value = e.data[field];
  }
  return value;
}

function eventsOf(dataDir: string) {
  const db = new Database(join(dataDir, 'events.db'), { readonly: true });
  try {
    const rows = db.prepare('SELECT stream_id, type, data FROM events ORDER BY position').all() as { stream_id: string; type: string; data: string }[];
    const streams = new Map<string, StoredEvent[]>();
    for (const row of rows) {
      const stream = streams.get(row.stream_id) ?? [];
      stream.push({ type: row.type, data: JSON.parse(row.data) as Record<string, unknown> });
      streams.set(row.stream_id, stream);
    }
    const last = db.prepare('SELECT MAX(position) AS position FROM events').get() as { position: number | null };
    return { streams, count: rows.length, lastPosition: last.position === null ? null : String(last.position) };
  } finally {
    db.close();
  }
}

/** Waits until the log stands still and every projection has applied all of it. */
async function caughtUp(dataDir: string, timeoutMs = 30_000) {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(100)) {
    const { lastPosition } = eventsOf(dataDir);
    const checkpoints = await projectionCheckpoints(dataDir);
    if (checkpoints.every((c) => c === lastPosition) && eventsOf(dataDir).lastPosition === lastPosition) return;
  }
  throw new Error('The restarted server did not catch up with the log');
}

type Account = ReturnType<typeof newAccount>;
interface Member { index: number; userId: string; wishlistId: string; account: Account; publicGuid?: string; categoryId?: string; lists: number }

/**
 * 20 browser-like clients: register, add lists and gifts, cross off each other's gifts, undo, post on each other's
 * forums, rename their first list and change their e-mail address (each a claim, one append and a release).
 */
class Traffic {
  private running = true;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => {};
  private readonly inFlight = new Set<Promise<void>>();
  private readonly members: Member[] = [];
  private readonly gifts: { giftId: string; owner: number }[] = [];

  constructor(private readonly url: string, private readonly acknowledged: Acknowledged[], private readonly figures: { refusals: number; interrupted: number; serverErrors: string[] }) {}

  pause() {
    this.gate = new Promise((resolve) => { this.open = resolve; });
  }

  resume() {
    this.open();
  }

  /** Resolves when no request is under way (the clients wait at the gate). */
  async idle() {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async end(clients: Promise<void>[]) {
    this.running = false;
    this.open();
    await Promise.all(clients);
  }

  async client(index: number): Promise<void> {
    const api = new ApiClient(this.url);
    const crossOffs: { giftId: string; crossOffId: string }[] = [];
    let me: Member | null = null;
    while (this.running) {
      await this.gate;
      if (!this.running) return;
      const step = this.step(index, api, me, crossOffs).then((member) => { me = member; });
      this.inFlight.add(step);
      await step.catch(async (error: unknown) => {
        // fetch's TypeError (connection refused or cut) comes from another realm than jest's: compare names.
        if ((error as Error | undefined)?.name !== 'TypeError') throw error;
        this.figures.interrupted++;
        await sleep(20);
      }).finally(() => this.inFlight.delete(step));
    }
  }

  private async step(index: number, api: ApiClient, me: Member | null, crossOffs: { giftId: string; crossOffId: string }[]): Promise<Member | null> {
    if (!me) {
      const registered = await this.register(api);
      return registered && { index, ...registered, lists: 1 };
    }
    if (!me.categoryId) {
      const list = await api.get<{ publicGuid: string; categories: { privateGuid: string }[] }>(`/api/MyList/Get/${me.wishlistId}`);
      if (list.status !== 200) return me;
      const member = { ...me, publicGuid: list.body.publicGuid, categoryId: list.body.categories[0]!.privateGuid };
      this.members.push(member);
      return member;
    }
    const others = this.members.filter((m) => m.index !== index);
    const theirGifts = this.gifts.filter((g) => g.owner !== index);
    const dice = Math.random();
    if (dice < 0.3 || theirGifts.length === 0) {
      const answer = await api.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
        categoryPrivateGuid: me.categoryId, description: `Cadeau van ${index}`, enableCrossOff: true, url: 'https://example.com/cadeau',
      });
      if (this.answered(answer, 'MyGift/EditWithoutProduct')) {
        this.acknowledge('MyGift/EditWithoutProduct', `gift-${answer.body.editedGift.publicGuid}`, 'GiftCreated');
        this.gifts.push({ giftId: answer.body.editedGift.publicGuid, owner: index });
      }
    } else if (dice < 0.6) {
      const { giftId } = pick(theirGifts);
      const answer = await api.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
      if (this.answered(answer, 'Gift/CrossOff')) {
        this.acknowledge('Gift/CrossOff', `gift-${giftId}`, 'GiftCrossedOff', 'crossOffId', answer.body.crossOffGuid);
        crossOffs.push({ giftId, crossOffId: answer.body.crossOffGuid });
      }
    } else if (dice < 0.75 && crossOffs.length > 0) {
      const { giftId, crossOffId } = crossOffs.splice(Math.floor(Math.random() * crossOffs.length), 1)[0]!;
      const answer = await api.post('/api/Gift/UndoCrossOff', { publicGuid: giftId, privateCrossOffGuid: crossOffId });
      if (this.answered(answer, 'Gift/UndoCrossOff')) this.acknowledge('Gift/UndoCrossOff', `gift-${giftId}`, 'CrossOffUndone', 'crossOffId', crossOffId);
    } else if (dice < 0.85 && others.length > 0) {
      const list = pick(others);
      const answer = await api.post<{ publicGuid: string }>('/api/Wishlist/CreateForumPost', { publicWishlistGuid: list.publicGuid, message: `Groetjes van ${index}` });
      if (this.answered(answer, 'Wishlist/CreateForumPost')) this.acknowledge('Wishlist/CreateForumPost', `forum-${list.wishlistId}`, 'ForumPostCreated', 'postId', answer.body.publicGuid);
    } else if (dice < 0.89) {
      const { username } = newAccount();
      const answer = await api.post('/api/MyList/UpdateSettings', {
        privateGuid: me.wishlistId, username, firstName: me.account.firstName, lastName: me.account.lastName, city: null,
        accessType: 'PUBLIC', accessQuestion: null, accessAnswer: null, includeInSearchResult: false, showCrossedOff: false,
      });
      if (this.answered(answer, 'MyList/UpdateSettings')) this.acknowledge('MyList/UpdateSettings', `wishlist-${me.wishlistId}`, 'WishlistSettingsChanged');
    } else if (dice < 0.92) {
      const { email } = newAccount();
      const answer = await api.post('/api/Account/Edit', {
        userPrivateGuid: me.userId, firstName: me.account.firstName, lastName: me.account.lastName, email, currentPassword: me.account.password,
        overviewEmailFrequency: 0, enableCrossOffNotifications: true,
      });
      if (this.answered(answer, 'Account/Edit')) {
        this.acknowledge('Account/Edit', `user-${me.userId}`, 'ProfileChanged');
        return { ...me, account: { ...me.account, email } };
      }
    } else if (dice < 0.96) {
      // Someone new signs up in another browser: registrations keep coming while the server is killed.
      await this.register(new ApiClient(this.url));
    } else if (me.lists < 5) {
      const { username, firstName, lastName } = newAccount();
      const answer = await api.post<{ privateGuid: string }>('/api/MyList/Create', {
        username, firstName, lastName, city: null, accessType: 'PUBLIC', listQuestion: null, listAnswer: null,
      });
      if (this.answered(answer, 'MyList/Create')) {
        this.acknowledge('MyList/Create', `wishlist-${answer.body.privateGuid}`, 'WishlistCreated');
        return { ...me, lists: me.lists + 1 };
      }
    }
    return me;
  }

  private async register(api: ApiClient): Promise<{ userId: string; wishlistId: string; account: Account } | null> {
    const account = newAccount();
    const answer = await api.post<{ user: { privateGuid: string }; wishlistPrivateGuid: string }>('/api/Account/Create', account);
    if (!this.answered(answer, 'Account/Create')) return null;
    const { user: { privateGuid: userId }, wishlistPrivateGuid: wishlistId } = answer.body;
    this.acknowledge('Account/Create', `user-${userId}`, 'UserRegistered');
    this.acknowledge('Account/Create', `wishlist-${wishlistId}`, 'WishlistCreated');
    return { userId, wishlistId, account };
  }

  /** 2xx; a refusal (4xx, or 503 with Retry-After) is counted; any other 5xx is a fault. */
  private answered(answer: { status: number; body: unknown }, command: string): boolean {
    if (answer.status >= 200 && answer.status < 300) return true;
    if (answer.status >= 500 && answer.status !== 503) this.figures.serverErrors.push(`${command}: ${answer.status} ${JSON.stringify(answer.body)}`);
    else this.figures.refusals++;
    return false;
  }

  private acknowledge(command: string, stream: string, type: string, field?: string, value?: string) {
    this.acknowledged.push({ command, stream, type, field, value });
  }
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
