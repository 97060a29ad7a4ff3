import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { friendsDecider, friendsStream } from '../../backend/src/friend/friends.decider.js';
import { appendedEventId } from '../../backend/src/platform/domain/aggregate-store.js';
import { StreamWriter } from '../../backend/src/platform/use-case/stream-writer.js';
import { derivedId } from '../../backend/src/platform/domain/derived-id.js';
import { Problem } from '../../backend/src/platform/domain/problem.js';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { stepContext } from '../../backend/src/platform/reactors/reactor.js';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import { RunUseCase } from '../../backend/src/platform/use-case/run-use-case.js';
import { type BrowserSession, defineUseCase, streamKind } from '../../backend/src/platform/use-case/use-case.js';
import { Sessions } from '../../backend/src/platform/http/sessions.js';
import { ReadModels } from '../../backend/src/platform/projections/read-models.js';
import { ReadModelsBehind } from '../../backend/src/platform/projections/read-models-behind.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ readYourWritesWaitMs: 200 });
});
afterAll(async () => {
  await t.close();
});

const friendsOf = streamKind(friendsDecider, friendsStream);
const addFriend = (userId: string, wishlistId: string, friendPrivateGuid: string) => ({
  type: 'AddFriend' as const,
  userId,
  wishlistId,
  friendPrivateGuid,
  ownList: false,
  mayView: true,
});

/** A use case on a user's friends stream whose follow-up mirrors the friend onto a second stream. */
const followWithMirror = defineUseCase({
  name: 'RunnerProbe',
  payload: z.object({ wishlistId: z.string() }),
  login: 'required',
  streams: { friends: friendsOf },
  decides: 'friends',
  locate: async (_payload, actor) => ({ friends: actor.userId }),
  prepare: async ({ wishlistId }) => ({ wishlistId, guid: randomUUID() as string }),
  check: ({ friends }, { wishlistId }) => {
    if (friends.state.byWishlist[wishlistId]) throw new Problem('AlreadyFriend');
  },
  decide: ({ friends }, { wishlistId, guid }, actor) =>
    friendsDecider.decide(addFriend(actor.userId, wishlistId, guid), friends.state),
  async followUps({ actor, input }, read, step) {
    await read(StreamWriter).execute(
      friendsStream(`mirror-${actor.userId}`),
      friendsDecider,
      addFriend(`mirror-${actor.userId}`, input.wishlistId, input.guid),
      step('mirror'),
    );
  },
  readYourWrites: 'answer',
  answer: ({ input, events }) => ({ guid: input.guid, appended: events.length }),
});

/** A use case that logs the browser in as its actor once its event is appended, and refuses an answer the read models lag behind. */
const signInAfterAppend = defineUseCase({
  name: 'RunnerSessionProbe',
  payload: z.object({ wishlistId: z.string() }),
  login: 'required',
  streams: { friends: friendsOf },
  decides: 'friends',
  locate: async (_payload, actor) => ({ friends: actor.userId }),
  decide: ({ friends }, { wishlistId }, actor) =>
    friendsDecider.decide(addFriend(actor.userId, wishlistId, randomUUID()), friends.state),
  async session({ actor, eventId, state }, browser: BrowserSession) {
    sessionSaw.push({ eventId, friends: Object.keys(state.byWishlist) });
    await browser.start(actor.userId);
  },
  readYourWrites: 'refuse',
  answer: () => 'answered',
});
const sessionSaw: { eventId: string | null; friends: string[] }[] = [];

/** A use case whose prepare may append to its own stream first, as a request deciding at the same moment would. */
const decidedOn: string[][] = [];
const decideAfterCompetitor = defineUseCase({
  name: 'RunnerReadProbe',
  payload: z.object({ wishlistId: z.string(), competing: z.string().nullable() }),
  login: 'required',
  streams: { friends: friendsOf },
  decides: 'friends',
  locate: async (_payload, actor) => ({ friends: actor.userId }),
  async prepare(payload, actor, read, { context }) {
    if (payload.competing)
      await read(StreamWriter).execute(
        friendsStream(actor.userId),
        friendsDecider,
        addFriend(actor.userId, payload.competing, randomUUID()),
        { ...context, commandId: randomUUID() },
      );
    return payload;
  },
  decide: ({ friends }, { wishlistId }, actor) => {
    decidedOn.push(Object.keys(friends.state.byWishlist));
    return friendsDecider.decide(addFriend(actor.userId, wishlistId, randomUUID()), friends.state);
  },
  readYourWrites: 'none',
  answer: ({ events }) => events.length,
});

/** The reply a route hands the runner, as far as a session cookie goes: what was set on it. */
function replyRecorder() {
  const cookies = new Map<string, string>();
  const headers = new Map<string, string>();
  const reply = {
    setCookie(name: string, value: string) {
      cookies.set(name, value);
      return reply;
    },
    header(name: string, value: string) {
      headers.set(name, value);
      return reply;
    },
  };
  return { reply: reply as never, cookies, headers };
}

