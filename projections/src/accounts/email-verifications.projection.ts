import { defineProjection, unhandled } from '../runner/projection.js';

/** Read model `email_verifications`: whose mailed verification link a code is, found by the code's hash. */
export interface EmailVerificationDocument {
  codeHash: string;
  userId: string;
}

export const EMAIL_VERIFICATIONS = 'email_verifications';

/** Only finds the user; whether the code still works is decided on the user's stream. */
export const emailVerificationsProjection = defineProjection({
  name: 'email_verifications',
  collections: [EMAIL_VERIFICATIONS],
  indexes: [],
  handles: ['EmailVerificationRequested'],
  async apply(event, context) {
    if (event.type !== 'EmailVerificationRequested') return unhandled(event.type);
    const { codeHash, userId } = event.data;
    context.put(EMAIL_VERIFICATIONS, codeHash, { codeHash, userId } satisfies EmailVerificationDocument);
  },
});
