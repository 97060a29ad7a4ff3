import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { t, type OwnerWishlist } from '@wl/contracts';
import { ApiErrorView, NotFoundScreen } from '../../app/ErrorScreens.js';
import { Button } from '../../ui/Button.js';
import { Loading } from '../../ui/Loading.js';
import { usePageTitle } from '../../ui/hooks.js';
import { AddCategoryForm } from './AddCategoryForm.js';
import { EditGiftModal, type GiftToEdit } from './EditGiftModal.js';
import { OwnerGiftRow } from './OwnerGiftRow.js';
import { useGetOwnerListQuery, useMyLists } from './ownerApi.js';

/** The owner's own list; its private guid is looked up among the user's lists. */
export function OwnerListPage({ username }: { username: string }) {
  const lists = useMyLists();
  const summary = lists.data?.find((list) => list.username.toLowerCase() === username.toLowerCase());
  const list = useGetOwnerListQuery(summary?.privateGuid ?? skipToken);

  if (lists.isLoading || list.isLoading) return <Loading />;
  if (lists.error) return <ApiErrorView error={lists.error} onRetry={lists.refetch} />;
  if (!summary) return <NotFoundScreen />;
  if (list.error || !list.data) return <ApiErrorView error={list.error} onRetry={list.refetch} />;
  return <OwnerList wishlist={list.data} />;
}

const shareableAccessTypes: readonly OwnerWishlist['accessType'][] = ['OPEN', 'PUBLIC'];

function OwnerList({ wishlist }: { wishlist: OwnerWishlist }) {
  const [giftToEdit, setGiftToEdit] = useState<GiftToEdit | null>(null);
  const [addingCategory, setAddingCategory] = useState(false);
  const fullName = `${wishlist.firstName} ${wishlist.lastName}`;
  usePageTitle(wishlist.title || fullName);
  const firstCategory = wishlist.categories[0];

  return (
    <article className="page wishlist">
      {!shareableAccessTypes.includes(wishlist.accessType) && (
        <p className="banner banner--warning">{t('owner.private_banner')}</p>
      )}
      <header className="wishlist__header">
        <h1>{wishlist.title || fullName}</h1>
        {wishlist.title && <p className="wishlist__owner">{fullName}</p>}
        {wishlist.description && <p className="wishlist__description">{wishlist.description}</p>}
      </header>
      <div className="action-bar">
        <Button variant="primary" disabled={!firstCategory}
          onClick={() => firstCategory && setGiftToEdit({ categoryPrivateGuid: firstCategory.privateGuid })}>
          {t('owner.add_gift')}
        </Button>
        <Button onClick={() => setAddingCategory(true)} aria-expanded={addingCategory}>{t('owner.add_category')}</Button>
      </div>
      {addingCategory && (
        <AddCategoryForm wishlistPrivateGuid={wishlist.privateGuid} onDone={() => setAddingCategory(false)} />
      )}
      {!firstCategory && <p className="empty">{t('owner.no_categories')}</p>}
      {wishlist.categories.map((category) => (
        <section key={category.privateGuid} className="category">
          <h2 className="category__title">{category.name}</h2>
          {category.gifts.length === 0
            ? <p className="empty">{t('owner.category_empty')}</p>
            : (
              <ul className="gift-list">
                {category.gifts.map((gift) => (
                  <OwnerGiftRow key={gift.publicGuid} gift={gift} wishlist={wishlist}
                    onEdit={() => setGiftToEdit({ gift, categoryPrivateGuid: category.privateGuid })} />
                ))}
              </ul>
            )}
        </section>
      ))}
      {giftToEdit && <EditGiftModal wishlist={wishlist} giftToEdit={giftToEdit} onClose={() => setGiftToEdit(null)} />}
    </article>
  );
}
