// The wishlist context's public entry: what other contexts may use of it (docs/architecture.md, "Boundaries").
export { accessStateOf, viewerOf, type Viewer } from './access-rules.js';
export { CoOwnerQueries } from './co-owners/co-owner.queries.js';
export { CoOwners } from './co-owners/co-owners.js';
export { ForumQueries } from './forum.queries.js';
export { finishListSteps } from './list-gift-steps.js';
export { ListGifts } from './list-gifts.workflow.js';
export { giftForOwner, giftForVisitor, ownerFullName } from './views.js';
export { WishlistLifecycle, usernameHolder } from './wishlist-lifecycle.js';
export { WishlistViews } from './wishlist-views.js';
export { WishlistModule } from './wishlist.module.js';
export { WishlistQueries } from './wishlist.queries.js';
