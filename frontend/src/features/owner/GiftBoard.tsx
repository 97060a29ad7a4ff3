import { useState, type ReactNode } from 'react';
import { DndContext, useDroppable, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { t, type OwnerCategory, type OwnerGift, type OwnerWishlist, type WishlistSummary } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { useDialogs } from '../../ui/dialogs.js';
import {
  CategoryDragHandle,
  isCategoryDrag,
  useCategoryDrop,
  useSortableCategory,
  type CategoryDragData,
} from './categoryDrag.js';
import { dragAccessibility, preferListTargets, useDragSensors, useEdgeScroll } from './dnd.js';
import { moveProblemTexts } from './MoveToListModal.js';
import { OwnerGiftRow, type GiftDragData } from './OwnerGiftRow.js';
import { useMoveGiftMutation, useReorderGiftsMutation } from '../../api/giftsApi.js';

/** What a drop target for another list carries. */
type ListDropData = { kind: 'list'; list: WishlistSummary };

type GiftBoardProps = {
  wishlist: OwnerWishlist;
  /** The owner's other lists: gifts can be dragged onto them. */
  otherLists: WishlistSummary[];
  onEdit: (gift: OwnerGift, categoryPrivateGuid: string) => void;
  onMove?: (gift: OwnerGift) => void;
  /** Tells the page that a gift went to another list. */
  onMoved: (text: string) => void;
};

const isGift = (data: unknown): data is GiftDragData => (data as { kind?: string } | undefined)?.kind === 'gift';
const isList = (data: unknown): data is ListDropData => (data as { kind?: string } | undefined)?.kind === 'list';

/**
 * The categories with their gifts. A gift is dragged by its handle within its category (press 200 ms, or the
 * keyboard), or onto another of the owner's lists: those drop targets show only while a gift is dragged. A category
 * is dragged by the handle beside its title, among the other categories.
 */
export function GiftBoard({ wishlist, otherLists, onEdit, onMove, onMoved }: GiftBoardProps) {
  const [dragged, setDragged] = useState<GiftDragData | CategoryDragData | null>(null);
  const sensors = useDragSensors();
  const edgeScroll = useEdgeScroll();
  const dropCategory = useCategoryDrop(wishlist);
  const dialogs = useDialogs();
  const [reorderGifts] = useReorderGiftsMutation();
  const [moveGift] = useMoveGiftMutation();

  const nameOf = (_: string | number, data: unknown) =>
    isGift(data) ? data.description : isList(data) ? `/${data.list.username}` : isCategoryDrag(data) ? data.name : '';

  const onDragStart = (event: DragStartEvent) => {
    const data = event.active.data.current;
    setDragged(isGift(data) || isCategoryDrag(data) ? data : null);
    edgeScroll.start(event);
  };
  const onDragCancel = () => {
    setDragged(null);
    edgeScroll.stop();
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    onDragCancel();
    if (over && isCategoryDrag(active.data.current)) return dropCategory(active.id, over.id);
    const gift = active.data.current;
    if (!over || !isGift(gift)) return;
    const target = over.data.current;
    try {
      if (isList(target)) {
        await moveGift({
          sourceWishlistPrivateGuid: wishlist.privateGuid,
          wishlistPrivateGuid: target.list.privateGuid,
          giftPublicGuid: String(active.id),
        }).unwrap();
        onMoved(t('owner.gift.moved', { description: gift.description, username: target.list.username }));
        return;
      }
      // Only within its own category: a gift dropped anywhere else stays where it was.
      if (!isGift(target) || target.categoryPrivateGuid !== gift.categoryPrivateGuid || over.id === active.id) return;
      const category = wishlist.categories.find((candidate) => candidate.privateGuid === gift.categoryPrivateGuid);
      if (!category) return;
      const order = category.gifts.map((candidate) => candidate.publicGuid);
      const from = order.indexOf(String(active.id));
      const to = order.indexOf(String(over.id));
      if (from === -1 || to === -1) return;
      await reorderGifts({
        wishlistPrivateGuid: wishlist.privateGuid,
        categoryPrivateGuid: category.privateGuid,
        order: arrayMove(order, from, to),
      }).unwrap();
    } catch (error) {
      await dialogs.message(describeError(error, { ...moveProblemTexts, InvalidData: 'owner.reorder.failed' }));
    }
  };

  const giftDropDisabled = (category: OwnerCategory) =>
    dragged !== null && (dragged.kind === 'category' || dragged.categoryPrivateGuid !== category.privateGuid);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={preferListTargets}
      accessibility={dragAccessibility(nameOf)}
      autoScroll={false}
      onDragStart={onDragStart}
      onDragEnd={(event) => void onDragEnd(event)}
      onDragCancel={onDragCancel}
    >
      <SortableContext
        items={wishlist.categories.map((category) => category.privateGuid)}
        strategy={verticalListSortingStrategy}
      >
        {wishlist.categories.map((category) => (
          <CategorySection
            key={category.privateGuid}
            category={category}
            sortable={wishlist.categories.length > 1}
            dropDisabled={dragged?.kind === 'gift'}
          >
            {category.gifts.length === 0 ? (
              <p className="empty">{t('owner.category_empty')}</p>
            ) : (
              <SortableContext
                items={category.gifts.map((gift) => gift.publicGuid)}
                strategy={verticalListSortingStrategy}
              >
                <ul className="gift-list">
                  {category.gifts.map((gift) => (
                    <OwnerGiftRow
                      key={gift.publicGuid}
                      gift={gift}
                      categoryPrivateGuid={category.privateGuid}
                      wishlist={wishlist}
                      dropDisabled={giftDropDisabled(category)}
                      onEdit={() => onEdit(gift, category.privateGuid)}
                      onMove={onMove && (() => onMove(gift))}
                    />
                  ))}
                </ul>
              </SortableContext>
            )}
          </CategorySection>
        ))}
      </SortableContext>
      {dragged?.kind === 'gift' && otherLists.length > 0 && (
        <div className="list-drop">
          <p className="list-drop__title">{t('owner.drop.title')}</p>
          <div className="list-drop__targets">
            {otherLists.map((list) => (
              <ListDropTarget key={list.privateGuid} list={list} />
            ))}
          </div>
        </div>
      )}
    </DndContext>
  );
}

type CategorySectionProps = { category: OwnerCategory; sortable: boolean; dropDisabled: boolean; children: ReactNode };

/** A category on the owner page: its title, with a drag handle when there is another category to swap with. */
function CategorySection({ category, sortable: withHandle, dropDisabled, children }: CategorySectionProps) {
  const sortable = useSortableCategory(category, dropDisabled);
  const titleId = `category-${category.privateGuid}`;
  const classes = ['category', sortable.isDragging && 'category--dragging'].filter(Boolean).join(' ');
  return (
    <section
      ref={sortable.setNodeRef}
      style={sortable.style}
      className={classes}
      aria-labelledby={titleId}
      data-category={category.name}
    >
      <div className="category__header">
        {withHandle && <CategoryDragHandle sortable={sortable} name={category.name} />}
        <h2 id={titleId} className="category__title">
          {category.name}
        </h2>
      </div>
      {children}
    </section>
  );
}

function ListDropTarget({ list }: { list: WishlistSummary }) {
  const data: ListDropData = { kind: 'list', list };
  const { setNodeRef, isOver } = useDroppable({ id: `list-${list.privateGuid}`, data });
  return (
    <div
      ref={setNodeRef}
      className={isOver ? 'list-drop__target list-drop__target--over' : 'list-drop__target'}
      data-drop-list={list.username}
    >
      {t('owner.drop.target', { username: list.username })}
    </div>
  );
}
