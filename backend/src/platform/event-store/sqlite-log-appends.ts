import type Database from 'better-sqlite3';
import { Worker } from 'node:worker_threads';
import { type AppendResult, type ExpectedRevision, type NewEvent, WrongExpectedRevision } from './event-store.port.js';
import { type AppendOutcome, type AppendRequest, groupAppender, type GroupWritten } from './sqlite-log-writer.js';

/** Runs a group of appends in one transaction and answers their outcomes once it is committed. */
interface LogWriter {
  write(group: AppendRequest[]): Promise<GroupWritten>;
  close(): Promise<void>;
}

/**
 * The writer thread (`sqlite-log-writer.ts`) on its own connection: the commit's fsync (synchronous=FULL) holds that
 * thread, not the event loop, which meanwhile serves requests and gathers the next group. It holds the process open
 * only while a group is out.
 */
export function threadWriter(file: string, busyTimeoutMs: number): LogWriter {
  const here = import.meta.url;
  // From source (the tests) the writer is the .ts file, whose types Node strips.
  const script = new URL(`./sqlite-log-writer.${here.endsWith('.ts') ? 'ts' : 'js'}`, here);
  const worker = new Worker(script, { workerData: { eventLog: file, busyTimeoutMs } });
  worker.unref();
  let waiting: { resolve(written: GroupWritten): void; reject(error: unknown): void } | null = null;
  let stopped: unknown = null;
  const stop = (error: unknown) => {
    stopped ??= error;
    waiting?.reject(error);
    waiting = null;
  };
  worker.on('message', (written: GroupWritten) => {
    worker.unref();
    waiting?.resolve(written);
    waiting = null;
  });
  worker.on('error', stop);
  worker.on('exit', () => stop(new Error('The event log writer has stopped')));
  return {
    write(group) {
      if (stopped) return Promise.reject(stopped);
      worker.ref();
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        worker.postMessage({ group });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (stopped) return resolve();
        worker.once('exit', () => resolve());
        // Held open until the writer has closed its connection: a program that ends with close() waits for it.
        worker.ref();
        worker.postMessage('close');
      }),
  };
}

/** On the caller's own connection: for a database only that connection can open (`:memory:`). */
export function inThreadWriter(db: Database.Database): LogWriter {
  const appendGroup = groupAppender(db);
  return { write: async (group) => appendGroup(group), close: async () => undefined };
}

interface Pending {
  request: AppendRequest;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

const settle = ({ request, resolve, reject }: Pending, outcome: AppendOutcome) => {
  if ('result' in outcome) resolve(outcome.result);
  else if ('conflict' in outcome)
    reject(new WrongExpectedRevision(request.streamId, request.expected, outcome.conflict));
  else reject(Object.assign(new Error(outcome.error.message), { code: outcome.error.code }));
};

/**
 * Group commit of the event log: one group at a time is being written; the appends asked for meanwhile (or, when the
 * writer is idle, within one turn of the event loop) make the next group. Every append settles after its group's
 * durable commit, and only with its own outcome.
 */
export class LogAppends {
  private pending: Pending[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly writer: LogWriter,
    /** After each group's commit, before its appends settle: what it wrote. */
    private readonly committed: (written: GroupWritten, group: AppendRequest[]) => void,
  ) {}

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    let request: AppendRequest;
    try {
      const stored = events.map((e) => ({
        eventId: e.eventId,
        type: e.type,
        data: JSON.stringify(e.data),
        metadata: JSON.stringify(e.metadata),
      }));
      request = { streamId, events: stored, expected };
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise((resolve, reject) => {
      this.pending.push({ request, resolve, reject });
      if (this.pending.length === 1 && !this.writing) setImmediate(() => this.write());
    });
  }

  private write(): void {
    if (this.writing || this.pending.length === 0) return;
    const group = this.pending;
    this.pending = [];
    const requests = group.map((p) => p.request);
    this.writing = this.writer
      .write(requests)
      .then(
        (written) => {
          this.committed(written, requests);
          written.outcomes.forEach((outcome, i) => settle(group[i]!, outcome));
        },
        (error: unknown) => group.forEach((p) => p.reject(error)),
      )
      .finally(() => {
        this.writing = null;
        this.write();
      });
  }

  /** Writes what is asked for, then stops the writer. */
  async close(): Promise<void> {
    while (this.writing || this.pending.length > 0) {
      this.write();
      await this.writing;
    }
    await this.writer.close();
  }
}
