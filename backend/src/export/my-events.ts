import type { CheckedEvent } from '@wl/contracts';

export type LogEntry = CheckedEvent & { streamId: string };

/** Events of a list's stream that are about other people (invitees' names, co-owners), never exported with the list. */
const OTHERS_ON_A_LIST = new Set([
  'ExtraOwnerInvited',
  'ExtraOwnerInviteRevoked',
  'ExtraOwnerInviteAccepted',
  'ExtraOwnerRemoved',
]);
const CROSS_OFFS = new Set(['GiftCrossedOff', 'CrossOffUndone', 'RemovedCrossOffHidden']);

/**
 * Picks the person's own events from the log, read in log order: their account, friends and support-audit streams,
 * the lists they created and those lists' gifts (found as the log names them), the cross-offs, forum posts and list
 * mails they made, and co-ownerships. Left out, as other people's data: who crossed off the person's gifts, invitees,
 * other people's posts. Draws are only noted here (their ids); the export reads each draw's stream whole afterwards.
 */
export class MyEvents {
  readonly events: LogEntry[] = [];
  readonly lotingsOrganized = new Set<string>();
  /** Draw id → participant ids of the person's lots (by user id, or by an e-mail index checked at the end). */
  readonly lotsByUser = new Map<string, Set<string>>();
  readonly lotsByEmailIndex = new Map<string, { lotingId: string; participantId: string }[]>();
  /** Every list's public guid: the export names other people's lists by it, never by their private guid. */
  readonly publicGuids = new Map<string, string>();
  private readonly ownStreams: Set<string>;
  private readonly myLists = new Set<string>();
  private readonly myPosts = new Set<string>();

  constructor(private readonly userId: string) {
    this.ownStreams = new Set([`user-${userId}`, `friends-${userId}`, `support-user-${userId}`]);
  }

  take(entry: LogEntry): void {
    if (entry.type === 'WishlistCreated') this.publicGuids.set(entry.data.wishlistId, entry.data.publicGuid);
    if (this.mine(entry)) this.events.push(entry);
  }

  private mine(entry: LogEntry): boolean {
    const { type, data } = entry;
    if (this.ownStreams.has(entry.streamId)) {
      if (CROSS_OFFS.has(type)) return 'byUserId' in data && data.byUserId === this.userId;
      return !OTHERS_ON_A_LIST.has(type);
    }
    switch (entry.type) {
      case 'WishlistCreated':
        if (entry.data.primaryOwnerId !== this.userId) return false;
        this.myLists.add(entry.data.wishlistId);
        this.ownStreams.add(entry.streamId);
        return true;
      case 'GiftCreated':
      case 'GiftMoved':
        if (!this.myLists.has(entry.data.wishlistId)) return false;
        this.ownStreams.add(entry.streamId);
        return true;
      case 'GiftCrossedOff':
      case 'CrossOffUndone':
      case 'RemovedCrossOffHidden':
        return entry.data.byUserId === this.userId;
      case 'ExtraOwnerInviteAccepted':
      case 'ExtraOwnerRemoved':
        return entry.data.userId === this.userId;
      case 'ForumPostCreated':
        if (entry.data.authorId !== this.userId) return false;
        this.myPosts.add(entry.data.postId);
        return true;
      case 'ForumPostDeleted':
        return this.myPosts.has(entry.data.postId);
      case 'WishlistSent':
        return entry.data.senderId === this.userId;
      case 'LotingCreated':
        this.noteLoting(entry.data);
        return false;
      default:
        return false;
    }
  }

  private noteLoting(created: Extract<CheckedEvent, { type: 'LotingCreated' }>['data']): void {
    if (created.organizerId === this.userId) this.lotingsOrganized.add(created.lotingId);
    for (const { participantId, userId, emailIndex } of created.participants) {
      if (userId === this.userId) {
        const lots = this.lotsByUser.get(created.lotingId) ?? new Set<string>();
        this.lotsByUser.set(created.lotingId, lots.add(participantId));
      } else if (userId === null) {
        const lots = this.lotsByEmailIndex.get(emailIndex) ?? [];
        this.lotsByEmailIndex.set(emailIndex, [...lots, { lotingId: created.lotingId, participantId }]);
      }
    }
  }
}
