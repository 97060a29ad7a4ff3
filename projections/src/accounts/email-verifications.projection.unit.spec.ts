import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { EMAIL_VERIFICATIONS, emailVerificationsProjection } from './email-verifications.projection.js';

const given = projectionSpec(emailVerificationsProjection);

describe('email verifications projection', () => {
  it('finds the user of each mailed verification link by the code\u2019s hash', async () => {
    const requested = (codeHash: string, userId: string) =>
      opened('EmailVerificationRequested', {
        userId,
        codeHash,
        emailIndex: 'index-1',
        expiresAt: '2024-05-02T10:00:00.000Z',
      });
    expect(
      await given(requested('code-1', 'user-1'), requested('code-2', 'user-2')).documents(EMAIL_VERIFICATIONS),
    ).toEqual([
      { codeHash: 'code-1', userId: 'user-1' },
      { codeHash: 'code-2', userId: 'user-2' },
    ]);
  });

  it('keeps nothing but the hash and the user (whether the code still works is decided on the user\u2019s stream)', async () => {
    const requested = opened('EmailVerificationRequested', {
      userId: 'user-1',
      codeHash: 'code-1',
      emailIndex: 'index-1',
      expiresAt: '2024-05-02T10:00:00.000Z',
    });
    const used = opened('EmailVerified', { userId: 'user-1', codeHash: 'code-1', emailIndex: 'index-1' });
    expect(await given(requested, used).document(EMAIL_VERIFICATIONS, 'code-1')).toEqual({
      codeHash: 'code-1',
      userId: 'user-1',
    });
  });
});
