import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { SqliteDocumentStore } from '../store/sqlite-document-store.js';
import { currentReset, PASSWORD_RESETS, passwordResetsProjection } from './password-resets.projection.js';

const given = projectionSpec(passwordResetsProjection);

describe('password resets projection', () => {
  it('records a requested code as unused and as its user\u2019s current code', async () => {
    expect(await given(requested('code-1')).documents(PASSWORD_RESETS)).toEqual([
      { codeHash: 'code-1', userId: 'user-1', expiresAt, used: false },
      { codeHash: 'code-1' },
    ]);
  });

  it('makes a newer request the only current code', async () => {
    expect(await given(requested('code-1'), requested('code-2')).document(PASSWORD_RESETS, 'current:user-1')).toEqual({
      codeHash: 'code-2',
    });
  });

  it('marks the code used for a new password and ends the current code', async () => {
    const changed = opened('PasswordChanged', {
      userId: 'user-1',
      codeHash: 'code-1',
      personal: { passwordHash: 'hash' },
    });
    expect(await given(requested('code-1'), changed).documents(PASSWORD_RESETS)).toEqual([
      { codeHash: 'code-1', userId: 'user-1', expiresAt, used: true },
    ]);
  });

  it('ends the current code when the logged-in user sets a password (no code)', async () => {
    const changed = opened('PasswordChanged', { userId: 'user-1', codeHash: null, personal: { passwordHash: 'hash' } });
    expect(await given(requested('code-1'), changed).documents(PASSWORD_RESETS)).toEqual([
      { codeHash: 'code-1', userId: 'user-1', expiresAt, used: false },
    ]);
  });

  it('answers a code through currentReset only while it is its user\u2019s current code', async () => {
    const store = new SqliteDocumentStore(':memory:');
    const put = (id: string, doc: object) => ({ kind: 'put' as const, collection: PASSWORD_RESETS, id, doc });
    await store.commit([
      put('code-1', { codeHash: 'code-1', userId: 'user-1', expiresAt, used: false }),
      put('code-2', { codeHash: 'code-2', userId: 'user-1', expiresAt, used: false }),
      put('current:user-1', { codeHash: 'code-2' }),
    ]);
    expect(await currentReset(store, 'code-1')).toBeNull();
    expect(await currentReset(store, 'code-2')).toMatchObject({ codeHash: 'code-2' });
    expect(await currentReset(store, 'unknown')).toBeNull();
    await store.close();
  });
});

const expiresAt = '2024-05-01T11:00:00.000Z';
const requested = (codeHash: string) => opened('PasswordResetRequested', { userId: 'user-1', codeHash, expiresAt });
