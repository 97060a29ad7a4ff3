import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { ACCOUNTS, type AccountDocument } from './account-document.js';
import { accountsProjection } from './accounts.projection.js';

const given = projectionSpec(accountsProjection);

describe('accounts projection', () => {
  it('records a registered user with opened personal data, unverified, mailing settings from the registration', async () => {
    expect(await given(registered).documents(ACCOUNTS)).toEqual([account]);
    const withMailing = opened('UserRegistered', { ...registered.data, receiveMailing: true }, at);
    expect(await given(withMailing).document(ACCOUNTS, 'user-1')).toMatchObject({
      receiveMailing: true,
      overviewEmailFrequency: 1,
    });
  });

  it('records an erased person\u2019s registration without personal data', async () => {
    const sealedAway = opened('UserRegistered', { ...registered.data, personal: null }, at);
    expect(await given(sealedAway).document(ACCOUNTS, 'user-1')).toEqual({
      ...account,
      email: null,
      firstName: null,
      lastName: null,
      passwordHash: null,
    });
  });

  it('makes a lightweight user a full account with the new password hash', async () => {
    const lightweight = opened('UserRegistered', { ...registered.data, isAccount: false }, at);
    const changed = opened('PasswordChanged', {
      userId: 'user-1',
      codeHash: 'code',
      personal: { passwordHash: 'hash-2' },
    });
    expect(await given(lightweight, changed).document(ACCOUNTS, 'user-1')).toEqual({
      ...account,
      isAccount: true,
      passwordHash: 'hash-2',
    });
  });

  it('makes an upgraded lightweight user a full account with names, password and mailing choice; created stays', async () => {
    const lightweight = opened(
      'UserRegistered',
      {
        ...registered.data,
        isAccount: false,
        personal: { email: 'anna@example.com', firstName: '', lastName: '', passwordHash: '' },
      },
      at,
    );
    const upgraded = opened(
      'UserUpgradedToAccount',
      {
        userId: 'user-1',
        receiveMailing: true,
        emailIndex: 'index-1',
        firstWishlist: {
          wishlistId: 'list-1',
          publicGuid: 'list-pub-1',
          usernameIndex: 'username-1',
          categoryId: 'cat-1',
          categoryPublicGuid: 'cat-pub-1',
          personal: { keyId: 'key-1', iv: 'iv', data: 'sealed' },
        },
        personal: { email: 'anna@example.com', firstName: 'Anna', lastName: 'Peeters', passwordHash: 'hash-2' },
      },
      '2031-01-01T00:00:00.000Z',
    );
    expect(await given(lightweight, upgraded).document(ACCOUNTS, 'user-1')).toEqual({
      ...account,
      isAccount: true,
      firstName: 'Anna',
      lastName: 'Peeters',
      passwordHash: 'hash-2',
      receiveMailing: true,
      overviewEmailFrequency: 1,
    });
  });

  it('follows a profile change; a new e-mail address is unconfirmed, the same one stays confirmed', async () => {
    const newAddress = opened('ProfileChanged', {
      userId: 'user-1',
      emailIndex: 'index-2',
      personal: { email: 'b@example.com', firstName: 'Bea', lastName: 'Claes' },
    });
    const sameAddress = opened('ProfileChanged', {
      userId: 'user-1',
      emailIndex: 'index-1',
      personal: { email: 'anna@example.com', firstName: 'Anneke', lastName: 'Peeters' },
    });
    expect(await given(registered, verified('index-1'), newAddress).document(ACCOUNTS, 'user-1')).toEqual({
      ...account,
      emailIndex: 'index-2',
      email: 'b@example.com',
      firstName: 'Bea',
      lastName: 'Claes',
      emailVerified: false,
    });
    expect(await given(registered, verified('index-1'), sameAddress).document(ACCOUNTS, 'user-1')).toEqual({
      ...account,
      firstName: 'Anneke',
      emailVerified: true,
    });
  });

  it('confirms the address only when the verified address is the current one', async () => {
    expect(await given(registered, verified('index-1')).document(ACCOUNTS, 'user-1')).toMatchObject({
      emailVerified: true,
    });
    expect(await given(registered, verified('index-old')).document(ACCOUNTS, 'user-1')).toMatchObject({
      emailVerified: false,
    });
  });

  it('follows the e-mail settings', async () => {
    const settings = opened('EmailSettingsChanged', {
      userId: 'user-1',
      overviewEmailFrequency: 3,
      enableCrossOffNotifications: false,
    });
    expect(await given(registered, settings).document(ACCOUNTS, 'user-1')).toEqual({
      ...account,
      overviewEmailFrequency: 3,
      enableCrossOffNotifications: false,
    });
  });

  it('drops a deleted user\u2019s document, and ignores later events about them', async () => {
    const late = opened('EmailSettingsChanged', {
      userId: 'user-1',
      overviewEmailFrequency: 3,
      enableCrossOffNotifications: false,
    });
    expect(await given(registered, opened('UserDeleted', { userId: 'user-1' }), late).documents(ACCOUNTS)).toEqual([]);
  });
});

const at = '2024-05-01T10:00:00.000Z';
const registered = opened(
  'UserRegistered',
  {
    userId: 'user-1',
    publicGuid: 'pub-1',
    isAccount: true,
    receiveMailing: false,
    emailIndex: 'index-1',
    firstWishlist: null,
    extraOwnerInvite: null,
    personal: { email: 'anna@example.com', firstName: 'Anna', lastName: 'Peeters', passwordHash: 'hash-1' },
  },
  at,
);
const verified = (emailIndex: string) => opened('EmailVerified', { userId: 'user-1', codeHash: 'code', emailIndex });
const account: AccountDocument = {
  userId: 'user-1',
  publicGuid: 'pub-1',
  emailIndex: 'index-1',
  isAccount: true,
  receiveMailing: false,
  overviewEmailFrequency: 0,
  enableCrossOffNotifications: true,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Peeters',
  passwordHash: 'hash-1',
  emailVerified: false,
  createdAt: at,
};
