// The presence context's public entry: what other contexts may use of it (docs/architecture.md, "Boundaries").
export { OwnerPresence } from './owner-presence.js';
export { PresenceModule } from './presence.module.js';
