import { Injectable } from '@nestjs/common';
import { Sealed, type SupportEvent } from '@wl/contracts';
import type { RecordedEvent } from '../platform/event-store/event-store.port.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { NEVER_OPENED, SEALED, sealCapabilities } from './support-fields.js';
import { type Names, SupportNames } from './support-names.js';
import { summarize } from './support-summaries.js';

const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 3 && Sealed.safeParse(value).success;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Turns a stored event into what support reads (`SupportEvent`): its data as stored (not upcast, so support sees
 * what the log holds, also for an event no schema accepts), every sealed value opened, or `"erased"` once its key is
 * forgotten; pairs and questions stay `"sealed"`, and so do capabilities (`support-fields.ts`, over the whole answer).
 * Each gets its summary from that opened data, with the names of what it names. Shared by the timeline and the
 * correlation view.
 */
@Injectable()
export class SupportEvents {
  constructor(
    private readonly personalData: PersonalData,
    private readonly names: SupportNames,
  ) {}

  async toSupportEvents(events: readonly RecordedEvent[]): Promise<SupportEvent[]> {
    const names = await (await this.names.gather(events)).open();
    return sealCapabilities(await Promise.all(events.map((event) => this.toSupportEvent(event, names))));
  }

  private async toSupportEvent(event: RecordedEvent, names: Names): Promise<SupportEvent> {
    const metadata = (event.metadata ?? {}) as Partial<Record<string, unknown>>;
    const data = await this.opened(event.data, NEVER_OPENED[event.type] ?? new Set());
    const userId = text(metadata.userId);
    return {
      summary: summarize({ type: event.type, streamId: event.streamId, userId, data }, names),
      position: event.position,
      streamId: event.streamId,
      eventId: event.eventId,
      type: event.type,
      schemaVersion: typeof metadata.schemaVersion === 'number' ? metadata.schemaVersion : 1,
      at: text(metadata.at) ?? '',
      userId,
      correlationId: text(metadata.correlationId) ?? '',
      causationId: text(metadata.causationId),
      data,
    };
  }

  private async opened(value: unknown, sealedKeys: ReadonlySet<string>): Promise<unknown> {
    if (isSealed(value)) {
      const open = await this.personalData.open<unknown>(value);
      return open === null ? 'erased' : open;
    }
    if (Array.isArray(value)) return Promise.all(value.map((item) => this.opened(item, sealedKeys)));
    if (typeof value !== 'object' || value === null) return value;
    const entries = await Promise.all(
      Object.entries(value).map(
        async ([key, item]) => [key, sealedKeys.has(key) ? SEALED : await this.opened(item, sealedKeys)] as const,
      ),
    );
    return Object.fromEntries(entries);
  }
}
