import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { t, type MessageKey, type OwnerCategory, type OwnerWishlist } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { useDialogs } from '../../ui/dialogs.js';
import { sortableAttributes } from './dnd.js';
import { GripIcon } from '../../shared/ownerIcons.js';
import { useReorderCategoriesMutation } from '../../api/categoriesApi.js';

// Sorting categories by drag, shared by the categories page and the owner page.

export const categoryProblemTexts: Partial<Record<string, MessageKey>> = {
  LastCategory: 'category.error.last_category',
  CategoryNotFound: 'category.error.not_found',
  InvalidData: 'owner.reorder.failed',
};

/** What a dragged category carries. */
export type CategoryDragData = { kind: 'category'; name: string };
export const isCategoryDrag = (data: unknown): data is CategoryDragData =>
  (data as { kind?: string } | undefined)?.kind === 'category';

/** A category sortable by its handle; `dropDisabled` while something else than a category is dragged. */
export function useSortableCategory(category: OwnerCategory, dropDisabled = false) {
  const data: CategoryDragData = { kind: 'category', name: category.name };
  const sortable = useSortable({
    id: category.privateGuid,
    data,
    attributes: sortableAttributes(),
    disabled: { draggable: false, droppable: dropDisabled },
  });
  return {
    ...sortable,
    style: { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition },
  };
}

export function CategoryDragHandle({ sortable, name }: { sortable: ReturnType<typeof useSortable>; name: string }) {
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className="drag-handle"
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={t('categories.drag', { name })}
    >
      <GripIcon />
    </button>
  );
}

/** Saves the order after a category was dropped on another (optimistically; the owner hears when the server refuses). */
export function useCategoryDrop(wishlist: OwnerWishlist) {
  const dialogs = useDialogs();
  const [reorder] = useReorderCategoriesMutation();
  return async (activeId: string | number, overId: string | number) => {
    const order = wishlist.categories.map((category) => category.privateGuid);
    const from = order.indexOf(String(activeId));
    const to = order.indexOf(String(overId));
    if (from === -1 || to === -1 || from === to) return;
    try {
      await reorder({
        wishlistPrivateGuid: wishlist.privateGuid,
        privateGuidOrder: arrayMove(order, from, to),
      }).unwrap();
    } catch (error) {
      await dialogs.message(describeError(error, categoryProblemTexts));
    }
  };
}
