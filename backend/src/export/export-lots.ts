import { Injectable } from '@nestjs/common';
import { LotQuestionPersonal, type PersonalDataExport } from '@wl/contracts';
import { LotReader, type LotingRecord, LotingRecords } from '../lots/index.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';

type Export = PersonalDataExport;

const timeOf = (record: LotingRecord, type: 'LotingCreated' | 'LotingDeleted') =>
  record.events.find((e) => e.type === type)?.metadata.at ?? null;

/**
 * The draws of the export, read from each draw's stream (docs/lots.md, "Secrecy"): for a draw the person organized,
 * what its organizer view shows (names and statuses, never a pair); for a lot of their own, whom they drew, opened
 * by `LotReader.drawnBy` for that lot only, as their lot page does.
 */
@Injectable()
export class ExportLots {
  constructor(
    private readonly records: LotingRecords,
    private readonly lots: LotReader,
    private readonly personal: PersonalData,
  ) {}

  async organized(lotingId: string): Promise<Export['lotingsOrganized'][number]> {
    const record = await this.records.read(lotingId);
    const names = new Map(record.personal?.participants.map((p) => [p.participantId, p.name]));
    return {
      lotingId,
      createdAt: timeOf(record, 'LotingCreated') ?? '',
      deletedAt: timeOf(record, 'LotingDeleted'),
      title: record.personal?.title ?? null,
      description: record.personal?.description ?? null,
      participants: record.state.participants.map((lot) => ({
        name: names.get(lot.participantId) ?? null,
        viewed: lot.viewed,
        wishlistChosen: lot.wishlistId !== null,
      })),
    };
  }

  async received(
    lotingId: string,
    participantId: string,
    publicGuids: Map<string, string>,
  ): Promise<Export['lotsReceived'][number] | null> {
    const record = await this.records.read(lotingId);
    const lot = record.state.participants.find((p) => p.participantId === participantId);
    if (!lot) return null;
    const drew = await this.lots.drawnBy({ state: record.state, lot });
    const questions: Export['lotsReceived'][number]['questions'] = [];
    const nudgesSentAt: string[] = [];
    for (const event of record.events) {
      if (event.type === 'LotQuestionAsked' && event.data.participantId === participantId) {
        const opened = LotQuestionPersonal.nullable().safeParse(await this.personal.open(event.data.personal));
        questions.push({ at: event.metadata.at, question: opened.success ? (opened.data?.question ?? null) : null });
      }
      if (event.type === 'LotNudgeSent' && event.data.participantId === participantId) nudgesSentAt.push(event.data.at);
    }
    const nameOf = (id: string) => record.personal?.participants.find((p) => p.participantId === id)?.name ?? null;
    return {
      lotingId,
      createdAt: timeOf(record, 'LotingCreated') ?? '',
      deletedAt: timeOf(record, 'LotingDeleted'),
      title: record.personal?.title ?? null,
      drewName: drew ? nameOf(drew.participantId) : null,
      viewed: lot.viewed,
      wishlistPublicGuid: lot.wishlistId && (publicGuids.get(lot.wishlistId) ?? null),
      questions,
      nudgesSentAt,
    };
  }
}
