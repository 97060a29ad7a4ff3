import { defineProjection, type ProjectionContext, unhandled } from '../runner/projection.js';

/**
 * Read models of lot drawing (docs/lots.md). None holds a pair, a lot guid or the manage guid: lookups are by
 * their hashes, and what only a lot's holder or the organizer may see is read from the draw's stream.
 */

/** Which draw (and which participant) a hash or public guid names. Ids: `manage:<manageGuidHash>`, `lot:<lotGuidHash>`, `participant:<publicGuid>`, `loting:<publicGuid>`. */
export interface LotingLookupDocument {
  lotingId: string;
  participantId: string | null;
}
/** The people in one draw, so its deletion and a changed address find their documents (id `draw:<lotingId>`). */
interface DrawMembersDocument {
  lotingId: string;
  createdAt: string;
  participants: { participantId: string; memberKey: string; wishlistId: string | null }[];
}
/** One person's place in one draw, for their lots overview: `memberKey` is `user:<userId>` or `email:<emailIndex>`. */
export interface LotingMemberDocument {
  lotingId: string;
  memberKey: string;
  isOrganizer: boolean;
  title: string;
  participantCount: number;
  createdAt: string;
  /** The member's own lots in the draw. */
  participantIds: string[];
}
/** A list coupled to a lot, for `UsedInRecentLot`. Id `<lotingId>:<participantId>`. */
export interface LotWishlistDocument {
  lotingId: string;
  participantId: string;
  wishlistId: string;
  /** When the draw was made. */
  drawnAt: string;
}

export const LOTING_LOOKUP = 'loting_lookup';
export const LOTING_MEMBERS = 'loting_members';
export const LOT_WISHLISTS = 'lot_wishlists';

export const userMemberKey = (userId: string) => `user:${userId}`;
export const emailMemberKey = (emailIndex: string) => `email:${emailIndex}`;
const memberKeyOf = (participant: { userId: string | null; emailIndex: string }) =>
  participant.userId ? userMemberKey(participant.userId) : emailMemberKey(participant.emailIndex);
const drawKey = (lotingId: string) => `draw:${lotingId}`;
const memberId = (lotingId: string, memberKey: string) => `${lotingId}:${memberKey}`;

