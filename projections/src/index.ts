import { accountsProjection } from './accounts/accounts.projection.js';
import { passwordResetsProjection } from './accounts/password-resets.projection.js';
import { emailVerificationsProjection } from './accounts/email-verifications.projection.js';
import { crossedOffProjection } from './crossed-off/crossed-off.projection.js';
import { wishlistsProjection } from './wishlists/wishlists.projection.js';
import { friendsProjection } from './friends/friends.projection.js';
import { forumProjection } from './forum/forum.projection.js';
import { listSearchProjection } from './list-search/list-search.projection.js';
import { statsProjection } from './stats/stats.projection.js';
import { imageReferencesProjection } from './images/image-references.projection.js';
import { listActivityProjection } from './mailings/list-activity.projection.js';
import { listDatesProjection } from './mailings/list-dates.projection.js';
import { lotingsProjection } from './lots/lotings.projection.js';
import { shopsProjection } from './shops/shops.projection.js';
import { personStreamsProjection } from './support/person-streams.projection.js';
import { giftsByEanProjection } from './price-comparison/gifts-by-ean.projection.js';

export * from './store/document-store.port.js';
export * from './store/sqlite-document-store.js';
export * from './store/sqlite-group-commit.js';
export * from './runner/projection.js';
export * from './runner/projection-runner.js';
export * from './runner/leased-lane.js';
export * from './runner/parked-events.js';
export * from './runner/shadow-rebuild.js';
export * from './runner/batch-context.js';
export * from './accounts/account-document.js';
export * from './accounts/password-resets.projection.js';
export * from './accounts/email-verifications.projection.js';
export * from './wishlists/wishlist-document.js';
export * from './crossed-off/crossed-off.projection.js';
export * from './friends/friends.projection.js';
export * from './forum/forum.projection.js';
export * from './list-search/list-search.projection.js';
export * from './list-search/search-tokens.js';
export * from './stats/stats.projection.js';
export * from './images/image-references.projection.js';
export * from './mailings/list-activity.projection.js';
export * from './mailings/list-dates.projection.js';
export * from './lots/lotings.projection.js';
export * from './shops/shops.projection.js';
export * from './support/person-streams.projection.js';
export * from './price-comparison/gifts-by-ean.projection.js';
export * from './shops/shop-directory.js';
export { accountsProjection, wishlistsProjection };

/** Every read model, in the order `npm run rebuild -- --all` rebuilds them. */
export const allProjections = [
  accountsProjection,
  passwordResetsProjection,
  emailVerificationsProjection,
  wishlistsProjection,
  crossedOffProjection,
  friendsProjection,
  forumProjection,
  listSearchProjection,
  statsProjection,
  imageReferencesProjection,
  listActivityProjection,
  listDatesProjection,
  lotingsProjection,
  shopsProjection,
  personStreamsProjection,
  giftsByEanProjection,
];
