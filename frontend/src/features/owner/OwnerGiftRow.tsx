import { t, type OwnerGift, type OwnerWishlist } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { GiftContent } from '../../ui/GiftContent.js';
import { useBusy } from '../../ui/hooks.js';
import { CheckIcon } from '../../ui/icons.js';
import { LockMark } from '../../ui/LockMark.js';
import { useDeleteGiftMutation } from './ownerApi.js';

type OwnerGiftRowProps = { gift: OwnerGift; wishlist: OwnerWishlist; onEdit: () => void };

/** A gift on the owner's page; its cross-off state shows only when the list shows crossed-off gifts. */
export function OwnerGiftRow({ gift, wishlist, onEdit }: OwnerGiftRowProps) {
  const dialogs = useDialogs();
  const [deleteGift] = useDeleteGiftMutation();
  const [busy, run] = useBusy();
  const crossedOff = wishlist.showCrossedOff && gift.isCrossedOff;

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

  return (
    <li className={crossedOff ? 'gift gift--crossed-off' : 'gift'} data-gift={gift.publicGuid}
      data-crossed-off={crossedOff ? 'true' : undefined}>
      <div className="gift__body">
        <GiftContent description={gift.description} uri={gift.uri} uriDisplayText={gift.uriDisplayText}
          imageUrl={gift.displayImageUrl} />
        <div className="gift__actions">
          {crossedOff && <span className="gift__badge"><CheckIcon /> {t('owner.gift.crossed_off')}</span>}
          {!gift.crossOffEnabled && <LockMark text={t('owner.gift.cross_off_disabled')} />}
          <Button onClick={onEdit} aria-label={`${t('general.edit')}: ${gift.description}`}>{t('general.edit')}</Button>
          <Button variant="danger" busy={busy} onClick={() => run(remove)}
            aria-label={`${t('general.delete')}: ${gift.description}`}>
            {t('general.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
