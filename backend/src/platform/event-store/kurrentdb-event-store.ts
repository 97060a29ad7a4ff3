import {
  ANY,
  type AllStreamResolvedEvent,
  BACKWARDS,
  END,
  type AppendResult as KurrentAppendResult,
  excludeSystemEvents,
  jsonEvent,
  type JSONType,
  KurrentDBClient,
  NO_STREAM,
  type Position,
  type RecordedEvent as KurrentRecordedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata } from '@wl/contracts';
import {
  type AppendResult,
  type BatchHandler,
  comparePositions,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
  WrongExpectedRevision,
} from './event-store.port.js';

/** Most events per subscription batch; the subscription pauses the server stream while this many wait. */
const BATCH = 1000;

const formatPosition = (p: Position) => `${p.commit}/${p.prepare}`;

function parsePosition(position: string): Position {
  const [commit, prepare, rest] = position.split('/');
  if (!commit || !prepare || rest !== undefined) throw new Error(`Not a KurrentDB position: ${position}`);
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}

const isAfter = (p: Position, after: Position | null) =>
  after === null || p.commit > after.commit || (p.commit === after.commit && p.prepare > after.prepare);

const streamState = (expected: ExpectedRevision) =>
  expected === 'no_stream' ? NO_STREAM : expected === 'any' ? ANY : BigInt(expected);

/** $all also holds events other tools wrote; ours are JSON with our metadata. */
const isOurs = (e: KurrentRecordedEvent): e is KurrentRecordedEvent & { metadata: EventMetadata } =>
  e.isJson &&
  !e.type.startsWith('$') &&
  typeof e.metadata === 'object' &&
  e.metadata !== null &&
  typeof (e.metadata as Partial<EventMetadata>).correlationId === 'string';

/**
 * The server's by-correlation-id projection links each event to `$bc-<id>` by the metadata property `$correlationId`
 * (its default): written beside ours on append, left out again on read.
 */
const SERVER_CORRELATION = '$correlationId';
const withServerCorrelation = (metadata: EventMetadata) => ({
  ...metadata,
  [SERVER_CORRELATION]: metadata.correlationId,
});
function withoutServerCorrelation(metadata: unknown): EventMetadata {
  if (typeof metadata !== 'object' || metadata === null || !(SERVER_CORRELATION in metadata))
    return metadata as EventMetadata;
  const ours = { ...metadata } as Record<string, unknown>;
  delete ours[SERVER_CORRELATION];
  return ours as EventMetadata;
}

function toRecorded(e: KurrentRecordedEvent): RecordedEvent {
  if (!e.position)
    throw new Error('KurrentDB returned an event without its log position (server 22.6 or later is needed)');
  return {
    streamId: e.streamId,
    revision: Number(e.revision),
    position: formatPosition(e.position),
    eventId: e.id,
    type: e.type,
    data: e.data,
    metadata: withoutServerCorrelation(e.metadata),
  };
}

/** Our event from a $all read, or null for a foreign event or one at or before `after`. */
function fromAll(resolved: AllStreamResolvedEvent, after: Position | null): RecordedEvent | null {
  const e = resolved.event;
  return e && isAfter(e.position, after) && isOurs(e) ? toRecorded(e) : null;
}

