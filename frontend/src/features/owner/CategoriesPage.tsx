import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CategoryRenameRequest, t, type OwnerCategory, type OwnerWishlist, type WishlistSummary } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { usePageTitle } from '../../ui/hooks.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { fieldErrors } from '../../ui/validation.js';
import { AddCategoryForm } from './AddCategoryForm.js';
import { CategoryDragHandle, categoryProblemTexts, useCategoryDrop, useSortableCategory } from './categoryDrag.js';
import { dragAccessibility, useDragSensors, useEdgeScroll } from './dnd.js';
import { InlineEdit } from './InlineEdit.js';
import { MoveToListModal } from './MoveToListModal.js';
import { OwnedList } from './OwnedList.js';
import { BackIcon, PlusIcon } from '../../shared/ownerIcons.js';
import {
  useDeleteCategoryMutation,
  useMoveCategoryMutation,
  useRenameCategoryMutation,
} from '../../api/categoriesApi.js';

/** `/{username}/categories`: reorder by dragging, rename, delete, add, and move to another own list. */
export function CategoriesPage() {
  const { username = '' } = useParams();
  usePageTitle(t('categories.title'));
  return (
    <OwnedList username={username} pathFor={(name) => `/${name}/categories`}>
      {(wishlist, lists) => <Categories wishlist={wishlist} lists={lists} />}
    </OwnedList>
  );
}

function Categories({ wishlist, lists }: { wishlist: OwnerWishlist; lists: WishlistSummary[] }) {
  const [adding, setAdding] = useState(false);
  const [toMove, setToMove] = useState<OwnerCategory | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sensors = useDragSensors();
  const edgeScroll = useEdgeScroll();
  const dropCategory = useCategoryDrop(wishlist);
  const [moveCategory] = useMoveCategoryMutation();
  const canMove = lists.length > 1;
  const { categories } = wishlist;
  const nameOf = (id: string | number) => categories.find((category) => category.privateGuid === id)?.name ?? '';

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    edgeScroll.stop();
    if (over) void dropCategory(active.id, over.id);
  };

  return (
    <section className="page categories-page">
      <Link className="btn btn--link back-link" to={`/${wishlist.username}`}>
        <BackIcon /> {t('owner.back_to_list')}
      </Link>
      <h1>{t('categories.title')}</h1>
      <p className="form__note">{t('categories.intro')}</p>
      <StatusNotice text={notice} />
      <DndContext
        sensors={sensors}
        accessibility={dragAccessibility(nameOf)}
        autoScroll={false}
        onDragStart={edgeScroll.start}
        onDragEnd={onDragEnd}
        onDragCancel={edgeScroll.stop}
      >
        <SortableContext
          items={categories.map((category) => category.privateGuid)}
          strategy={verticalListSortingStrategy}
        >
          <ul className="category-list">
            {categories.map((category) => (
              <CategoryRow
                key={category.privateGuid}
                category={category}
                wishlist={wishlist}
                onMove={canMove ? () => setToMove(category) : undefined}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {categories.length < 2 && <p className="form__note">{t('categories.delete_disabled')}</p>}
      {adding ? (
        <AddCategoryForm wishlistPrivateGuid={wishlist.privateGuid} onDone={() => setAdding(false)} />
      ) : (
        <div className="action-bar">
          <Button variant="primary" onClick={() => setAdding(true)}>
            <PlusIcon /> {t('owner.add_category')}
          </Button>
        </div>
      )}
      {toMove && (
        <MoveToListModal
          title={t('categories.move_title')}
          text={t('categories.move_text', { name: toMove.name })}
          lists={lists}
          currentPrivateGuid={wishlist.privateGuid}
          onClose={() => setToMove(null)}
          onMove={async (target) => {
            await moveCategory({
              sourceWishlistPrivateGuid: wishlist.privateGuid,
              wishlistPrivateGuid: target.privateGuid,
              categoryPrivateGuid: toMove.privateGuid,
            }).unwrap();
            setNotice(t('categories.moved', { name: toMove.name, username: target.username }));
          }}
        />
      )}
    </section>
  );
}

type CategoryRowProps = { category: OwnerCategory; wishlist: OwnerWishlist; onMove?: () => void };

function CategoryRow({ category, wishlist, onMove }: CategoryRowProps) {
  const dialogs = useDialogs();
  const [rename] = useRenameCategoryMutation();
  const [remove, removal] = useDeleteCategoryMutation();
  const sortable = useSortableCategory(category);
  const lastOne = wishlist.categories.length < 2;
  const count = category.gifts.length;

  const confirmRemove = async () => {
    if (
      !(await dialogs.confirm({
        title: t('categories.delete_title'),
        text: t('categories.delete_text', { name: category.name, count }),
        confirmLabel: t('general.delete'),
        danger: true,
      }))
    )
      return;
    try {
      await remove({ wishlistPrivateGuid: wishlist.privateGuid, privateGuid: category.privateGuid }).unwrap();
    } catch (error) {
      await dialogs.message(describeError(error, categoryProblemTexts));
    }
  };

  return (
    <li
      ref={sortable.setNodeRef}
      className={sortable.isDragging ? 'category-row category-row--dragging' : 'category-row'}
      data-category={category.name}
      style={sortable.style}
    >
      <CategoryDragHandle sortable={sortable} name={category.name} />
      <div className="category-row__body">
        <InlineEdit
          label={t('categories.rename_label', { name: category.name })}
          value={category.name}
          validate={(name) =>
            fieldErrors(CategoryRenameRequest.safeParse({ privateGuid: category.privateGuid, name })).name ?? null
          }
          onSave={(name) =>
            rename({
              wishlistPrivateGuid: wishlist.privateGuid,
              privateGuid: category.privateGuid,
              name: name ?? '',
            }).unwrap()
          }
        >
          {(start, triggerRef) => (
            <div className="category-row__main">
              <span className="category-row__name">{category.name}</span>
              <span className="category-row__count">
                {count === 1 ? t('home.gift_count.one') : t('home.gift_count.other', { count })}
              </span>
              <div className="category-row__actions">
                <button
                  ref={triggerRef}
                  type="button"
                  className="btn btn--secondary"
                  onClick={start}
                  aria-label={`${t('categories.rename')}: ${category.name}`}
                >
                  {t('categories.rename')}
                </button>
                {onMove && (
                  <Button onClick={onMove} aria-label={`${t('owner.gift.move')}: ${category.name}`}>
                    {t('owner.gift.move')}
                  </Button>
                )}
                <Button
                  variant="danger"
                  disabled={lastOne}
                  busy={removal.isLoading}
                  onClick={() => void confirmRemove()}
                  aria-label={`${t('general.delete')}: ${category.name}`}
                >
                  {t('general.delete')}
                </Button>
              </div>
            </div>
          )}
        </InlineEdit>
      </div>
    </li>
  );
}
