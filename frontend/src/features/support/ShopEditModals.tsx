import { useRef, useState, type FormEvent } from 'react';
import { AddShopCategoryRequest, AddShopRequest, t, type Shop, type ShopCategory } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { SelectField, TextField } from '../../ui/fields.js';
import { FormActions } from '../../ui/FormActions.js';
import { Modal } from '../../ui/Modal.js';
import { beginSubmit, fieldErrors } from '../../ui/validation.js';
import { type ShopEditCall, useEditShopsMutation } from './supportApi.js';
import { shopEditProblemTexts } from './shopEditTexts.js';

/** Sends one edit; closes the dialog when it worked, else shows the refusal in it. */
function useShopEdit(onDone: (text: string) => void) {
  const [edit, { isLoading }] = useEditShopsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (call: ShopEditCall) => {
    setFailure(null);
    const answer = await edit(call);
    if ('error' in answer) setFailure(describeError(answer.error, shopEditProblemTexts));
    else onDone(t('support.shops.saved'));
  };
  return { send, busy: isLoading, failure };
}

/** Adds a category (no `category` given) or renames one. */
export function CategoryModal({
  category,
  onDone,
  onClose,
}: {
  category?: ShopCategory;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(category?.name ?? '');
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { send, busy, failure } = useShopEdit(onDone);
  const parsed = AddShopCategoryRequest.safeParse({ name });
  const errors = submitted ? fieldErrors(parsed) : {};

  const submit = async (event: FormEvent) => {
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted)) return;
    await send(
      category
        ? { action: 'RenameCategory', body: { categoryId: category.id, name: parsed.data.name } }
        : { action: 'AddCategory', body: { name: parsed.data.name } },
    );
  };

  return (
    <Modal title={t(category ? 'support.shops.rename_category' : 'support.shops.add_category')} onClose={onClose}>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('support.shops.field.category_name')}
          value={name}
          error={errors.name}
          autoComplete="off"
          data-autofocus
          onChange={(event) => setName(event.target.value)}
        />
        <FormActions failure={failure} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** Adds a shop to a category (no `shop` given) or changes one, its category included. */
export function ShopModal({
  shop,
  categoryId,
  categories,
  onDone,
  onClose,
}: {
  shop?: Shop;
  categoryId: string;
  categories: ShopCategory[];
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const [fields, setFields] = useState({ name: shop?.name ?? '', url: shop?.url ?? 'https://', categoryId });
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { send, busy, failure } = useShopEdit(onDone);
  const parsed = AddShopRequest.safeParse(fields);
  const errors = submitted ? fieldErrors(parsed) : {};
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted)) return;
    await send(
      shop
        ? { action: 'ChangeShop', body: { ...parsed.data, shopId: shop.id } }
        : { action: 'AddShop', body: parsed.data },
    );
  };

  return (
    <Modal title={t(shop ? 'support.shops.edit_shop.title' : 'support.shops.add_shop')} onClose={onClose}>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('support.shops.field.name')}
          value={fields.name}
          error={errors.name}
          autoComplete="off"
          data-autofocus
          onChange={set('name')}
        />
        <TextField
          label={t('support.shops.field.url')}
          type="url"
          inputMode="url"
          value={fields.url}
          error={errors.url}
          hint={t('support.shops.field.url.hint')}
          autoComplete="off"
          onChange={set('url')}
        />
        <SelectField
          label={t('support.shops.field.category')}
          value={fields.categoryId}
          error={errors.categoryId}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          onChange={set('categoryId')}
        />
        <FormActions failure={failure} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
