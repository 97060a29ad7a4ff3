/** Names of the live groups. */
export const rooms = {
  wishlist: (wishlistPublicGuid: string) => `wishlist:${wishlistPublicGuid}`,
  owners: (wishlistId: string) => `owners:${wishlistId}`,
  user: (userId: string) => `user:${userId}`,
  /** Every socket opened with one session, so ending the session drops them. */
  session: (sessionKey: string) => `session:${sessionKey}`,
  /** The organizer view of one draw (joined with the manage guid). */
  loting: (lotingPublicGuid: string) => `loting:${lotingPublicGuid}`,
  /** The lot view of whoever drew this participant (joined with that lot's guid). */
  drawnLot: (participantPublicGuid: string) => `drawn-lot:${participantPublicGuid}`,
};