/**
 * The production event store: KurrentDB (EventStoreDB) through its official gRPC client. Positions are the server's
 * `commit/prepare` pair, opaque to callers.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    let result: KurrentAppendResult;
    try {
      result = await this.client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({
            id: e.eventId,
            type: e.type,
            data: e.data as JSONType,
            metadata: withServerCorrelation(e.metadata),
          }),
        ),
        { streamState: streamState(expected) },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const repeat = await this.repeatOf(streamId, events);
        if (repeat) return repeat;
        const actual = error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState);
        throw new WrongExpectedRevision(streamId, expected, actual);
      }
      throw error;
    }
    // The server answers a repeat at the same expected revision without a position.
    const repeated = result.position === undefined;
    return {
      nextRevision: Number(result.nextExpectedRevision),
      position: await this.positionOf(streamId, result.nextExpectedRevision),
      ...(repeated && { repeated }),
    };
  }

  /**
   * KurrentDB itself treats a repeat at the same expected revision as idempotent; a repeat at another revision (a
   * reactor replaying after the stream moved on) is found by the first event's id.
   */
  private async repeatOf(streamId: string, events: NewEvent[]): Promise<AppendResult | null> {
    const ids = new Set(events.map((e) => e.eventId));
    const stored = (await this.readStream(streamId)).filter((e) => ids.has(e.eventId));
    if (stored.length === 0 || stored[0]!.eventId !== events[0]!.eventId) return null;
    const last = stored[stored.length - 1]!;
    return { nextRevision: last.revision, position: last.position, repeated: true };
  }

  /**
   * The $all position of a stored event. The append reply's position is the write's commit position (and is missing
   * for an idempotent repeat), which need not equal the position its last event has in $all; positions handed out
   * must compare exactly with the ones subscriptions deliver (read-your-writes waits on them).
   */
  private async positionOf(streamId: string, revision: bigint): Promise<string> {
    for await (const resolved of this.client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      if (resolved.event) return toRecorded(resolved.event).position;
    }
    throw new Error(`Stream ${streamId}: no event at revision ${revision} after append`);
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: BigInt(fromRevision) })) {
        if (resolved.event) events.push(toRecorded(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /**
   * From the stream `$bc-<correlationId>` of the server's `$by_correlation_id` system projection, which must run
   * (docs/operations.md); without it this reads as empty. The links resolve to our events, sorted into log order.
   */
  async readCorrelation(correlationId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(`$bc-${correlationId}`, { resolveLinkTos: true })) {
        if (resolved.event && isOurs(resolved.event)) events.push(toRecorded(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events.sort((a, b) => comparePositions(a.position, b.position));
  }

  async readAll(after: string | null, max: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let from = after === null ? null : parsePosition(after);
    for (;;) {
      // The server reads from a position inclusively, so ask for one more than needed; it counts filtered events only.
      const wanted = max - events.length + 1;
      let returned = 0;
      for await (const resolved of this.client.readAll({
        fromPosition: from ?? START,
        maxCount: wanted,
        filter: excludeSystemEvents(),
      })) {
        returned += 1;
        const e = resolved.event;
        if (!e || !isAfter(e.position, from)) continue;
        from = e.position;
        if (isOurs(e)) events.push(toRecorded(e));
      }
      if (events.length >= max || returned < wanted) return events.slice(0, max);
    }
  }

  /** $all has no count of our events alone: they are read (not kept) page by page. */
  async count(): Promise<number> {
    let count = 0;
    for (let after: string | null = null; ;) {
      const page = await this.readAll(after, BATCH);
      count += page.length;
      if (page.length < BATCH) return count;
      after = page[page.length - 1]!.position;
    }
  }

  subscribe(after: string | null, handler: BatchHandler): Subscription {
    const from = after === null ? null : parsePosition(after);
    const source = this.client.subscribeToAll({ fromPosition: from ?? START, filter: excludeSystemEvents() });
    const buffer: RecordedEvent[] = [];
    let failure: unknown = null;
    let stopped = false;
    let wake = () => {};

    source.on('data', (resolved: AllStreamResolvedEvent) => {
      const event = fromAll(resolved, from);
      if (event) buffer.push(event);
      if (buffer.length >= BATCH) source.pause();
      wake();
    });
    source.on('error', (error: Error) => {
      failure = error;
      wake();
    });
    source.on('end', () => {
      failure ??= new Error('KurrentDB ended the $all subscription');
      wake();
    });

    const run = async () => {
      try {
        while (!stopped) {
          if (failure) throw failure;
          if (buffer.length === 0) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            continue;
          }
          const batch = buffer.splice(0, BATCH);
          source.resume();
          await handler(batch, batch[batch.length - 1]!.position);
        }
      } finally {
        await source.unsubscribe();
      }
    };
    const done = run();
    return {
      done,
      async stop() {
        stopped = true;
        wake();
        await done.catch(() => undefined);
      },
    };
  }

  /** The last event of $all other than the server's own; a foreign event's position is as good a place to follow from. */
  async head(): Promise<string | null> {
    for await (const resolved of this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: 1,
      filter: excludeSystemEvents(),
    })) {
      if (resolved.event?.position) return formatPosition(resolved.event.position);
    }
    return null;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
