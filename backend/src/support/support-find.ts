import { Inject, Injectable } from '@nestjs/common';
import { Guid, type SupportSubject } from '@wl/contracts';
import {
  ACCOUNTS,
  type AccountDocument,
  type DocumentStore,
  LOTING_LOOKUP,
  type LotingLookupDocument,
} from '@wl/projections';
import { lotingGuidHash } from '../lots/index.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { WishlistQueries } from '../wishlist/index.js';
import { participantSubjectId, SupportSubjects } from './support-subjects.js';

type Candidate = { kind: SupportSubject['kind']; id: string };

/**
 * `GET /api/Support/Find`: an e-mail address or a username is found by its keyed hash, as login does (the claim
 * stream says who holds it; a lightweight user by the accounts read model); a guid by every id and guid it can be.
 */
@Injectable()
export class SupportFind {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly queries: WishlistQueries,
    private readonly subjects: SupportSubjects,
  ) {}

  async find(q: string): Promise<{ subjects: SupportSubject[]; by: 'email' | 'guid' | 'username' }> {
    const by = q.includes('@') ? 'email' : Guid.safeParse(q).success ? 'guid' : 'username';
    const candidates =
      by === 'email'
        ? await this.byEmail(q)
        : by === 'guid'
          ? await this.byGuid(q.toLowerCase())
          : await this.byUsername(q);
    const unique = [...new Map(candidates.map((c) => [`${c.kind}:${c.id}`, c])).values()];
    const found = await Promise.all(unique.map((c) => this.subjects.describe(c.kind, c.id)));
    return { subjects: found.filter((s): s is SupportSubject => s !== null), by };
  }

  private async byEmail(address: string): Promise<Candidate[]> {
    const index = await this.personal.index('email', address);
    const [holder, accounts] = await Promise.all([
      this.claimHolder('email', index),
      this.store.find<AccountDocument>(ACCOUNTS, { emailIndex: index }, 10),
    ]);
    return [...(holder ? [holder] : []), ...accounts.map((a) => a.userId)].map((id) => ({ kind: 'user', id }));
  }

  /** The list holding the username, and its primary owner. */
  private async byUsername(username: string): Promise<Candidate[]> {
    const wishlistId = await this.claimHolder('username', await this.personal.index('username', username));
    if (!wishlistId) return [];
    const list = await this.queries.byId(wishlistId);
    return [
      { kind: 'wishlist', id: wishlistId },
      ...(list ? [{ kind: 'user' as const, id: list.primaryOwnerId }] : []),
    ];
  }

  private async byGuid(guid: string): Promise<Candidate[]> {
    const hash = lotingGuidHash(guid);
    const [byPublicGuid, ...lookups] = await Promise.all([
      this.queries.byPublicGuid(guid),
      ...[`loting:${guid}`, `manage:${hash}`, `participant:${guid}`, `lot:${hash}`].map((key) =>
        this.store.get<LotingLookupDocument>(LOTING_LOOKUP, key),
      ),
    ]);
    const draws = lookups
      .filter((l): l is LotingLookupDocument => l !== null)
      .map((l): Candidate =>
        l.participantId
          ? { kind: 'participant', id: participantSubjectId(l.lotingId, l.participantId) }
          : { kind: 'loting', id: l.lotingId },
      );
    const ids: Candidate[] = (['user', 'wishlist', 'gift', 'loting'] as const).map((kind) => ({ kind, id: guid }));
    return [...ids, ...(byPublicGuid ? [{ kind: 'wishlist' as const, id: byPublicGuid.wishlistId }] : []), ...draws];
  }

  private async claimHolder(kind: 'email' | 'username', index: string): Promise<string | null> {
    return (await this.aggregates.load(claimStream(kind, index), claimDecider)).state.ownerId;
  }
}
