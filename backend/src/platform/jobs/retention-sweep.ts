import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../domain/aggregate-store.js';
import type { ReadModels } from '../projections/read-models.js';

/** How many months back, beyond the cutoff's, a run looks: a job that missed runs for that long still catches up. */
const MONTHS_BACK = 24;

/** What a retention job tells the sweep: the candidates of one month ('YYYY-MM'), and how to expire one. */
export interface RetentionRule<T> {
  inMonth(month: string): Promise<T[]>;
  /** When the candidate was made, ISO: only those before the cutoff expire. */
  madeAt(candidate: T): string;
  /** Expires it as the system would, answering what the command appended. */
  expire(candidate: T, context: CommandContext): Promise<{ events: unknown[]; position: string | null }>;
}

/**
 * One run of a retention job: expires every candidate made before `cutoff`, month by month from the cutoff's month
 * back, each with a command of its own, then waits until the read models show it. Answers how many expired; a repeat
 * expires nothing twice.
 */
export async function sweepOlderThan<T>(cutoff: Date, rule: RetentionRule<T>, readModels: ReadModels): Promise<number> {
  const cutoffIso = cutoff.toISOString();
  let expired = 0;
  let position: string | null = null;
  for (let back = 0; back <= MONTHS_BACK; back++) {
    const month = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    for (const candidate of (await rule.inMonth(month)).filter((c) => rule.madeAt(c) < cutoffIso)) {
      const result = await rule.expire(candidate, {
        commandId: randomUUID(),
        correlationId: randomUUID(),
        userId: null,
        contextId: null,
      });
      position = result.position ?? position;
      if (result.events.length) expired++;
    }
  }
  await readModels.settle(position, 'answer');
  return expired;
}
