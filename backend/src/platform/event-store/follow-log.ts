import type { BatchHandler, RecordedEvent, Subscription } from './event-store.port.js';

interface FollowOptions {
  after: string | null;
  handler: BatchHandler;
  /** The next events after a position, and the position everything up to was looked at. */
  read(after: string | null): Promise<{ events: RecordedEvent[]; upTo: string | null }>;
  /** Resolves when more events may be there (a local append, a poll tick) or when the signal aborts. */
  waitForMore(signal: AbortSignal): Promise<void>;
}

const CATCH_UP_BATCH = 100;

/** Catch-up-then-live loop for stores that can only be read: read a batch, hand it over, wait, repeat. */
export function followLog(options: FollowOptions): Subscription {
  const abort = new AbortController();
  const run = async () => {
    let after = options.after;
    while (!abort.signal.aborted) {
      const { events, upTo } = await options.read(after);
      if (upTo === null || upTo === after) {
        await options.waitForMore(abort.signal);
        continue;
      }
      await options.handler(events, upTo);
      after = upTo;
      // During a long catch-up, let requests in between batches so the server is not starved.
      if (events.length >= CATCH_UP_BATCH) await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const done = run();
  return {
    done,
    async stop() {
      abort.abort();
      await done.catch(() => undefined);
    },
  };
}
