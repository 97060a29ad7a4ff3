import { useState } from 'react';
import { DndContext, useDroppable, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { t, type OwnerGift, type OwnerWishlist, type WishlistSummary } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { useDialogs } from '../../ui/dialogs.js';
import { dragAccessibility, preferListTargets, useDragSensors } from './dnd.js';
import { moveProblemTexts } from './MoveToListModal.js';
import { OwnerGiftRow, type GiftDragData } from './OwnerGiftRow.js';
import { useMoveGiftMutation, useReorderGiftsMutation } from './ownerApi.js';

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
 * keyboard), or onto another of the owner's lists: those drop targets show only while a gift is dragged.
 */
export function GiftBoard({ wishlist, otherLists, onEdit, onMove, onMoved }: GiftBoardProps) {
  const [dragged, setDragged] = useState<GiftDragData | null>(null);
  const sensors = useDragSensors();
  const dialogs = useDialogs();
  const [reorderGifts] = useReorderGiftsMutation();
  const [moveGift] = useMoveGiftMutation();

  const nameOf = (_: string | number, data: unknown) =>
    (isGift(data) ? data.description : isList(data) ? `/${data.list.username}` : '');

  const onDragStart = ({ active }: DragStartEvent) => setDragged(isGift(active.data.current) ? active.data.current : null);

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const gift = active.data.current;
    if (!over || !isGift(gift)) return;
    const target = over.data.current;
    try {
      if (isList(target)) {
        await moveGift({
          sourceWishlistPrivateGuid: wishlist.privateGuid, wishlistPrivateGuid: target.list.privateGuid, giftPublicGuid: String(active.id),
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
        wishlistPrivateGuid: wishlist.privateGuid, categoryPrivateGuid: category.privateGuid, order: arrayMove(order, from, to),
      }).unwrap();
    } catch (error) {
      await dialogs.message(describeError(error, { ...moveProblemTexts, InvalidData: 'owner.reorder.failed' }));
    }
  };

  return (
    <DndContext sensors={sensors} collisionDetection={preferListTargets} accessibility={dragAccessibility(nameOf)}
      onDragStart={onDragStart} onDragEnd={(event) => void onDragEnd(event)} onDragCancel={() => setDragged(null)}>
      {wishlist.categories.map((category) => (
        <section key={category.privateGuid} className="category" aria-labelledby={`category-${category.privateGuid}`}>
          <h2 id={`category-${category.privateGuid}`} className="category__title">{category.name}</h2>
          {category.gifts.length === 0
            ? <p className="empty">{t('owner.category_empty')}</p>
            : (
              <SortableContext items={category.gifts.map((gift) => gift.publicGuid)} strategy={verticalListSortingStrategy}>
                <ul className="gift-list">
                  {category.gifts.map((gift) => (
                    <OwnerGiftRow key={gift.publicGuid} gift={gift} categoryPrivateGuid={category.privateGuid} wishlist={wishlist}
                      dropDisabled={dragged !== null && dragged.categoryPrivateGuid !== category.privateGuid}
                      onEdit={() => onEdit(gift, category.privateGuid)} onMove={onMove && (() => onMove(gift))} />
                  ))}
                </ul>
              </SortableContext>
            )}
        </section>
      ))}
      {dragged && otherLists.length > 0 && (
        <div className="list-drop">
          <p className="list-drop__title">{t('owner.drop.title')}</p>
          <div className="list-drop__targets">
            {otherLists.map((list) => <ListDropTarget key={list.privateGuid} list={list} />)}
          </div>
        </div>
      )}
    </DndContext>
  );
}

function ListDropTarget({ list }: { list: WishlistSummary }) {
  const data: ListDropData = { kind: 'list', list };
  const { setNodeRef, isOver } = useDroppable({ id: `list-${list.privateGuid}`, data });
  return (
    <div ref={setNodeRef} className={isOver ? 'list-drop__target list-drop__target--over' : 'list-drop__target'}
      data-drop-list={list.username}>
      {t('owner.drop.target', { username: list.username })}
    </div>
  );
}
