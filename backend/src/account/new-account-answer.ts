import { type CreateAccountAnswer, sendListAllowedFrom } from '@wl/contracts';

/** The answer to a registration: the new account as its owner sees it, and the list it starts with. */
export const newAccountAnswer = (
  {
    email,
    firstName,
    lastName,
    receiveMailing,
  }: { email: string; firstName: string; lastName: string; receiveMailing?: boolean },
  user: { userId: string; publicGuid: string },
  registeredAt: string,
  wishlistId: string,
): CreateAccountAnswer => ({
  user: {
    privateGuid: user.userId,
    publicGuid: user.publicGuid,
    email,
    firstName,
    lastName,
    isAccount: true,
    overviewEmailFrequency: receiveMailing ? 1 : 0,
    enableCrossOffNotifications: true,
    emailVerified: false,
    sendListAllowedFrom: sendListAllowedFrom(registeredAt),
  },
  wishlistPrivateGuid: wishlistId,
});
