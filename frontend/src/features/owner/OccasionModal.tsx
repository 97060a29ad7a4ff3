import { useRef, useState, type FormEvent } from 'react';
import { Occasion, t, UpdateOccasionRequest, type OwnerWishlist } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { SelectField, TextField } from '../../ui/fields.js';
import { FormActions } from '../../ui/FormActions.js';
import { Modal } from '../../ui/Modal.js';
import { beginSubmit, fieldErrors } from '../../ui/validation.js';
import { DATE_MAX, DATE_MIN, occasionLabel } from '../../shared/occasions.js';
import { useUpdateOccasionMutation } from '../../api/listSettingsApi.js';

/** The 17 occasions in the alphabetical order of their Dutch names. */
const occasionOptions = () =>
  Occasion.options
    .map((occasion) => ({ value: occasion, label: occasionLabel(occasion) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'nl'));

/** Chooses the list's occasion (one of 17, or none) and its date. */
export function OccasionModal({ wishlist, onClose }: { wishlist: OwnerWishlist; onClose: () => void }) {
  const [occasion, setOccasion] = useState<string>(wishlist.occasion ?? '');
  const [date, setDate] = useState(wishlist.occasionDate ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [updateOccasion, { isLoading }] = useUpdateOccasionMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const parsed = UpdateOccasionRequest.safeParse({
    privateGuid: wishlist.privateGuid,
    occasion: occasion || null,
    occasionDate: occasion && date ? date : null,
  });
  const errors = submitted ? fieldErrors(parsed) : {};

  const submit = async (event: FormEvent) => {
    setFailure(null);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted)) return;
    try {
      await updateOccasion(parsed.data).unwrap();
      onClose();
    } catch (error) {
      setFailure(describeError(error));
    }
  };

  return (
    <Modal title={t('owner.occasion.title')} onClose={onClose}>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <SelectField
          label={t('owner.occasion.label')}
          value={occasion}
          error={errors.occasion}
          options={[{ value: '', label: t('owner.occasion.none') }, ...occasionOptions()]}
          onChange={(event) => setOccasion(event.target.value)}
        />
        {occasion && (
          <TextField
            label={t('owner.occasion.date')}
            type="date"
            min={DATE_MIN}
            max={DATE_MAX}
            value={date}
            error={errors.occasionDate}
            hint={occasion === 'MyBirthday' ? t('owner.occasion.birthday_hint') : undefined}
            onChange={(event) => setDate(event.target.value)}
          />
        )}
        <FormActions failure={failure} busy={isLoading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
