import { Inject, Injectable } from '@nestjs/common';
import type { SupportParked } from '@wl/contracts';
import {
  type DocumentStore,
  dropParked,
  listParked,
  PARKED,
  type ParkedEvent,
  parkedId,
  requestRetry,
} from '@wl/projections';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { SupportAudit } from './support-audit.js';

/**
 * Parked events from the console, as `npm run parked` does from the command line (the same functions): a retry is
 * tried by the process holding the lane's lease; a skip forgets the event. Each action is recorded in
 * `support-operations` with the parked event's id.
 */
@Injectable()
export class SupportParkedEvents {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly audit: SupportAudit,
  ) {}

  async list(): Promise<SupportParked> {
    const parked = await listParked(this.store);
    return {
      parked: parked
        .sort((a, b) => a.parkedAt.localeCompare(b.parkedAt))
        .map(({ lane, eventId, type, position, attempts, parkedAt, error, retryRequested }) => ({
          id: parkedId(lane, eventId),
          lane,
          eventId,
          type,
          position,
          attempts,
          parkedAt,
          error,
          retryRequested,
        })),
    };
  }

  retry(supportUserId: string, id: string, context: CommandContext): Promise<void> {
    return this.recorded(supportUserId, 'RetryParked', id, context, () => requestRetry(this.store, id));
  }

  skip(supportUserId: string, id: string, context: CommandContext): Promise<void> {
    return this.recorded(supportUserId, 'SkipParked', id, context, () => dropParked(this.store, id));
  }

  /** Recorded before it is done, so no action goes unrecorded; an unknown id is refused before either. */
  private async recorded(
    supportUserId: string,
    action: 'RetryParked' | 'SkipParked',
    id: string,
    context: CommandContext,
    act: () => Promise<boolean>,
  ) {
    if (!(await this.store.get<ParkedEvent>(PARKED, id))) throw new Problem('ParkedNotFound');
    await this.audit.record(supportUserId, action, null, id, [], context);
    await act();
  }
}
