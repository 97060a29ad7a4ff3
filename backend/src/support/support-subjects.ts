import { Inject, Injectable } from '@nestjs/common';
import { LotingPersonal, type Sealed, type SupportSubject, type SupportSubjectKind } from '@wl/contracts';
import { ACCOUNTS, type AccountDocument, type DocumentStore } from '@wl/projections';
import { userStream } from '../account/user.decider.js';
import { giftStream } from '../gift/gift.decider.js';
import { lotingStream } from '../lots/loting.decider.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../platform/tokens.js';
import { wishlistStream } from '../wishlist/wishlist.decider.js';
import { WishlistQueries } from '../wishlist/index.js';

/** A participant is named by its draw and itself: `<lotingId>:<participantId>` (nothing maps a participant id back to its draw). */
export const participantSubjectId = (lotingId: string, participantId: string) => `${lotingId}:${participantId}`;
const participantOf = (id: string) => {
  const [lotingId, participantId, rest] = id.split(':');
  return lotingId && participantId && rest === undefined ? { lotingId, participantId } : null;
};

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * What support reads about a subject: its label opened for support ('' once erased), from the read models while the
 * subject lives there, else from its stream (a deleted account or list keeps its history and stays findable).
 */
@Injectable()
export class SupportSubjects {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly queries: WishlistQueries,
    private readonly personalData: PersonalData,
  ) {}

  /** The subject, or null when neither the read models nor the log know it. */
  async describe(kind: SupportSubjectKind, id: string): Promise<SupportSubject | null> {
    switch (kind) {
      case 'user': {
        const account = await this.store.get<AccountDocument>(ACCOUNTS, id);
        if (account) return { kind, id, label: fullName(account.firstName, account.lastName), detail: account.email };
        return this.fromLog(kind, id, userStream(id));
      }
      case 'wishlist': {
        const list = await this.queries.byId(id);
        if (list) return { kind, id, label: list.username ?? '', detail: list.title };
        return this.fromLog(kind, id, wishlistStream(id));
      }
      case 'gift': {
        const gift = await this.queries.gift(id);
        if (gift)
          return {
            kind,
            id,
            label: gift.description,
            detail: (await this.queries.byId(gift.wishlistId))?.username ?? null,
          };
        return this.fromLog(kind, id, giftStream(id));
      }
      case 'loting': {
        const draw = await this.draw(id);
        return (
          draw && { kind, id, label: draw.personal?.title ?? '', detail: draw.personal?.participants[0]?.name ?? null }
        );
      }
      case 'participant': {
        const ids = participantOf(id);
        const draw = ids && (await this.draw(ids.lotingId));
        if (!ids || !draw?.participantIds.includes(ids.participantId)) return null;
        const name = draw.personal?.participants.find((p) => p.participantId === ids.participantId)?.name ?? '';
        return { kind, id, label: name, detail: draw.personal?.title ?? null };
      }
    }
  }

  private async fromLog(kind: SupportSubjectKind, id: string, stream: string): Promise<SupportSubject | null> {
    return (await this.events.readStream(stream)).length > 0 ? { kind, id, label: '', detail: null } : null;
  }

  /** A draw's participants and its opened personal data (null once the draw's key is forgotten). */
  private async draw(lotingId: string) {
    const created = (await this.events.readStream(lotingStream(lotingId))).find((e) => e.type === 'LotingCreated');
    if (!created) return null;
    const data = created.data as { participants: { participantId: string }[]; personal: Sealed };
    const personal = LotingPersonal.nullable().safeParse(await this.personalData.open(data.personal));
    return {
      participantIds: data.participants.map((p) => p.participantId),
      personal: personal.success ? personal.data : null,
    };
  }
}
