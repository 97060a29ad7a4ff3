import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { t, type OwnerGift, type OwnerWishlist, type WishlistSummary } from '@wl/contracts';
import { Button } from '../../ui/Button.js';
import { usePageTitle } from '../../ui/hooks.js';
import { Loading } from '../../ui/Loading.js';
import { preloadableLazy } from '../../ui/preloadableLazy.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import type { GiftToEdit } from '../../shared/giftEdit.js';
import { ListHeader } from './ListHeader.js';
import { MoveToListModal } from './MoveToListModal.js';
import { OwnedList } from './OwnedList.js';
import { OwnerForum } from './OwnerForum.js';
import { ListIcon, PlusIcon, SettingsIcon, ShareIcon } from '../../shared/ownerIcons.js';
import { useMoveGiftMutation } from '../../api/giftsApi.js';

/**
 * The gifts with their drag and drop (dnd-kit, most of the page's code) are a chunk of their own, fetched as soon as
 * this page's chunk runs: at the same time as the list's data, which the gifts wait for anyway, and not before the
 * page's first paint. A failed fetch shows when the gifts render (the route's Oops screen).
 */
const GiftBoard = preloadableLazy(() => import('./GiftBoard.js').then((m) => m.GiftBoard));
GiftBoard.preload().catch(() => undefined);

/** The dialogs are chunks of their own, fetched when first opened (the gift editor brings the product search). */
const EditGiftModal = lazy(() => import('./EditGiftModal.js').then((m) => ({ default: m.EditGiftModal })));
const SettingsModal = lazy(() => import('./SettingsModal.js').then((m) => ({ default: m.SettingsModal })));
const ShareDialog = lazy(() => import('./ShareDialog.js').then((m) => ({ default: m.ShareDialog })));

/** The owner's own list. */
export function OwnerListPage({ username }: { username: string }) {
  return (
    <OwnedList username={username}>{(wishlist, lists) => <OwnerList wishlist={wishlist} lists={lists} />}</OwnedList>
  );
}

const shareableAccessTypes: readonly OwnerWishlist['accessType'][] = ['OPEN', 'PUBLIC'];

type OpenModal = 'share' | 'settings' | null;
const NOTICE_MS = 8000;

function OwnerList({ wishlist, lists }: { wishlist: OwnerWishlist; lists: WishlistSummary[] }) {
  const [giftToEdit, setGiftToEdit] = useState<GiftToEdit | null>(null);
  const [giftToMove, setGiftToMove] = useState<OwnerGift | null>(null);
  const [modal, setModal] = useState<OpenModal>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [moveGift] = useMoveGiftMutation();
  const fullName = `${wishlist.firstName} ${wishlist.lastName}`;
  usePageTitle(wishlist.title || fullName);
  const firstCategory = wishlist.categories[0];
  const otherLists = lists.filter((list) => list.privateGuid !== wishlist.privateGuid);
  const shareable = shareableAccessTypes.includes(wishlist.accessType);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <article className="page wishlist">
      {!shareable && <p className="banner banner--warning">{t('owner.private_banner')}</p>}
      <ListHeader wishlist={wishlist} />
      <div className="action-bar owner-actions">
        <Button
          variant="primary"
          disabled={!firstCategory}
          onClick={() => firstCategory && setGiftToEdit({ categoryPrivateGuid: firstCategory.privateGuid })}
        >
          <PlusIcon /> {t('owner.add_gift')}
        </Button>
        {shareable && (
          <Button onClick={() => setModal('share')}>
            <ShareIcon /> {t('owner.share')}
          </Button>
        )}
        <Link className="btn btn--secondary" to={`/${wishlist.username}/categories`}>
          <ListIcon /> {t('owner.categories')}
        </Link>
        <Button onClick={() => setModal('settings')}>
          <SettingsIcon /> {t('owner.settings')}
        </Button>
      </div>
      <StatusNotice text={notice} />
      {!firstCategory && <p className="empty">{t('owner.no_categories')}</p>}
      <Suspense fallback={<Loading />}>
        <GiftBoard
          wishlist={wishlist}
          otherLists={otherLists}
          onMoved={setNotice}
          onEdit={(gift, categoryPrivateGuid) => setGiftToEdit({ gift, categoryPrivateGuid })}
          onMove={otherLists.length > 0 ? setGiftToMove : undefined}
        />
      </Suspense>
      <OwnerForum wishlist={wishlist} />

      {giftToMove && (
        <MoveToListModal
          title={t('owner.gift.move_title')}
          text={t('owner.gift.move_text', { description: giftToMove.description })}
          lists={lists}
          currentPrivateGuid={wishlist.privateGuid}
          onClose={() => setGiftToMove(null)}
          onMove={async (target) => {
            await moveGift({
              sourceWishlistPrivateGuid: wishlist.privateGuid,
              wishlistPrivateGuid: target.privateGuid,
              giftPublicGuid: giftToMove.publicGuid,
            }).unwrap();
            setNotice(t('owner.gift.moved', { description: giftToMove.description, username: target.username }));
          }}
        />
      )}
      <Suspense fallback={<Loading />}>
        {giftToEdit && (
          <EditGiftModal wishlist={wishlist} giftToEdit={giftToEdit} onClose={() => setGiftToEdit(null)} />
        )}
        {modal === 'share' && <ShareDialog wishlist={wishlist} onClose={() => setModal(null)} />}
        {modal === 'settings' && (
          <SettingsModal wishlist={wishlist} onClose={() => setModal(null)} onSaved={setNotice} />
        )}
      </Suspense>
    </article>
  );
}
