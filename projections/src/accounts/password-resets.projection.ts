import { defineProjection, unhandled } from '../runner/projection.js';

/** Read model `password_resets`: a mailed reset code by its hash, to check a code before it is used. */
export interface PasswordResetDocument {
  codeHash: string;
  userId: string;
  expiresAt: string;
  used: boolean;
}
/** Beside the codes, per user: the one code that still works (a newer request or any new password ends the others). */
interface CurrentResetDocument {
  codeHash: string;
}

export const PASSWORD_RESETS = 'password_resets';
const currentOf = (userId: string) => `current:${userId}`;

/** The reset document of a code, while it is its user's current code. */
export async function currentReset(
  store: { get<T extends object>(collection: string, id: string): Promise<T | null> },
  codeHash: string,
) {
  const reset = await store.get<PasswordResetDocument>(PASSWORD_RESETS, codeHash);
  const current = reset && (await store.get<CurrentResetDocument>(PASSWORD_RESETS, currentOf(reset.userId)));
  return current?.codeHash === codeHash ? reset : null;
}

export const passwordResetsProjection = defineProjection({
  name: 'password_resets',
  collections: [PASSWORD_RESETS],
  indexes: [],
  handles: ['PasswordResetRequested', 'PasswordChanged'],
  async apply(event, context) {
    if (event.type === 'PasswordResetRequested') {
      const { codeHash, userId, expiresAt } = event.data;
      context.put(PASSWORD_RESETS, codeHash, {
        codeHash,
        userId,
        expiresAt,
        used: false,
      } satisfies PasswordResetDocument);
      context.put(PASSWORD_RESETS, currentOf(userId), { codeHash } satisfies CurrentResetDocument);
    } else if (event.type === 'PasswordChanged') {
      const reset =
        event.data.codeHash && (await context.get<PasswordResetDocument>(PASSWORD_RESETS, event.data.codeHash));
      if (reset) context.put(PASSWORD_RESETS, reset.codeHash, { ...reset, used: true });
      context.delete(PASSWORD_RESETS, currentOf(event.data.userId));
    } else unhandled(event);
  },
});
