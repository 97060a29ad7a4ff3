import { Inject, Injectable } from '@nestjs/common';
import { type DocumentStore, LOTING_LOOKUP, type LotingLookupDocument } from '@wl/projections';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';
import { lotingDecider, lotingStream } from '../lots/loting.decider.js';
import { LotReader, lotingGuidHash } from '../lots/index.js';

/**
 * Who may join the live groups of a draw (docs/lots.md, "Live"): checked on the draw's stream at every join, so a
 * deleted draw is joined by nobody. With `drawLotsEnabled` off nobody joins, as every lot call is then not found.
 */
@Injectable()
export class LotLiveAccess {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly aggregates: AggregateStore,
    private readonly lots: LotReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The organizer view: the caller's session is the draw's organizer, holding its manage guid. */
  async mayFollowAsOrganizer(lotingPublicGuid: string, manageGuid: string, userId: string | null): Promise<boolean> {
    if (!this.config.site.drawLotsEnabled || userId === null) return false;
    const found = await this.store.get<LotingLookupDocument>(LOTING_LOOKUP, `loting:${lotingPublicGuid}`);
    if (!found) return false;
    const { state } = await this.aggregates.load(lotingStream(found.lotingId), lotingDecider);
    return (
      state.status === 'drawn' && state.organizerId === userId && state.manageGuidHash === lotingGuidHash(manageGuid)
    );
  }

  /**
   * The lot view: the lot is of a drawn, living draw and drew exactly this participant (its pair opened here). Any
   * other pair is refused exactly like an unknown lot, so the join tells nothing about whom another lot drew.
   */
  async mayFollowDrawn(lotGuid: string, drawnParticipantPublicGuid: string): Promise<boolean> {
    if (!this.config.site.drawLotsEnabled) return false;
    const found = await this.lots.byGuid(lotGuid);
    if (!found || found.state.status !== 'drawn') return false;
    return (await this.lots.drawnBy(found))?.publicGuid === drawnParticipantPublicGuid;
  }
}
