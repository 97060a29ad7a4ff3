import type { Type } from '@nestjs/common';
import { type DomainEvent, eventSchemaVersions, type EventType } from '@wl/contracts';
import type { DocumentStore } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../backend/src/platform/config/config.js';
import type { EventStore, RecordedEvent } from '../../backend/src/platform/event-store/event-store.port.js';
import { OUTBOX, type OutboxMail } from '../../backend/src/platform/mail/mailer.js';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import { JobScheduler } from '../../backend/src/platform/jobs/job-scheduler.js';
import { eventOpener } from '../../backend/src/platform/projections/event-opener.js';
import { ReadModels } from '../../backend/src/platform/projections/read-models.js';
import type { Reactor } from '../../backend/src/platform/reactors/reactor.js';
import { ReactorRunner } from '../../backend/src/platform/reactors/reactor-runner.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../backend/src/platform/tokens.js';
import { startTestApp, TestClock, type TestApp } from './test-app.js';

/** What a reaction did: the events it appended (in log order) and the mails it sent. */
export interface Effects {
  events: { streamId: string; type: string; data: unknown }[];
  mails: Pick<OutboxMail, 'to' | 'subject' | 'text'>[];
}

export interface ReactorSpec {
  /** The real product, every projection running, no reactor and no job: what happens after the given events is the reactor's doing alone. */
  readonly app: TestApp;
  readonly clock: TestClock;
  /** Appends events to a stream as a command would (its metadata), at any revision: a history the test states outright. */
  given(streamId: string, ...events: DomainEvent[]): Promise<void>;
  /**
   * The reactor handles every event it follows that it has not handled yet, in log order and each one twice (delivery
   * is at least once), once the read models hold the log. Answers what the first pass did; fails when the second pass
   * did anything: a reaction must be idempotent.
   */
  reacts(): Promise<Effects>;
}

/**
 * given(events).reacts() → effects, for the reactors (process managers) as `specFor` is for the deciders. A describe block
 * gets one real app over a fresh data folder whose reactor runner is stopped; the reactor under test is the app's own
 * instance, with its real collaborators (event store, aggregate store, read models, mail outbox, personal data). The
 * given history is stated as events (`given`) or made through the API (`app.url`); either way no other reactor runs.
 */
export function reactorSpec<R extends Reactor>(reactorType: Type<R>, config: Partial<AppConfig> = {}): ReactorSpec {
  const clock = new TestClock();
  let app: TestApp | undefined;
  let handledUpTo: string | null = null;
  const started = () => {
    if (!app) throw new Error('The reactor spec has an app from beforeAll on');
    return app;
  };
  const events = () => started().app.get<string, EventStore>(EVENT_STORE);
  const documents = () => started().app.get<string, DocumentStore>(DOCUMENT_STORE);
  const mailKeys = async () =>
    new Set((await documents().find<OutboxMail>(OUTBOX, {}, 100_000)).map((mail) => mail.id));

  beforeAll(async () => {
    app = await startTestApp(config, clock);
    await app.app.get(ReactorRunner).stop();
    await app.app.get(JobScheduler).stop();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** What the log and the outbox gained while `act` ran. */
  async function effectsOf(act: () => Promise<void>): Promise<Effects> {
    const head = await events().head();
    const knownMails = await mailKeys();
    await act();
    const appended = await readAllAfter(events(), head);
    const mails = (await documents().find<OutboxMail>(OUTBOX, {}, 100_000)).filter((mail) => !knownMails.has(mail.id));
    return {
      events: appended.map(({ streamId, type, data }) => ({ streamId, type, data })),
      mails: mails.map(({ to, subject, text }) => ({ to, subject, text })),
    };
  }

  return {
    get app() {
      return started();
    },
    clock,
    async given(streamId, ...given) {
      const at = clock.now().toISOString();
      const correlationId = randomUUID();
      await events().append(
        streamId,
        given.map((event) => ({
          eventId: randomUUID(),
          type: event.type,
          data: event.data,
          metadata: {
            correlationId,
            causationId: null,
            userId: null,
            contextId: null,
            at,
            schemaVersion: eventSchemaVersions[event.type],
          },
        })),
        'any',
      );
    },
    async reacts() {
      const reactor = started().app.get(reactorType);
      const open = eventOpener(started().app.get(PersonalData));
      const head = await events().head();
      const pending = (await readAllAfter(events(), handledUpTo)).filter((event) =>
        reactor.handles.has(event.type as EventType),
      );
      if (!(await started().app.get(ReadModels).caughtUp(head, 30_000)))
        throw new Error('The read models did not reach the given events');
      const reactToPending = async () => {
        for (const event of pending) await reactor.react(await open(event));
      };
      const effects = await effectsOf(reactToPending);
      const repeated = await effectsOf(reactToPending);
      expect(repeated).toEqual({ events: [], mails: [] });
      // What the reaction appended comes after: the next `reacts` handles it, as the runner would.
      handledUpTo = head;
      return effects;
    },
  };
}

async function readAllAfter(store: EventStore, after: string | null): Promise<RecordedEvent[]> {
  const read: RecordedEvent[] = [];
  for (let from = after; ;) {
    const page = await store.readAll(from, 1000);
    read.push(...page);
    if (page.length < 1000) return read;
    from = page.at(-1)!.position;
  }
}
