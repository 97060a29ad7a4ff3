import type { RecordedEvent } from './event-store.port.js';
import type { AppendOutcome, AppendRequest, GroupWritten } from './sqlite-log-writer.js';

/** An event as the log's table holds it. */
export interface Row {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

export const toRecorded = (r: Row): RecordedEvent => ({
  position: String(r.position),
  streamId: r.stream_id,
  revision: r.revision,
  eventId: r.event_id,
  type: r.type,
  data: JSON.parse(r.data),
  metadata: JSON.parse(r.metadata),
});

/** The rows a group stored: each append's events take the positions and revisions up to the ones its result names. */
export function rowsOf(group: AppendRequest[], outcomes: AppendOutcome[]): Row[] {
  return group.flatMap(({ streamId, events }, i) => {
    const outcome = outcomes[i]!;
    if (!('result' in outcome) || outcome.result.repeated) return [];
    const last = Number(outcome.result.position);
    const first = last - events.length + 1;
    const firstRevision = outcome.result.nextRevision - events.length + 1;
    return events.map((e, k) => ({
      position: first + k,
      stream_id: streamId,
      revision: firstRevision + k,
      event_id: e.eventId,
      type: e.type,
      data: e.data,
      metadata: e.metadata,
    }));
  });
}

const KEPT = 5000;

/**
 * The newest events this process appended, as stored, so the log's subscribers (every lane of the projections and
 * reactors, woken together by an append) read them without a query each. It is a window of the log that holds every
 * event in it: a group's rows join only when the group began where the window ends (it held the write lock, so no
 * other process wrote in between); otherwise the window starts again at the group. A read it does not cover goes to
 * the table.
 */
export class LogTail {
  private start = -1;
  private last = -1;
  private rows: Row[] = [];

  /** Where the window ends: the log's head after this process's last group (-1 before its first). */
  get end(): number {
    return this.last;
  }

  add({ before }: GroupWritten, rows: Row[]): void {
    if (before < 0) return;
    if (before !== this.last) {
      this.rows = [];
      this.start = before;
    }
    this.rows.push(...rows);
    this.last = rows.length > 0 ? rows[rows.length - 1]!.position : before;
    if (this.rows.length > KEPT) this.start = this.rows.splice(0, this.rows.length - KEPT).at(-1)!.position;
  }

  /**
   * Up to `max` events after `from` of the wanted types, and how far the log was looked at; null when the window does
   * not hold what comes after `from`.
   */
  read(from: number, types: ReadonlySet<string> | null, max: number): { rows: Row[]; upTo: number } | null {
    if (from < this.start || from >= this.last) return null;
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.rows[middle]!.position <= from) low = middle + 1;
      else high = middle;
    }
    const found: Row[] = [];
    for (let i = low; i < this.rows.length; i++) {
      const row = this.rows[i]!;
      if (types && !types.has(row.type)) continue;
      found.push(row);
      if (found.length === max) return { rows: found, upTo: row.position };
    }
    return { rows: found, upTo: this.last };
  }
}
