import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { t, type OwnerGift, type OwnerWishlist } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { GiftContent } from '../../ui/GiftContent.js';
import { useBusy } from '../../ui/hooks.js';
import { CheckIcon } from '../../ui/icons.js';
import { LockMark } from '../../ui/LockMark.js';
import { sortableAttributes } from './dnd.js';
import { GripIcon } from '../../shared/ownerIcons.js';
import { useDeleteGiftMutation } from '../../api/giftsApi.js';

/** What a dragged gift carries, for the board to know where it may go. */
export type GiftDragData = { kind: 'gift'; categoryPrivateGuid: string; description: string };

type OwnerGiftRowProps = {
  gift: OwnerGift;
  categoryPrivateGuid: string;
  wishlist: OwnerWishlist;
  /** While a gift of another category is dragged, this one is no place to drop it. */
  dropDisabled: boolean;
  onEdit: () => void;
  /** Only when the owner has another list. */
  onMove?: () => void;
};

/** A gift on the owner's page, sortable by its handle; its cross-off state shows only when the list shows crossed-off gifts. */
export function OwnerGiftRow({ gift, categoryPrivateGuid, wishlist, dropDisabled, onEdit, onMove }: OwnerGiftRowProps) {
  const dialogs = useDialogs();
  const [deleteGift] = useDeleteGiftMutation();
  const [busy, run] = useBusy();
  const crossedOff = wishlist.showCrossedOff && gift.isCrossedOff;
  const data: GiftDragData = { kind: 'gift', categoryPrivateGuid, description: gift.description };
  const sortable = useSortable({
    id: gift.publicGuid,
    data,
    attributes: sortableAttributes(),
    disabled: { draggable: false, droppable: dropDisabled },
  });

  const remove = async () => {
    const confirmed = await dialogs.confirm({
      title: t('owner.gift.delete_title'),
      text: t('owner.gift.delete_text', { description: gift.description }),
      confirmLabel: t('general.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteGift({ wishlistPrivateGuid: wishlist.privateGuid, publicGuid: gift.publicGuid }).unwrap();
    } catch (error) {
      await dialogs.message(describeError(error));
    }
  };

  const classes = ['gift', crossedOff && 'gift--crossed-off', sortable.isDragging && 'gift--dragging']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      ref={sortable.setNodeRef}
      className={classes}
      data-gift={gift.publicGuid}
      data-crossed-off={crossedOff ? 'true' : undefined}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <div className="gift__body">
        <div className="gift__main">
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            className="drag-handle"
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={t('owner.gift.drag', { description: gift.description })}
          >
            <GripIcon />
          </button>
          <GiftContent
            description={gift.description}
            uri={gift.uri}
            uriDisplayText={gift.uriDisplayText}
            imageUrl={gift.displayImageUrl}
            placeholder={gift.productId !== null}
          />
        </div>
        <div className="gift__actions owner-gift__actions">
          {crossedOff && (
            <span className="gift__badge">
              <CheckIcon /> {t('owner.gift.crossed_off')}
            </span>
          )}
          {!gift.crossOffEnabled && <LockMark text={t('owner.gift.cross_off_disabled')} />}
          <Button onClick={onEdit} aria-label={`${t('general.edit')}: ${gift.description}`}>
            {t('general.edit')}
          </Button>
          {onMove && (
            <Button onClick={onMove} aria-label={`${t('owner.gift.move')}: ${gift.description}`}>
              {t('owner.gift.move')}
            </Button>
          )}
          <Button
            variant="danger"
            busy={busy}
            onClick={() => run(remove)}
            aria-label={`${t('general.delete')}: ${gift.description}`}
          >
            {t('general.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