describe('the use-case runner', () => {
  it('runs a use case from the CommandBus: decides on the loaded stream, answers its typed answer, follow-ups with ids derived from the event', async () => {
    const userId = randomUUID();
    const context = { commandId: randomUUID(), correlationId: randomUUID(), userId, contextId: null };
    const answer = await t.app
      .get(CommandBus)
      .execute(
        new RunUseCase(
          followWithMirror,
          { wishlistId: 'list-1' },
          { userId, accessGrants: [], address: '192.0.2.1' },
          context,
        ),
      );
    expect(answer).toEqual({ guid: expect.any(String), appended: 1 });

    const events = t.app.get<EventStore>(EVENT_STORE);
    const [added] = await events.readStream(friendsStream(userId));
    expect(added!.eventId).toBe(appendedEventId(context.commandId, friendsStream(userId), 0));
    const mirrorStream = friendsStream(`mirror-${userId}`);
    const [mirrored] = await events.readStream(mirrorStream);
    expect(mirrored!.eventId).toBe(appendedEventId(derivedId(added!.eventId, 'mirror'), mirrorStream, 0));

    // A reactor that finishes the step after a crash derives the same id from the stored event, so it appends nothing twice.
    expect(stepContext(added!.eventId, 'mirror', context).idempotencyKey).toBe(derivedId(added!.eventId, 'mirror'));

    // The check runs on the loaded stream before prepare: a repeat is refused.
    const again = t.app
      .get(CommandBus)
      .execute(
        new RunUseCase(
          followWithMirror,
          { wishlistId: 'list-1' },
          { userId, accessGrants: [], address: '192.0.2.1' },
          { ...context, commandId: randomUUID() },
        ),
      );
    await expect(again).rejects.toMatchObject({ problem: 'AlreadyFriend' });
  });

  it('decides first on the deciding stream as it loaded it, without reading it again; a write in between by this process is seen: it decides once, on the stream reloaded', async () => {
    const userId = randomUUID();
    const events = t.app.get<EventStore>(EVENT_STORE);
    const run = (wishlistId: string, competing: string | null) =>
      t.app
        .get(CommandBus)
        .execute(
          new RunUseCase(
            decideAfterCompetitor,
            { wishlistId, competing },
            { userId, accessGrants: [], address: '192.0.2.1' },
            { commandId: randomUUID(), correlationId: randomUUID(), userId, contextId: null },
          ),
        );
    // Which streams the store is asked to read (the real store answers).
    const reads: string[] = [];
    const readStream = events.readStream.bind(events);
    events.readStream = (stream, ...rest) => {
      reads.push(stream);
      return readStream(stream, ...rest);
    };
    try {
      expect(await run('list-a', null)).toBe(1);
      expect(reads.filter((stream) => stream === friendsStream(userId))).toHaveLength(1);
    } finally {
      events.readStream = readStream;
    }

    decidedOn.length = 0;
    expect(await run('list-b', 'list-c')).toBe(1);
    expect(decidedOn).toEqual([['list-a', 'list-c']]);
    const stored = await events.readStream(friendsStream(userId));
    expect(stored.map((e) => (e.data as { wishlistId: string }).wishlistId)).toEqual(['list-a', 'list-c', 'list-b']);
  });

  // Last in the file: it stops the app's projections.
  it('runs the session step after the append and before the read-your-writes wait, so a refused wait leaves the browser logged in', async () => {
    const userId = randomUUID();
    const context = { commandId: randomUUID(), correlationId: randomUUID(), userId, contextId: null };
    const { reply, cookies, headers } = replyRecorder();
    await t.app.get(ReadModels).runner.stop();

    const run = t.app
      .get(CommandBus)
      .execute(
        new RunUseCase(
          signInAfterAppend,
          { wishlistId: 'list-2' },
          { userId, accessGrants: [], address: '192.0.2.1' },
          context,
          { session: null, reply },
        ),
      );
    await expect(run).rejects.toBeInstanceOf(ReadModelsBehind);

    expect(sessionSaw).toEqual([
      { eventId: appendedEventId(context.commandId, friendsStream(userId), 0), friends: ['list-2'] },
    ]);
    const session = await t.app.get(Sessions).find(cookies.get('wl_session'));
    expect(session?.userId).toBe(userId);
    expect(headers.size).toBe(1);

    // Sent without a browser (from a reactor), a use case that logs in is refused before its session step.
    const noBrowser = t.app
      .get(CommandBus)
      .execute(
        new RunUseCase(
          signInAfterAppend,
          { wishlistId: 'list-3' },
          { userId, accessGrants: [], address: '192.0.2.1' },
          { ...context, commandId: randomUUID() },
        ),
      );
    await expect(noBrowser).rejects.toThrow('runs from a route');
    expect(sessionSaw).toHaveLength(1);
  });
});
