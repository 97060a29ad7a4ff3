import { type FormEvent, useState } from 'react';
import {
  GiftEditWithProductRequest,
  limits,
  productTimings,
  t,
  type OwnerWishlist,
  type ProductSearchResult,
} from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/fields.js';
import { FormActions } from '../../ui/FormActions.js';
import { useDebounced } from '../../ui/hooks.js';
import { beginSubmit, fieldErrors } from '../../ui/validation.js';
import { giftEditProblemTexts, type GiftToEdit } from '../../shared/giftEdit.js';
import { useSiteSwitch } from '../../api/siteConfigApi.js';
import { NO_PRICE_FILTER, priceBounds, type PriceRange } from '../../shared/price.js';
import { PriceFilter } from './PriceFilter.js';
import { ProductImage } from './ProductImage.js';
import { ProductSearchResults } from './ProductSearchResults.js';
import { useEditGiftWithProductMutation } from './productsApi.js';

type ProductSearchTabProps = { wishlist: OwnerWishlist; giftToEdit: GiftToEdit; onClose: () => void };

/** The gift editor's second tab: search the catalogue, choose a product, and save the gift made from it. */
export function ProductSearchTab({ wishlist, giftToEdit, onClose }: ProductSearchTabProps) {
  const [chosen, setChosen] = useState<ProductSearchResult | null>(null);
  const [backFromChosen, setBackFromChosen] = useState(false);
  // Kept here, so going back from a chosen product finds the search as it was.
  const [term, setTerm] = useState('');
  const [range, setRange] = useState(NO_PRICE_FILTER);
  if (chosen) {
    const onOther = () => {
      setChosen(null);
      setBackFromChosen(true);
    };
    return (
      <ChosenProductForm
        wishlist={wishlist}
        giftToEdit={giftToEdit}
        product={chosen}
        onOther={onOther}
        onClose={onClose}
      />
    );
  }
  return (
    <ProductSearch
      term={term}
      onTerm={setTerm}
      range={range}
      onRange={setRange}
      focusSearch={backFromChosen}
      onChoose={setChosen}
    />
  );
}

type ProductSearchProps = {
  term: string;
  onTerm: (term: string) => void;
  range: PriceRange;
  onRange: (range: PriceRange) => void;
  focusSearch: boolean;
  onChoose: (product: ProductSearchResult) => void;
};

/** The search box (searched after a pause in typing) and the price filter (debounced the same way). */
function ProductSearch({ term, onTerm, range, onRange, focusSearch, onChoose }: ProductSearchProps) {
  const withPriceFilter = useSiteSwitch('priceFilter');
  const searched = useDebounced(term.trim(), productTimings.searchPauseMs);
  const minIndex = useDebounced(range.minIndex, productTimings.priceFilterDebounceMs);
  const maxIndex = useDebounced(range.maxIndex, productTimings.priceFilterDebounceMs);
  const bounds = withPriceFilter ? priceBounds({ minIndex, maxIndex }) : {};
  return (
    <div className="product-search">
      <div role="search">
        <TextField
          label={t('product.search.label')}
          type="search"
          value={term}
          maxLength={limits.productSearchTerm}
          autoComplete="off"
          autoFocus={focusSearch}
          hint={t('product.search.hint')}
          onChange={(event) => onTerm(event.target.value)}
        />
      </div>
      {withPriceFilter && <PriceFilter range={range} onChange={onRange} />}
      {searched && <ProductSearchResults filter={{ term: searched, ...bounds }} onChoose={onChoose} />}
    </div>
  );
}

type ChosenProductFormProps = ProductSearchTabProps & { product: ProductSearchResult; onOther: () => void };

/** The chosen product with the gift's own fields: its description starts as the product's title and can be changed. */
function ChosenProductForm({
  wishlist,
  giftToEdit: { gift, categoryPrivateGuid },
  product,
  onOther,
  onClose,
}: ChosenProductFormProps) {
  const [values, setValues] = useState({
    description: product.title.slice(0, limits.giftDescription),
    categoryPrivateGuid,
    enableCrossOff: gift?.crossOffEnabled ?? true,
  });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useEditGiftWithProductMutation();
  const parsed = GiftEditWithProductRequest.safeParse({
    publicGuid: gift?.publicGuid,
    ...values,
    productSource: product.productId,
    productSourceType: 'ProductSearch',
  });
  const errors = submitted ? fieldErrors(parsed) : {};

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    if (!beginSubmit(event, parsed, event.currentTarget, setSubmitted)) return;
    try {
      await save({ wishlistPrivateGuid: wishlist.privateGuid, gift: parsed.data }).unwrap();
      onClose();
    } catch (error) {
      setFailure(describeError(error, giftEditProblemTexts));
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <section className="chosen-product" aria-label={t('product.chosen.title')}>
        <ProductImage src={product.imageForDisplay ?? product.image} className="chosen-product__image" />
        <p className="chosen-product__title">{product.title}</p>
        <Button variant="link" onClick={onOther}>
          {t('product.chosen.other')}
        </Button>
      </section>
      {/* The chosen result's button is gone: focus goes on to what the owner may want to change. */}
      <TextAreaField
        label={t('owner.gift.description')}
        value={values.description}
        error={errors.description}
        autoFocus
        onChange={(event) => setValues({ ...values, description: event.target.value })}
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
