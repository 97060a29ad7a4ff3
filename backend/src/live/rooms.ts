/** Names of the live groups. */
export const rooms = {
  wishlist: (wishlistPublicGuid: string) => `wishlist:${wishlistPublicGuid}`,
  owners: (wishlistId: string) => `owners:${wishlistId}`,
  user: (userId: string) => `user:${userId}`,
  /** Every socket opened with one session, so ending the session drops them. */
  session: (sessionKey: string) => `session:${sessionKey}`,
};
