import { CommandBus } from '@nestjs/cqrs';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount } from '../../backend/src/account/create-account/create-account.js';
import { createApp } from '../../backend/src/create-app.js';
import { giftDecider, giftStream } from '../../backend/src/gift/gift.decider.js';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import type { CommandContext } from '../../backend/src/platform/domain/aggregate-store.js';
import { StreamWriter } from '../../backend/src/platform/use-case/stream-writer.js';
import { type Browser, RunUseCase } from '../../backend/src/platform/use-case/run-use-case.js';
import { wishlistDecider, wishlistStream } from '../../backend/src/wishlist/wishlist.decider.js';
import { readModelsAndRebuild, storedCheckpointsCaughtUp } from '../support/rebuild-comparison.js';

const projectorEntry = join(__dirname, '../../backend/dist/projector.js');

/**
 * Kills the projector process (SIGKILL) at random moments while commands append events, restarts it each time,
 * and then compares every read model with a rebuild from the log: they must be equal.
 */
describe('projection crash safety', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-crash-'));
  // The registrations answer at once ('answer' policy) instead of waiting for read models the chaos keeps behind.
  const config = {
    ...configFromEnv({}),
    dataDir,
    scryptCost: 1024,
    runProjections: false,
    frontendDir: null,
    readYourWritesWaitMs: 0,
  };
  let projector: ChildProcess | null = null;

  const startProjector = () => {
    // One holder name for every restart: a restarted projector takes its own leases back at once.
    projector = spawn(process.execPath, [projectorEntry], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_OPTIONS: '', LEASE_HOLDER: 'crash-projector' },
      stdio: 'ignore',
    });
  };
  const killProjector = async (signal: NodeJS.Signals) => {
    const child = projector;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };

  /** A browser without a session: the registration logs it in; its cookie and headers are not looked at here. */
  const newBrowser = (): Browser => {
    const reply: Browser['reply'] = { setCookie: () => reply as never, header: () => reply as never };
    return { session: null, reply };
  };

  afterAll(async () => {
    await killProjector('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends with read models equal to a fresh rebuild', async () => {
    expect(existsSync(projectorEntry)).toBe(true);
    const app = await createApp(config);
    const commands = app.get(CommandBus);
    const aggregates = app.get(StreamWriter);
    const context = (): CommandContext => ({
      commandId: randomUUID(),
      correlationId: randomUUID(),
      userId: null,
      contextId: null,
    });

    startProjector();
    let writing = true;
    let kills = 0;
    const chaos = (async () => {
      while (writing) {
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 500));
        await killProjector('SIGKILL');
        kills++;
        startProjector();
      }
    })();

    const lists: { wishlistId: string; gifts: string[]; userId: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const id = randomUUID().slice(0, 8);
      const created = await commands.execute(
        new RunUseCase(
          createAccount,
          {
            email: `crash-${id}@example.com`,
            username: `crash-${id}`,
            firstName: 'Crash',
            lastName: `Test ${i}`,
            password: 'wachtwoord-123',
            receiveMailing: false,
            fromLot: false,
          },
          // An address each: the new-user allowance per address is 10 an hour.
          { userId: null, accessGrants: [], address: `192.0.2.${i + 1}` },
          context(),
          newBrowser(),
        ),
      );
      lists.push({ wishlistId: created.wishlistPrivateGuid, gifts: [], userId: created.user.privateGuid });
    }
    // At least 6 s of traffic, 8 kills and 40 rounds (480 gifts): a loaded machine makes fewer rounds in 6 s.
    const started = Date.now();
    for (let round = 0; Date.now() - started < 6000 || kills < 8 || round < 40; round++) {
      await new Promise((r) => setTimeout(r, 20));
      for (const list of lists) {
        const { state: wishlist } = await aggregates.load(wishlistStream(list.wishlistId), wishlistDecider);
        const giftId = randomUUID();
        await aggregates.execute(
          giftStream(giftId),
          giftDecider,
          {
            type: 'FollowAdded',
            gift: {
              giftId,
              wishlistId: list.wishlistId,
              categoryId: wishlist.categoryIds[0]!,
              description: `Gift ${round}`,
              url: null,
              crossOffEnabled: true,
              imageId: null,
              product: null,
            },
          },
          context(),
        );
        list.gifts.push(giftId);
        const target = list.gifts[Math.floor(Math.random() * list.gifts.length)]!;
        const giver = lists[(lists.indexOf(list) + 1) % lists.length]!.userId;
        const crossed = await aggregates
          .execute(
            giftStream(target),
            giftDecider,
            {
              type: 'CrossOff',
              userId: giver,
              crossOffId: randomUUID(),
              wishlist,
              mayView: true,
            },
            context(),
          )
          .catch(() => null);
        if (crossed && Math.random() < 0.4) {
          await aggregates.execute(
            giftStream(target),
            giftDecider,
            { type: 'UndoCrossOff', crossOffId: crossed.state.crossOff!.crossOffId, userId: giver, wishlist },
            context(),
          );
        }
        if (Math.random() < 0.1)
          await aggregates
            .execute(giftStream(target), giftDecider, { type: 'EndByList', wishlistId: list.wishlistId }, context())
            .catch(() => null);
      }
    }
    writing = false;
    await chaos;
    await app.close();
    expect(kills).toBeGreaterThan(5);

    // Let the last projector catch up, then stop it.
    await storedCheckpointsCaughtUp(dataDir);
    await killProjector('SIGTERM');

    const { live: afterChaos, rebuilt: fromScratch } = await readModelsAndRebuild(dataDir);
    expect(afterChaos.length).toBeGreaterThan(400);
    expect(afterChaos).toEqual(fromScratch);
  }, 120_000);
});
