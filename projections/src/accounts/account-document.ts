/** Read model `accounts`: one document per user, for login and the current user. */
export interface AccountDocument {
  userId: string;
  publicGuid: string;
  emailIndex: string;
  isAccount: boolean;
  receiveMailing: boolean;
  overviewEmailFrequency: 0 | 1 | 3 | 6 | 12;
  enableCrossOffNotifications: boolean;
  /** Null once the person's data is erased. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string | null;
  /** The current address was confirmed by a mailed link (EmailVerified); a changed address is unconfirmed. */
  emailVerified: boolean;
  /** When the user registered (the event's time). */
  createdAt: string;
}

export const ACCOUNTS = 'accounts';
