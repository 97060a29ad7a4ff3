import { Injectable } from '@nestjs/common';
import { Sealed, type SupportEvent } from '@wl/contracts';
import type { RecordedEvent } from '../platform/event-store/event-store.port.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';

/**
 * Sealed fields support never opens, by event type: a draw's pairs and the questions a giver asked whom they drew
 * (docs/lots.md: only the giver, and the mail reactor, open them).
 */
const NEVER_OPENED: Partial<Record<string, ReadonlySet<string>>> = {
  LotsDrawn: new Set(['drawn']),
  LotQuestionAsked: new Set(['personal']),
};

/**
 * Opened values that are capabilities rather than facts: a password hash, a draw's manage guid, a lot's guid (it
 * opens the lot, so whom its holder drew), a co-owner invite's guid. Support sees that they exist, never the value.
 */
const CAPABILITIES: ReadonlySet<string> = new Set(['passwordHash', 'manageGuid', 'lotGuid', 'guid']);

const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 3 && Sealed.safeParse(value).success;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Turns a stored event into what support reads (`SupportEvent`): its data as stored (not upcast, so support sees
 * what the log holds, also for an event no schema accepts), every sealed value opened, or `"erased"` once its key is
 * forgotten; pairs, questions and capabilities stay `"sealed"`. Shared by the timeline, the correlation view, the
 * state view and the export.
 */
@Injectable()
export class SupportEvents {
  constructor(private readonly personalData: PersonalData) {}

  async toSupportEvent(event: RecordedEvent): Promise<SupportEvent> {
    const metadata = (event.metadata ?? {}) as Partial<Record<string, unknown>>;
    return {
      position: event.position,
      streamId: event.streamId,
      eventId: event.eventId,
      type: event.type,
      schemaVersion: typeof metadata.schemaVersion === 'number' ? metadata.schemaVersion : 1,
      at: text(metadata.at) ?? '',
      userId: text(metadata.userId),
      correlationId: text(metadata.correlationId) ?? '',
      causationId: text(metadata.causationId),
      data: await this.opened(event.data, NEVER_OPENED[event.type] ?? new Set()),
    };
  }

  toSupportEvents(events: readonly RecordedEvent[]): Promise<SupportEvent[]> {
    return Promise.all(events.map((event) => this.toSupportEvent(event)));
  }

  private async opened(value: unknown, sealedKeys: ReadonlySet<string>): Promise<unknown> {
    if (isSealed(value)) {
      const open = await this.personalData.open<unknown>(value);
      return open === null ? 'erased' : hideCapabilities(open);
    }
    if (Array.isArray(value)) return Promise.all(value.map((item) => this.opened(item, sealedKeys)));
    if (typeof value !== 'object' || value === null) return value;
    const entries = await Promise.all(Object.entries(value).map(async ([key, item]) =>
      [key, sealedKeys.has(key) ? 'sealed' : await this.opened(item, sealedKeys)] as const));
    return Object.fromEntries(entries);
  }
}

function hideCapabilities(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hideCapabilities);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, CAPABILITIES.has(key) ? 'sealed' : hideCapabilities(item)]));
}
