import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import {
  type DocumentStore,
  LOTING_MEMBERS,
  type LotingMemberDocument,
  type ProjectionEvent,
  userMemberKey,
} from '@wl/projections';
import { Inject } from '@nestjs/common';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { type Reactor, reactionContext } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { deleteDraw } from './delete-draw.step.js';
import { LotingRecords } from './loting-records.js';

/**
 * A draw's life after its creation (docs/lots.md "Deletion and retention"): a deleted draw's data is erased by
 * forgetting the draw's key and every lot's key (crypto-shredding: names, addresses, guids, pairs and questions become
 * unreadable in the log); an organizer whose account is deleted takes their draws with them, a participant their own
 * lots' keys (whom they drew, their questions).
 */
@Injectable()
export class LotingLifecycleReactor implements Reactor, OnModuleInit {
  readonly name = 'loting-lifecycle';
  readonly handles = new Set<EventType>(['LotingDeleted', 'UserDeleted']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly useCases: UseCases,
    private readonly records: LotingRecords,
    private readonly personal: PersonalData,
    private readonly readModels: ReadModels,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    switch (event.type) {
      case 'LotingDeleted': {
        const { state } = await this.records.read(event.data.lotingId);
        for (const lot of state.participants) await this.personal.forget(lot.participantId);
        await this.personal.forget(event.data.lotingId);
        return;
      }
      case 'UserDeleted': {
        // The organizer's draws are found in the read model once it has everything before the deletion.
        if (!(await this.readModels.caughtUp(event.position))) throw new Error('read models behind');
        const memberships = await this.store.find<LotingMemberDocument>(
          LOTING_MEMBERS,
          { memberKey: userMemberKey(event.data.userId) },
          100_000,
        );
        for (const { lotingId, isOrganizer, participantIds } of memberships) {
          // A participant's own lots in others' draws: whom they drew and the questions they asked are theirs, so
          // their keys are forgotten now; the lot then reads as deleted. The draw itself lives on for the others.
          if (!isOrganizer) {
            for (const participantId of participantIds) await this.personal.forget(participantId);
            continue;
          }
          await this.useCases.run(
            deleteDraw,
            { lotingId, reason: 'organizerDeleted' },
            reactionContext(event, `delete-loting:${lotingId}`),
          );
        }
        return;
      }
      default:
    }
  }
}
