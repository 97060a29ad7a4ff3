/**
 * Port: whether a user's account still exists, asked on every call of a logged-in session. The account context
 * answers it (platform/ imports no context).
 */
export abstract class AccountExistence {
  abstract exists(userId: string): Promise<boolean>;
}
