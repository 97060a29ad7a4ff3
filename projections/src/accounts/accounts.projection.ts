import { defineProjection, unhandled } from '../runner/projection.js';
import { ACCOUNTS, type AccountDocument } from './account-document.js';

export const accountsProjection = defineProjection({
  name: 'accounts',
  collections: [ACCOUNTS],
  indexes: [
    { collection: ACCOUNTS, field: 'emailIndex' },
    { collection: ACCOUNTS, field: 'overviewEmailFrequency' },
  ],
  handles: [
    'UserRegistered',
    'UserUpgradedToAccount',
    'PasswordChanged',
    'ProfileChanged',
    'EmailSettingsChanged',
    'UserDeleted',
    'EmailVerified',
  ],
  async apply(event, context) {
    if (event.type === 'UserDeleted') return context.delete(ACCOUNTS, event.data.userId);
    if (event.type === 'ProfileChanged') {
      const account = await context.get<AccountDocument>(ACCOUNTS, event.data.userId);
      const personal = event.data.personal;
      if (account) {
        context.put(ACCOUNTS, account.userId, {
          ...account,
          emailIndex: event.data.emailIndex,
          emailVerified: account.emailVerified && account.emailIndex === event.data.emailIndex,
          email: personal?.email ?? null,
          firstName: personal?.firstName ?? null,
          lastName: personal?.lastName ?? null,
        });
      }
      return;
    }
    if (event.type === 'EmailVerified') {
      const account = await context.get<AccountDocument>(ACCOUNTS, event.data.userId);
      if (account)
        context.put(ACCOUNTS, account.userId, {
          ...account,
          emailVerified: account.emailIndex === event.data.emailIndex,
        });
      return;
    }
    if (event.type === 'EmailSettingsChanged') {
      const { userId, overviewEmailFrequency, enableCrossOffNotifications } = event.data;
      const account = await context.get<AccountDocument>(ACCOUNTS, userId);
      const frequency = overviewEmailFrequency as AccountDocument['overviewEmailFrequency'];
      if (account)
        context.put(ACCOUNTS, userId, { ...account, overviewEmailFrequency: frequency, enableCrossOffNotifications });
      return;
    }
    if (event.type === 'PasswordChanged') {
      const account = await context.get<AccountDocument>(ACCOUNTS, event.data.userId);
      if (account)
        context.put(ACCOUNTS, account.userId, {
          ...account,
          isAccount: true,
          passwordHash: event.data.personal?.passwordHash ?? null,
        });
      return;
    }
    if (event.type === 'UserUpgradedToAccount') {
      const account = await context.get<AccountDocument>(ACCOUNTS, event.data.userId);
      const { personal, receiveMailing } = event.data;
      if (account) {
        context.put(ACCOUNTS, account.userId, {
          ...account,
          isAccount: true,
          receiveMailing,
          overviewEmailFrequency: receiveMailing ? 1 : account.overviewEmailFrequency,
          firstName: personal?.firstName ?? null,
          lastName: personal?.lastName ?? null,
          passwordHash: personal?.passwordHash ?? null,
        });
      }
      return;
    }
    if (event.type !== 'UserRegistered') return unhandled(event);
    const { data } = event;
    const doc: AccountDocument = {
      userId: data.userId,
      publicGuid: data.publicGuid,
      emailIndex: data.emailIndex,
      isAccount: data.isAccount,
      receiveMailing: data.receiveMailing,
      overviewEmailFrequency: data.receiveMailing ? 1 : 0,
      enableCrossOffNotifications: true,
      email: data.personal?.email ?? null,
      firstName: data.personal?.firstName ?? null,
      lastName: data.personal?.lastName ?? null,
      passwordHash: data.personal?.passwordHash ?? null,
      emailVerified: false,
      createdAt: event.metadata.at,
    };
    context.put(ACCOUNTS, data.userId, doc);
  },
});
