import { t, type LotingParticipantView } from '@wl/contracts';

/** A lot's status for the organizer: sent, then viewed, then with a wishlist (spec 02 §4). */
export type ParticipantStatus = 'sent' | 'viewed' | 'wishlist';

export function participantStatus({
  isViewed,
  hasWishlist,
}: Pick<LotingParticipantView, 'isViewed' | 'hasWishlist'>): ParticipantStatus {
  if (hasWishlist) return 'wishlist';
  return isViewed ? 'viewed' : 'sent';
}

export const statusText = (status: ParticipantStatus) => t(`loting.status.${status}`);

/** The organizer view's counts; a lot with a list has been viewed, whatever order the messages came in. */
export function lotingCounts(participants: Pick<LotingParticipantView, 'isViewed' | 'hasWishlist'>[]) {
  return {
    count: participants.length,
    viewed: participants.filter((p) => participantStatus(p) !== 'sent').length,
    withList: participants.filter((p) => p.hasWishlist).length,
  };
}
