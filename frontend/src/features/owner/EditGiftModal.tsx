import { useRef, useState, type FormEvent } from 'react';
import { GiftEditRequest, t, type GiftEditProblem, type MessageKey, type OwnerGift, type OwnerWishlist } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/fields.js';
import { Modal } from '../../ui/Modal.js';
import { fieldErrors, focusFirstInvalid } from '../../ui/validation.js';
import { useEditGiftMutation } from './ownerApi.js';

/** A gift to change, or (without `gift`) a new gift for the given category. */
export type GiftToEdit = { gift?: OwnerGift; categoryPrivateGuid: string };

const giftEditProblemTexts: Record<GiftEditProblem, MessageKey> = {
  GiftNotFound: 'gift.error.not_found',
  SaveImageFailed: 'gift.save_image_failed',
  InvalidUpdate: 'gift.error.invalid_update',
  ProductNotFound: 'gift.error.product_not_found',
};

type EditGiftModalProps = { wishlist: OwnerWishlist; giftToEdit: GiftToEdit; onClose: () => void };

export function EditGiftModal({ wishlist, giftToEdit: { gift, categoryPrivateGuid }, onClose }: EditGiftModalProps) {
  const [values, setValues] = useState({
    description: gift?.description ?? '',
    url: gift?.userEditableUri ?? gift?.uri ?? '',
    categoryPrivateGuid,
    enableCrossOff: gift?.crossOffEnabled ?? true,
  });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [editGift, { isLoading }] = useEditGiftMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const parsed = GiftEditRequest.safeParse({ publicGuid: gift?.publicGuid, ...values });
  const errors = submitted ? fieldErrors(parsed) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!parsed.success) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    try {
      await editGift({ wishlistPrivateGuid: wishlist.privateGuid, gift: parsed.data }).unwrap();
      onClose();
    } catch (error) {
      setFailure(describeError(error, giftEditProblemTexts));
    }
  };

  return (
    <Modal title={t(gift ? 'owner.gift.edit_title' : 'owner.gift.add_title')} onClose={onClose}>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextAreaField label={t('owner.gift.description')} value={values.description} error={errors.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })} />
        <TextField label={t('owner.gift.url')} type="url" inputMode="url" value={values.url} error={errors.url}
          onChange={(event) => setValues({ ...values, url: event.target.value })} />
        <SelectField label={t('owner.gift.category')} value={values.categoryPrivateGuid}
          options={wishlist.categories.map((category) => ({ value: category.privateGuid, label: category.name }))}
          onChange={(event) => setValues({ ...values, categoryPrivateGuid: event.target.value })} />
        <CheckboxField label={t('owner.gift.enable_cross_off')} checked={values.enableCrossOff}
          onChange={(event) => setValues({ ...values, enableCrossOff: event.target.checked })} />
        {failure && <p className="form__error" role="alert">{failure}</p>}
        <div className="button-row">
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button type="submit" variant="primary" busy={isLoading}>{t('general.save')}</Button>
        </div>
      </form>
    </Modal>
  );
}
