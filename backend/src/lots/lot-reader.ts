import { Inject, Injectable } from '@nestjs/common';
import { LotDrawnSecret, type LotingPersonal } from '@wl/contracts';
import { type DocumentStore, LOTING_LOOKUP, type LotingLookupDocument } from '@wl/projections';
import type { z } from 'zod';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { LotingRecords } from './loting-records.js';
import { lotingGuidHash } from './loting-guids.js';
import { lotingDecider, type LotingState, type LotState, lotingStream } from './loting.decider.js';

/** A lot found by its private guid, with the draw's state as its stream says now. */
export interface FoundLot {
  state: LotingState;
  lot: LotState;
}

type DrawPersonal = z.infer<typeof LotingPersonal>;
export type PersonalParticipant = DrawPersonal['participants'][number];

/** The draw's personal data: title, description, and per participant name, lot guid and the address the lot goes to now. */
export interface OpenedDraw {
  title: string;
  description: string;
  participants: Map<string, PersonalParticipant>;
}

/**
 * Reads lots for whoever holds a lot guid (docs/lots.md, "Secrecy"). A lot is found by its guid's hash; the decision
 * is made on the draw's stream. `drawnBy` is the one place a pair is opened, and only for the lot given.
 */
@Injectable()
export class LotReader {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly records: LotingRecords,
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
  ) {}

  /** The lot and its draw; null for a guid no draw ever had. */
  async byGuid(lotGuid: string): Promise<FoundLot | null> {
    const found = await this.store.get<LotingLookupDocument>(LOTING_LOOKUP, `lot:${lotingGuidHash(lotGuid)}`);
    if (!found?.participantId) return null;
    const { state } = await this.aggregates.load(lotingStream(found.lotingId), lotingDecider);
    const lot = state.participants.find((p) => p.participantId === found.participantId);
    return lot ? { state, lot } : null;
  }

  /** The participant this lot drew, opened with the lot's own key; null before the draw or once the key is forgotten. */
  async drawnBy(found: FoundLot): Promise<LotState | null> {
    if (!found.lot.drawn) return null;
    const secret = LotDrawnSecret.safeParse(await this.personal.open(found.lot.drawn));
    if (!secret.success) return null;
    return found.state.participants.find((p) => p.participantId === secret.data.receiverId) ?? null;
  }

  /** The draw's personal data, with each corrected address the organizer resent a lot to; null once the draw's key is forgotten. */
  async personalOf(lotingId: string): Promise<OpenedDraw | null> {
    const { personal, addresses } = await this.records.read(lotingId);
    if (!personal) return null;
    const participants = personal.participants.map(
      (p) => [p.participantId, { ...p, email: addresses.get(p.participantId) ?? p.email }] as const,
    );
    return { title: personal.title, description: personal.description, participants: new Map(participants) };
  }
}
