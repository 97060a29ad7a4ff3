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
}

export const ACCOUNTS = 'accounts';
