export * from './limits.js';
export * from './fields.js';
export * from './problems.js';
export * from './wishlist.js';
export * from './account.js';
export * from './gift.js';
export * from './events.js';
export * from './live.js';
