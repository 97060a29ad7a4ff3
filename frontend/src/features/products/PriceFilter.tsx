import { t } from '@wl/contracts';
import { SelectField } from '../../ui/fields.js';
import { PRICE_STEPS, type PriceRange, stepLabel } from '../../shared/price.js';

const options = (indexes: number[]) => indexes.map((index) => ({ value: String(index), label: stepLabel(index) }));
const allSteps = PRICE_STEPS.map((_, index) => index);

/** From and to, on the spec's steps; a bound never passes the other. */
export function PriceFilter({ range, onChange }: { range: PriceRange; onChange: (range: PriceRange) => void }) {
  return (
    <fieldset className="price-filter">
      <legend className="field__label">{t('product.price.legend')}</legend>
      <SelectField
        label={t('product.price.min')}
        value={String(range.minIndex)}
        options={options(allSteps.slice(0, -1).filter((i) => i < range.maxIndex))}
        onChange={(event) => onChange({ ...range, minIndex: Number(event.target.value) })}
      />
      <SelectField
        label={t('product.price.max')}
        value={String(range.maxIndex)}
        options={options(allSteps.slice(1).filter((i) => i > range.minIndex))}
        onChange={(event) => onChange({ ...range, maxIndex: Number(event.target.value) })}
      />
    </fieldset>
  );
}
