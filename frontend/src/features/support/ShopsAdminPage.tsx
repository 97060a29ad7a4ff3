import { useState } from 'react';
import { Link } from 'react-router';
import { t, type Shop, type ShopCategory, type ShopsAnswer } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { Loading } from '../../ui/Loading.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { useDialogs } from '../../ui/dialogs.js';
import { usePageTitle } from '../../ui/hooks.js';
import { CallError } from './CallError.js';
import { CategoryModal, ShopModal } from './ShopEditModals.js';
import { ShopLogoControls } from './ShopLogoControls.js';
import { shopEditProblemTexts } from './shopEditTexts.js';
import { useEditShopsMutation, useGetSupportShopsQuery } from './supportApi.js';

/** Which dialog is open: a category to add or rename, a shop to add to a category or to change. */
type Editing = { kind: 'category'; category?: ShopCategory } | { kind: 'shop'; categoryId: string; shop?: Shop };

/** `/beheer/winkels`: the shop directory by category, with add, change and remove (docs/content.md, "Shops"). */
export function ShopsAdminPage() {
  usePageTitle(t('support.shops.title'));
  const directory = useGetSupportShopsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove, removal] = useEditShopsMutation();
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const edited = (text: string) => {
    setEditing(null);
    setFailure(null);
    setDone(text);
  };
  const failed = (text: string) => {
    setDone(null);
    setFailure(text);
  };
  const confirmRemove = async (title: string, text: string, call: Parameters<typeof remove>[0]) => {
    setDone(null);
    setFailure(null);
    if (!(await dialogs.confirm({ title, text, confirmLabel: t('support.shops.remove_shop'), danger: true }))) return;
    const answer = await remove(call);
    if ('error' in answer) setFailure(describeError(answer.error, shopEditProblemTexts));
    else setDone(t('support.shops.removed'));
  };
  const removeCategory = (category: ShopCategory) =>
    confirmRemove(
      t('support.shops.remove_category'),
      t('support.shops.remove_category.confirm.text', { name: category.name }),
      { action: 'RemoveCategory', body: { categoryId: category.id } },
    );
  const removeShop = (shop: Shop) =>
    confirmRemove(
      t('support.shops.remove_shop.confirm.title'),
      t('support.shops.remove_shop.confirm.text', { name: shop.name }),
      { action: 'RemoveShop', body: { shopId: shop.id } },
    );

  return (
    <section className="page support-page support-shops">
      <h1>{t('support.shops.title')}</h1>
      <p>
        {t('support.shops.intro')} <Link to="/winkels">{t('support.shops.public_link')}</Link>
      </p>
      <div className="button-row button-row--start">
        <Button
          variant="primary"
          onClick={() => {
            setDone(null);
            setEditing({ kind: 'category' });
          }}
        >
          {t('support.shops.add_category')}
        </Button>
      </div>
      <StatusNotice text={done} />
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      {directory.isLoading ? (
        <Loading />
      ) : directory.error || !directory.data ? (
        <CallError error={directory.error} onRetry={directory.refetch} />
      ) : directory.data.categories.length === 0 ? (
        <p className="empty">{t('support.shops.empty')}</p>
      ) : (
        directory.data.categories.map((category) => (
          <CategorySection
            key={category.id}
            category={category}
            directory={directory.data}
            busy={removal.isLoading}
            onEdit={setEditing}
            onRemoveCategory={removeCategory}
            onRemoveShop={removeShop}
            onDone={edited}
            onFailure={failed}
          />
        ))
      )}
      {editing?.kind === 'category' && (
        <CategoryModal category={editing.category} onDone={edited} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'shop' && directory.data && (
        <ShopModal
          shop={editing.shop}
          categoryId={editing.categoryId}
          categories={directory.data.categories}
          onDone={edited}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function CategorySection({
  category,
  directory,
  busy,
  onEdit,
  onRemoveCategory,
  onRemoveShop,
  onDone,
  onFailure,
}: {
  category: ShopCategory;
  directory: ShopsAnswer;
  busy: boolean;
  onEdit: (editing: Editing) => void;
  onRemoveCategory: (category: ShopCategory) => void;
  onRemoveShop: (shop: Shop) => void;
  onDone: (text: string) => void;
  onFailure: (text: string) => void;
}) {
  const shops = directory.shops.filter((shop) => shop.categoryId === category.id);
  const headingId = `support-shops-${category.id}`;
  return (
    <section className="card support-shop-category" aria-labelledby={headingId} data-category={category.id}>
      <h2 id={headingId}>{category.name}</h2>
      <div className="button-row button-row--start">
        <Button
          onClick={() => onEdit({ kind: 'shop', categoryId: category.id })}
          aria-label={t('support.shops.add_shop.label', { name: category.name })}
        >
          {t('support.shops.add_shop')}
        </Button>
        <Button
          onClick={() => onEdit({ kind: 'category', category })}
          aria-label={t('support.shops.rename_category.label', { name: category.name })}
        >
          {t('support.shops.rename_category')}
        </Button>
        <Button
          variant="danger"
          disabled={busy}
          onClick={() => onRemoveCategory(category)}
          aria-label={t('support.shops.remove_category.label', { name: category.name })}
        >
          {t('support.shops.remove_category')}
        </Button>
      </div>
      {shops.length === 0 ? (
        <p className="empty">{t('support.shops.category.empty')}</p>
      ) : (
        <ul className="support-shop-list">
          {shops.map((shop) => (
            <li key={shop.id} className="support-shop" data-shop={shop.id}>
              <span className="support-shop__name">{shop.name}</span>
              <span className="support-shop__url card__meta">{shop.url}</span>
              <ShopLogoControls shop={shop} onDone={onDone} onFailure={onFailure} />
              <span className="button-row button-row--start">
                <Button
                  onClick={() => onEdit({ kind: 'shop', categoryId: category.id, shop })}
                  aria-label={t('support.shops.edit_shop.label', { name: shop.name })}
                >
                  {t('support.shops.edit_shop')}
                </Button>
                <Button
                  variant="danger"
                  disabled={busy}
                  onClick={() => onRemoveShop(shop)}
                  aria-label={t('support.shops.remove_shop.label', { name: shop.name })}
                >
                  {t('support.shops.remove_shop')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
