import type { Sealed } from '@wl/contracts';
import { foldSections } from './export-fold.js';
import type { LogEntry } from './my-events.js';

const sealed = (data: string): Sealed => ({ keyId: 'user-1', iv: 'iv', data });
/** Stands in for the key store: a sealed value "opens" to what its data names. */
const opened: Record<string, unknown> = {
  registered: { email: 'an@example.com', firstName: 'An', lastName: 'Peeters', passwordHash: 'scrypt$geheim' },
  changed: { email: 'an.nieuw@example.com', firstName: 'An', lastName: 'Janssens' },
  password: { passwordHash: 'scrypt$nieuw' },
};
const open = async (value: Sealed) => opened[value.data] ?? null;

let position = 0;
const entry = (type: string, data: Record<string, unknown>, at = '2026-01-01T10:00:00.000Z'): LogEntry =>
  ({
    type,
    data,
    streamId: 'user-user-1',
    metadata: {
      correlationId: `c-${++position}`,
      causationId: null,
      userId: 'user-1',
      contextId: null,
      at,
      schemaVersion: 1,
    },
  }) as LogEntry;

const registered = entry('UserRegistered', {
  userId: 'user-1',
  publicGuid: 'pub-1',
  isAccount: true,
  receiveMailing: true,
  emailIndex: 'index-1',
  personal: sealed('registered'),
  firstWishlist: null,
  extraOwnerInvite: null,
});

describe('export fold: the account section is the user decider fold of the account stream', () => {
  it('shows the address and names the stream last set, the settings in force and when the password changed, never a password hash', async () => {
    const history = [
      registered,
      entry('EmailVerified', { userId: 'user-1', codeHash: 'h', emailIndex: 'index-1' }),
      entry('ProfileChanged', { userId: 'user-1', emailIndex: 'index-2', personal: sealed('changed') }),
      entry(
        'PasswordChanged',
        { userId: 'user-1', codeHash: null, personal: sealed('password') },
        '2026-02-01T10:00:00.000Z',
      ),
      entry('EmailSettingsChanged', {
        userId: 'user-1',
        overviewEmailFrequency: 3,
        enableCrossOffNotifications: false,
      }),
    ];
    const sections = await foldSections(history, open, new Map());
    expect(sections.account).toEqual({
      publicGuid: 'pub-1',
      createdAt: '2026-01-01T10:00:00.000Z',
      isAccount: true,
      email: 'an.nieuw@example.com',
      firstName: 'An',
      lastName: 'Janssens',
      emailVerified: false,
      receiveMailing: true,
      overviewEmailFrequency: 3,
      enableCrossOffNotifications: false,
      passwordChangedAt: '2026-02-01T10:00:00.000Z',
    });
    expect(sections).toMatchObject({ emailIndex: 'index-2', emailVerified: false });
    expect(JSON.stringify(sections)).not.toContain('scrypt');
  });

  it('keeps a confirmed address confirmed, and shows no names once the key is forgotten', async () => {
    const verified = entry('EmailVerified', { userId: 'user-1', codeHash: 'h', emailIndex: 'index-1' });
    expect(await foldSections([registered, verified], open, new Map())).toMatchObject({
      emailIndex: 'index-1',
      emailVerified: true,
      account: { emailVerified: true, overviewEmailFrequency: 1 },
    });
    expect((await foldSections([registered], async () => null, new Map())).account).toMatchObject({
      email: null,
      firstName: null,
      lastName: null,
    });
  });

  it('leaves out the types it does not show and has no account without a registration', async () => {
    const claimed = { ...entry('ValueClaimed', { ownerId: 'user-1' }), streamId: 'claim-email-index-1' } as LogEntry;
    expect((await foldSections([claimed], open, new Map())).account).toBeNull();
  });
});
