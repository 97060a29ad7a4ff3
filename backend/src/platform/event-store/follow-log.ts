import type { BatchHandler, RecordedEvent, Subscription } from './event-store.port.js';

interface FollowOptions {
  after: string | null;
  handler: BatchHandler;
  read(after: string | null): Promise<RecordedEvent[]>;
  /** Resolves when more events may be there (a local append, a poll tick) or when the signal aborts. */
  waitForMore(signal: AbortSignal): Promise<void>;
}

/** Catch-up-then-live loop for stores that can only be read: read a batch, hand it over, wait, repeat. */
export function followLog(options: FollowOptions): Subscription {
  const abort = new AbortController();
  const run = async () => {
    let after = options.after;
    while (!abort.signal.aborted) {
      const batch = await options.read(after);
      if (batch.length === 0) {
        await options.waitForMore(abort.signal);
        continue;
      }
      await options.handler(batch);
      after = batch[batch.length - 1]!.position;
      // Let requests in between batches, so a long catch-up does not starve the server.
      await new Promise((resolve) => setImmediate(resolve));
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