export const lotingsProjection = defineProjection({
  name: 'lotings',
  collections: [LOTING_LOOKUP, LOTING_MEMBERS, LOT_WISHLISTS],
  indexes: [
    { collection: LOTING_MEMBERS, field: 'memberKey' },
    { collection: LOT_WISHLISTS, field: 'wishlistId' },
    { collection: LOTING_MEMBERS, field: 'createdAt' },
  ],
  // LotViewed changes no document: it is followed so that the live notifier tells the organizer view after it.
  handles: ['LotingCreated', 'LotWishlistSelected', 'LotResent', 'LotHolderLinked', 'LotingDeleted', 'LotViewed'],
  async apply(event, context) {
    const { lotingId } = event.data;
    switch (event.type) {
      case 'LotingCreated': {
        const { participants, organizerId, manageGuidHash, publicGuid } = event.data;
        context.put(LOTING_LOOKUP, `manage:${manageGuidHash}`, {
          lotingId,
          participantId: null,
        } satisfies LotingLookupDocument);
        context.put(LOTING_LOOKUP, `loting:${publicGuid}`, {
          lotingId,
          participantId: null,
        } satisfies LotingLookupDocument);
        for (const { participantId, lotGuidHash, publicGuid: participantGuid } of participants) {
          context.put(LOTING_LOOKUP, `lot:${lotGuidHash}`, { lotingId, participantId } satisfies LotingLookupDocument);
          context.put(LOTING_LOOKUP, `participant:${participantGuid}`, {
            lotingId,
            participantId,
          } satisfies LotingLookupDocument);
        }
        const members: DrawMembersDocument = {
          lotingId,
          createdAt: event.metadata.at,
          participants: participants.map((p) => ({
            participantId: p.participantId,
            memberKey: memberKeyOf(p),
            wishlistId: null,
          })),
        };
        context.put(LOTING_LOOKUP, drawKey(lotingId), members);
        const base = {
          lotingId,
          title: event.data.personal?.title ?? '',
          participantCount: participants.length,
          createdAt: event.metadata.at,
        };
        const organizerKey = userMemberKey(organizerId);
        context.put(LOTING_MEMBERS, memberId(lotingId, organizerKey), {
          ...base,
          memberKey: organizerKey,
          isOrganizer: true,
          participantIds: [],
        } satisfies LotingMemberDocument);
        for (const { participantId, memberKey } of members.participants)
          await addLot(context, base, memberKey, participantId);
        return;
      }
      case 'LotWishlistSelected': {
        const { participantId, wishlistId } = event.data;
        const members = await context.get<DrawMembersDocument>(LOTING_LOOKUP, drawKey(lotingId));
        if (!members) return;
        context.put(LOTING_LOOKUP, drawKey(lotingId), {
          ...members,
          participants: members.participants.map((p) => (p.participantId === participantId ? { ...p, wishlistId } : p)),
        } satisfies DrawMembersDocument);
        if (!wishlistId) return context.delete(LOT_WISHLISTS, `${lotingId}:${participantId}`);
        return context.put(LOT_WISHLISTS, `${lotingId}:${participantId}`, {
          lotingId,
          participantId,
          wishlistId,
          drawnAt: members.createdAt,
        } satisfies LotWishlistDocument);
      }
      case 'LotResent':
      case 'LotHolderLinked': {
        const { participantId } = event.data;
        const members = await context.get<DrawMembersDocument>(LOTING_LOOKUP, drawKey(lotingId));
        const participant = members?.participants.find((p) => p.participantId === participantId);
        // A lot of an account (added by account, or linked to the account that proved its address) stays with it.
        if (!members || !participant || participant.memberKey.startsWith('user:')) return;
        const memberKey =
          event.type === 'LotResent' ? emailMemberKey(event.data.emailIndex) : userMemberKey(event.data.userId);
        if (memberKey === participant.memberKey) return;
        const before = await context.get<LotingMemberDocument>(
          LOTING_MEMBERS,
          memberId(lotingId, participant.memberKey),
        );
        if (!before) return;
        await removeLot(context, before, participantId);
        await addLot(context, before, memberKey, participantId);
        context.put(LOTING_LOOKUP, drawKey(lotingId), {
          ...members,
          participants: members.participants.map((p) => (p.participantId === participantId ? { ...p, memberKey } : p)),
        } satisfies DrawMembersDocument);
        return;
      }
      case 'LotingDeleted': {
        const members = await context.get<DrawMembersDocument>(LOTING_LOOKUP, drawKey(lotingId));
        if (!members) return;
        // The organizer is the first participant, so their document is among these.
        for (const key of new Set(members.participants.map((p) => p.memberKey)))
          context.delete(LOTING_MEMBERS, memberId(lotingId, key));
        for (const { participantId } of members.participants)
          context.delete(LOT_WISHLISTS, `${lotingId}:${participantId}`);
        return;
      }
      case 'LotViewed':
        return;
      default:
        return unhandled(event);
    }
  },
});

type DrawBase = Pick<LotingMemberDocument, 'lotingId' | 'title' | 'participantCount' | 'createdAt'>;

async function addLot(context: ProjectionContext, base: DrawBase, memberKey: string, participantId: string) {
  const existing = await context.get<LotingMemberDocument>(LOTING_MEMBERS, memberId(base.lotingId, memberKey));
  const { lotingId, title, participantCount, createdAt } = base;
  context.put(LOTING_MEMBERS, memberId(lotingId, memberKey), {
    lotingId,
    title,
    participantCount,
    createdAt,
    memberKey,
    isOrganizer: existing?.isOrganizer ?? false,
    participantIds: [...(existing?.participantIds ?? []), participantId],
  } satisfies LotingMemberDocument);
}

async function removeLot(context: ProjectionContext, member: LotingMemberDocument, participantId: string) {
  const participantIds = member.participantIds.filter((id) => id !== participantId);
  if (participantIds.length === 0 && !member.isOrganizer)
    return context.delete(LOTING_MEMBERS, memberId(member.lotingId, member.memberKey));
  context.put(LOTING_MEMBERS, memberId(member.lotingId, member.memberKey), {
    ...member,
    participantIds,
  } satisfies LotingMemberDocument);
}
