// The crossoff context's public entry: what other contexts may use of it (docs/architecture.md, "Boundaries").
export { CrossOffModule } from './crossoff.module.js';
/** For support's undo through the console (docs/support.md), decided on the same streams as the giver's. */
export { giftAndItsList, locateGiftAndItsList } from './gift-and-its-list.js';
