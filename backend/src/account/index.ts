// The account context's public entry: what other contexts may use of it (docs/architecture.md, "Boundaries").
export { AccountModule } from './account.module.js';
export { UserContacts, type UserContact } from './user-contact.js';
