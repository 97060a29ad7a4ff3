import { useState, type FormEvent } from 'react';
import { CategoryCreateRequest, t, type CategoryProblem, type MessageKey } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { fieldErrors } from '../../ui/validation.js';
import { useCreateCategoryMutation } from '../../api/categoriesApi.js';

const categoryProblemTexts: Partial<Record<CategoryProblem, MessageKey>> = {
  WishlistNotFound: 'category.error.wishlist_not_found',
};

export function AddCategoryForm({ wishlistPrivateGuid, onDone }: { wishlistPrivateGuid: string; onDone: () => void }) {
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [createCategory, { isLoading }] = useCreateCategoryMutation();
  const parsed = CategoryCreateRequest.safeParse({ name, wishlistPrivateGuid });
  const errors = submitted ? fieldErrors(parsed) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!parsed.success) return;
    try {
      await createCategory(parsed.data).unwrap();
      onDone();
    } catch (error) {
      setFailure(describeError(error, categoryProblemTexts));
    }
  };

  return (
    <form className="form form--inline card" onSubmit={submit} noValidate>
      <TextField
        label={t('owner.category.name')}
        value={name}
        error={errors.name}
        autoFocus
        onChange={(event) => setName(event.target.value)}
      />
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row">
        <Button onClick={onDone}>{t('general.cancel')}</Button>
        <Button type="submit" variant="primary" busy={isLoading}>
          {t('general.add')}
        </Button>
      </div>
    </form>
  );
}
