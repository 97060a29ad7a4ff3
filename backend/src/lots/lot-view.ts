import { Injectable } from '@nestjs/common';
import type { LotView } from '@wl/contracts';
import type { WishlistDocument } from '@wl/projections';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { Problem } from '../platform/domain/problem.js';
import { WishlistQueries } from '../wishlist/index.js';
import {
  nudgeDisabledUntil,
  type LotingState,
  type LotState,
  lotingDecider,
  lotingStream,
  samePerson,
} from './loting.decider.js';
import { type FoundLot, LotReader } from './lot-reader.js';
import { LotQuestions } from './lot-questions.js';

/**
 * The public page of a coupled list, as a lot shows it to whoever drew its participant: none when the list is gone,
 * private (it would not open for them) or its owner erased.
 */
export function wishlistLinkOf(list: WishlistDocument | null): string | null {
  return list && list.username && list.accessType !== 'CLOSED' ? `/${list.username}` : null;
}

/**
 * `Deleted` for a lot of a redone draw whose holder has a lot in the draw that replaced it: the page then says the
 * new lot was mailed. Holders left out of the redo get the plain `Deleted`, so they learn nothing of the new draw.
 */
export class LotRedone extends Problem {
  constructor() {
    super('Deleted');
  }
}

/** Whether the draw that replaced this lot's draw has a lot for the same person. */
function isInRedo(replacement: LotingState, lot: LotState): boolean {
  return replacement.status === 'drawn' && replacement.participants.some((p) => samePerson(lot, p));
}

/** `GET /api/Lot/{guid}`: the lot as its holder sees it, with whom they drew (spec 02 §2.5). */
@Injectable()
export class LotViews {
  constructor(
    private readonly reader: LotReader,
    private readonly wishlists: WishlistQueries,
    private readonly aggregates: AggregateStore,
    private readonly questions: LotQuestions,
  ) {}

  /** The lot of a drawn, living draw, or the problem its page shows. */
  async found(lotGuid: string): Promise<FoundLot> {
    const found = await this.reader.byGuid(lotGuid);
    if (!found) throw new Problem('NotFound');
    if (found.state.status === 'deleted') throw await this.deletedProblem(found);
    if (found.state.status !== 'drawn') throw new Problem('NotDrawn');
    return found;
  }

  private async deletedProblem({ state, lot }: FoundLot): Promise<Problem> {
    if (!state.replacedBy) return new Problem('Deleted');
    const replacement = (await this.aggregates.load(lotingStream(state.replacedBy), lotingDecider)).state;
    return isInRedo(replacement, lot) ? new LotRedone() : new Problem('Deleted');
  }

  async view(lotGuid: string, userId: string | null): Promise<LotView> {
    const found = await this.found(lotGuid);
    const { state, lot } = found;
    const [draw, drawn] = await Promise.all([this.reader.personalOf(state.lotingId), this.reader.drawnBy(found)]);
    // Keys are forgotten only when the draw is deleted; a draw whose data no longer opens is gone for its holders too.
    const me = draw?.participants.get(lot.participantId);
    const them = drawn && draw?.participants.get(drawn.participantId);
    if (!draw || !me || !drawn || !them) throw new Problem('Deleted');
    const [selected, drawnList, email, hasAccount, questionsToMe, myQuestions] = await Promise.all([
      lot.wishlistId ? this.wishlists.byId(lot.wishlistId) : null,
      drawn.wishlistId ? this.wishlists.byId(drawn.wishlistId) : null,
      this.addressOf(lot, me.email),
      this.hasAccount(lot),
      this.questions.askedOf(found),
      this.questions.askedBy(found),
    ]);
    return {
      publicGuid: lot.publicGuid,
      email,
      name: me.name,
      selectedWishlistPrivateGuid:
        selected && userId && selected.ownerIds.includes(userId) ? selected.wishlistId : null,
      hasSelectedWishlist: selected !== null,
      lotingTitle: draw.title,
      description: draw.description,
      budget: state.budget,
      date: state.date,
      drawnParticipant: { publicGuid: drawn.publicGuid, name: them.name, wishlistLink: wishlistLinkOf(drawnList) },
      isViewed: lot.viewed,
      hasAccount,
      nudgeDisabledUntil: nudgeDisabledUntil(lot.lastNudgeAt),
      questionsToMe,
      myQuestions,
    };
  }

  /** A friend's lot goes to their account's address of now; anyone else's to the address the draw (or a resend) names. */
  private async addressOf(lot: LotState, drawAddress: string): Promise<string> {
    if (!lot.userId) return drawAddress;
    return (await this.wishlists.account(lot.userId))?.email ?? drawAddress;
  }

  /** Whether the lot's address belongs to a full account; the address's claim stream says who holds it. */
  private async hasAccount(lot: LotState): Promise<boolean> {
    const userId =
      lot.userId ?? (await this.aggregates.load(claimStream('email', lot.emailIndex), claimDecider)).state.ownerId;
    return userId !== null && (await this.wishlists.account(userId))?.isAccount === true;
  }
}
