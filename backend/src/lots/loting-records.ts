import { Inject, Injectable } from '@nestjs/common';
import { type CheckedEvent, LotingPersonal, LotResentPersonal, openStoredEvent } from '@wl/contracts';
import { type DocumentStore, LOTING_LOOKUP, type LotingLookupDocument } from '@wl/projections';
import type { z } from 'zod';
import { fold } from '../platform/domain/decider.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../platform/tokens.js';
import { lotingGuidHash } from './loting-guids.js';
import { lotingDecider, type LotingEvent, type LotingState, lotingStream } from './loting.decider.js';

export type LotingEventRecord = LotingEvent & CheckedEvent;

/** One draw as its stream holds it, with what the draw's key opens (null once the key is forgotten). */
export interface LotingRecord {
  state: LotingState;
  events: LotingEventRecord[];
  personal: z.infer<typeof LotingPersonal> | null;
  /** The address each e-mail participant's lot goes to now (after resends to a corrected address); '' for users. */
  addresses: Map<string, string>;
  /** The log position of the last event read. */
  position: string | null;
}

/**
 * Reads a draw from its own stream, for the organizer's calls and the mail reactors. Only the draw's key is used:
 * the pairs (`LotsDrawn.drawn`, each under its giver's key) are never opened here.
 */
@Injectable()
export class LotingRecords {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly personalData: PersonalData,
  ) {}

  /** The draw a manage guid names, or null. */
  async idOfManageGuid(manageGuid: string): Promise<string | null> {
    return (
      (await this.store.get<LotingLookupDocument>(LOTING_LOOKUP, `manage:${lotingGuidHash(manageGuid)}`))?.lotingId ??
      null
    );
  }

  /** The draw a lot's private guid belongs to, or null. */
  async idOfLotGuid(lotGuid: string): Promise<string | null> {
    const found = await this.store.get<LotingLookupDocument>(LOTING_LOOKUP, `lot:${lotingGuidHash(lotGuid)}`);
    return found?.participantId ? found.lotingId : null;
  }

  /** `until` (an ISO time, for support's state at a moment): only the events up to then. */
  async read(lotingId: string, until?: string): Promise<LotingRecord> {
    const stored = await this.events.readStream(lotingStream(lotingId));
    const later = until === undefined ? -1 : stored.findIndex((event) => event.metadata.at > until);
    const read = later === -1 ? stored : stored.slice(0, later);
    const events = read.map((event) => openStoredEvent(event) as LotingEventRecord);
    const state = fold(lotingDecider, events);
    const created = events.find((e) => e.type === 'LotingCreated');
    const personal =
      created?.type === 'LotingCreated'
        ? LotingPersonal.nullable().parse(await this.personalData.open(created.data.personal))
        : null;
    const addresses = new Map(personal?.participants.map((p) => [p.participantId, p.email]) ?? []);
    for (const event of events) {
      if (event.type !== 'LotResent') continue;
      const resent = LotResentPersonal.nullable().parse(await this.personalData.open(event.data.personal));
      if (resent?.email) addresses.set(event.data.participantId, resent.email);
    }
    return { state, events, personal, addresses, position: read.at(-1)?.position ?? null };
  }
}
