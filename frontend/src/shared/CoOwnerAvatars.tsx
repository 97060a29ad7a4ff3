import { t, type OwnerWishlist } from '@wl/contracts';
import { useGetOwnersAndInvitesQuery } from '../api/coOwnersApi.js';
import { OwnerAvatar, ownerStatusText } from './OwnerAvatar.js';

/** The owner page header's row of owners with who is online, live; shown only when the list has more than one owner. */
export function CoOwnerAvatars({ wishlist }: { wishlist: OwnerWishlist }) {
  if (wishlist.owners.length < 2) return null;
  return <LiveAvatars wishlist={wishlist} />;
}

function LiveAvatars({ wishlist }: { wishlist: OwnerWishlist }) {
  const live = useGetOwnersAndInvitesQuery(wishlist.privateGuid);
  // Until the owners call answers (or when it fails) the list's own owners show, without presence.
  const owners = live.data?.owners ?? wishlist.owners;
  const changed = live.data?.changed ?? [];
  return (
    <ul className="owner-header__owners" aria-label={t('owner.coowners')}>
      {owners.map((owner) => (
        <li
          key={owner.publicUserGuid}
          className={changed.includes(owner.publicUserGuid) ? 'row--changed' : undefined}
          title={ownerStatusText(owner)}
          data-owner={owner.publicUserGuid}
        >
          <OwnerAvatar owner={owner} />
          <span className="visually-hidden">{ownerStatusText(owner)}</span>
        </li>
      ))}
    </ul>
  );
}
