import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { GiftEditRequest, t, withWebScheme, type OwnerWishlist } from '@wl/contracts';
import { describeError, problemOf } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/fields.js';
import { FormActions } from '../../ui/FormActions.js';
import { Modal } from '../../ui/Modal.js';
import { Tabs } from '../../ui/Tabs.js';
import { LinkPreview } from '../../shared/LinkPreview.js';
import { beginSubmit, fieldErrors } from '../../ui/validation.js';
import { useEditGiftMutation } from '../../api/giftsApi.js';
import { base64Of, PictureProblem, pictureProblemText, preparePng } from '../../shared/pngFile.js';
import { useSiteSwitch } from '../../api/siteConfigApi.js';
import { Loading } from '../../ui/Loading.js';
import { giftEditProblemTexts, type GiftToEdit } from '../../shared/giftEdit.js';

/** The product search is a chunk of its own, fetched when its tab is first opened. */
const ProductSearchTab = lazy(() =>
  import('../products/ProductSearchTab.js').then((m) => ({ default: m.ProductSearchTab })),
);

/**
 * The picture as the form holds it: the one saved, a new one converted to PNG (base64 and a preview), a link preview's
 * (the server keeps a copy when the gift is saved), or none.
 */
type Picture =
  | { kind: 'saved'; url: string }
  | { kind: 'new'; base64: string; previewUrl: string }
  | { kind: 'linked'; url: string }
  | { kind: 'none' };

type EditGiftModalProps = { wishlist: OwnerWishlist; giftToEdit: GiftToEdit; onClose: () => void };

/** A free gift, or (with the product search switch on) a gift chosen from the catalogue in a second tab. */
export function EditGiftModal(props: EditGiftModalProps) {
  const [tab, setTab] = useState<'free' | 'product'>('free');
  const productSearch = useSiteSwitch('productSearch');
  const title = t(props.giftToEdit.gift ? 'owner.gift.edit_title' : 'owner.gift.add_title');
  if (!productSearch)
    return (
      <Modal title={title} onClose={props.onClose}>
        <FreeGiftForm {...props} />
      </Modal>
    );
  const tabs = [
    { name: 'free', label: t('product.tab.free') },
    { name: 'product', label: t('product.tab.search') },
  ] as const;
  return (
    <Modal title={title} onClose={props.onClose}>
      <Tabs label={t('product.tabs.label')} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'free' ? (
          <FreeGiftForm {...props} />
        ) : (
          <Suspense fallback={<Loading />}>
            <ProductSearchTab {...props} />
          </Suspense>
        )}
      </Tabs>
    </Modal>
  );
}

