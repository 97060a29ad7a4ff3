import type { Projection } from '../runner/projection.js';

/** Read model `password_resets`: a mailed reset code by its hash, to check a code before it is used. */
export interface PasswordResetDocument {
  codeHash: string;
  userId: string;
  expiresAt: string;
  used: boolean;
}

export const PASSWORD_RESETS = 'password_resets';

export const passwordResetsProjection: Projection = {
  name: 'password_resets',
  collections: [PASSWORD_RESETS],
  indexes: [],
  handles: new Set(['PasswordResetRequested', 'PasswordChanged']),
  async apply(event, context) {
    if (event.type === 'PasswordResetRequested') {
      const { codeHash, userId, expiresAt } = event.data;
      context.put(PASSWORD_RESETS, codeHash, { codeHash, userId, expiresAt, used: false } satisfies PasswordResetDocument);
    }
    if (event.type === 'PasswordChanged' && event.data.codeHash) {
      const reset = await context.get<PasswordResetDocument>(PASSWORD_RESETS, event.data.codeHash);
      if (reset) context.put(PASSWORD_RESETS, reset.codeHash, { ...reset, used: true });
    }
  },
};
