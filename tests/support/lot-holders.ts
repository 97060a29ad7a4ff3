import { type DocumentStore, LOTING_LOOKUP, type LotingLookupDocument } from '@wl/projections';
import { AggregateStore } from '../../backend/src/platform/domain/aggregate-store.js';
import { lotingDecider, lotingStream } from '../../backend/src/lots/loting.decider.js';
import { LotReader } from '../../backend/src/lots/lot-reader.js';
import { DOCUMENT_STORE } from '../../backend/src/platform/tokens.js';
import type { TestApp } from './test-app.js';

export interface LotHolder {
  name: string;
  /** The private guid of the participant's lot (what their lot mail links to). */
  lotGuid: string;
  publicGuid: string;
  participantId: string;
  /** Ground truth for the test only: the name of whom this participant drew. */
  drew: string;
}

/**
 * Every participant of a draw with their lot guid and whom they drew, opened on the server side as only the giver's
 * own lot page may: tests use it as the truth that no other answer may reveal.
 */
export async function lotHoldersOf(t: TestApp, lotingPublicGuid: string): Promise<LotHolder[]> {
  const lookup = await t.app
    .get<string, DocumentStore>(DOCUMENT_STORE)
    .get<LotingLookupDocument>(LOTING_LOOKUP, `loting:${lotingPublicGuid}`);
  if (!lookup) throw new Error(`No draw ${lotingPublicGuid}`);
  const reader = t.app.get(LotReader);
  const { state } = await t.app.get(AggregateStore).load(lotingStream(lookup.lotingId), lotingDecider);
  const draw = await reader.personalOf(lookup.lotingId);
  if (!draw) throw new Error('The draw does not open');
  return Promise.all(
    state.participants.map(async (lot) => {
      const drawn = await reader.drawnBy({ state, lot });
      const personal = draw.participants.get(lot.participantId)!;
      return {
        name: personal.name,
        lotGuid: personal.lotGuid,
        publicGuid: lot.publicGuid,
        participantId: lot.participantId,
        drew: draw.participants.get(drawn!.participantId)!.name,
      };
    }),
  );
}