function FreeGiftForm({ wishlist, giftToEdit: { gift, categoryPrivateGuid }, onClose }: EditGiftModalProps) {
  const dialogs = useDialogs();
  const [values, setValues] = useState({
    description: gift?.description ?? '',
    url: gift?.userEditableUri ?? gift?.uri ?? '',
    categoryPrivateGuid,
    enableCrossOff: gift?.crossOffEnabled ?? true,
  });
  const [picture, setPicture] = useState<Picture>(
    gift?.displayImageUrl ? { kind: 'saved', url: gift.displayImageUrl } : { kind: 'none' },
  );
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [previewLink, setPreviewLink] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [editGift, { isLoading }] = useEditGiftMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const parsed = GiftEditRequest.safeParse({
    publicGuid: gift?.publicGuid,
    ...values,
    hasCustomImage: picture.kind !== 'none',
    newImageBase64: picture.kind === 'new' ? picture.base64 : undefined,
    imageUrl: picture.kind === 'linked' ? picture.url : undefined,
  });
  const errors = submitted ? fieldErrors(parsed) : {};

  useEffect(
    () => () => {
      if (picture.kind === 'new') URL.revokeObjectURL(picture.previewUrl);
    },
    [picture],
  );

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPictureError(null);
    try {
      const png = await preparePng(file);
      setPicture({ kind: 'new', base64: await base64Of(png), previewUrl: URL.createObjectURL(png) });
    } catch (error) {
      setPictureError(t(error instanceof PictureProblem ? pictureProblemText(error) : 'image.error.unreadable'));
    }
  };

  const submit = async (event: FormEvent) => {
    setFailure(null);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted)) return;
    try {
      await editGift({ wishlistPrivateGuid: wishlist.privateGuid, gift: parsed.data }).unwrap();
      onClose();
    } catch (error) {
      // Partial success: the gift is saved, only its picture is not.
      if (problemOf(error) === 'SaveImageFailed') {
        onClose();
        await dialogs.message(t('gift.save_image_failed'));
        return;
      }
      setFailure(describeError(error, giftEditProblemTexts));
    }
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <TextAreaField
        label={t('owner.gift.description')}
        value={values.description}
        error={errors.description}
        onChange={(event) => setValues({ ...values, description: event.target.value })}
      />
      <TextField
        label={t('owner.gift.url')}
        type="url"
        inputMode="url"
        value={values.url}
        error={errors.url}
        onChange={(event) => setValues({ ...values, url: event.target.value })}
        onPaste={(event) => setPreviewLink(withWebScheme(event.clipboardData.getData('text').trim()))}
        onBlur={() => {
          const url = withWebScheme(values.url.trim());
          setValues((current) => ({ ...current, url }));
          setPreviewLink(url);
        }}
      />
      <LinkPreview
        link={previewLink}
        canUseTitle={values.description.trim() === ''}
        imageInUse={picture.kind === 'linked' ? picture.url : null}
        onUseTitle={(title) => setValues((current) => ({ ...current, description: title }))}
        onUseImage={(url) => setPicture({ kind: 'linked', url })}
        onPreview={(preview) => {
          setValues((current) =>
            withWebScheme(current.url.trim()) === preview.url ? { ...current, url: preview.sanitizedUrl } : current,
          );
          setPreviewLink((current) => (current === preview.url ? preview.sanitizedUrl : current));
        }}
      />
      <PictureField
        picture={picture}
        error={pictureError}
        onChoose={(event) => void choosePicture(event)}
        onRemove={() => setPicture({ kind: 'none' })}
      />
      <SelectField
        label={t('owner.gift.category')}
        value={values.categoryPrivateGuid}
        options={wishlist.categories.map((category) => ({ value: category.privateGuid, label: category.name }))}
        onChange={(event) => setValues({ ...values, categoryPrivateGuid: event.target.value })}
      />
      <CheckboxField
        label={t('owner.gift.enable_cross_off')}
        checked={values.enableCrossOff}
        onChange={(event) => setValues({ ...values, enableCrossOff: event.target.checked })}
      />
      <FormActions failure={failure} busy={isLoading} onCancel={onClose} />
    </form>
  );
}

type PictureFieldProps = {
  picture: Picture;
  error: string | null;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
};

/** A picture for the gift: a photo or image file (the input itself is hidden behind its label, styled as a button). */
function PictureField({ picture, error, onChoose, onRemove }: PictureFieldProps) {
  const id = useId();
  const previewUrl =
    picture.kind === 'saved' || picture.kind === 'linked'
      ? picture.url
      : picture.kind === 'new'
        ? picture.previewUrl
        : null;
  return (
    <div className={error ? 'field field--invalid picture-field' : 'field picture-field'}>
      <span className="field__label" id={`${id}-label`}>
        {t('owner.gift.image')}
      </span>
      <div className="picture-field__row">
        {previewUrl && (
          <img
            className="picture-field__preview"
            src={previewUrl}
            alt={t('owner.gift.image_preview')}
            referrerPolicy="no-referrer"
          />
        )}
        <div className="picture-field__buttons">
          <input
            id={id}
            className="file-input"
            type="file"
            accept="image/*"
            onChange={onChoose}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <label htmlFor={id} className="btn btn--secondary">
            {t(previewUrl ? 'owner.gift.image_replace' : 'owner.gift.image_choose')}
          </label>
          {previewUrl && (
            <Button variant="link" onClick={onRemove}>
              {t('owner.gift.image_remove')}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
