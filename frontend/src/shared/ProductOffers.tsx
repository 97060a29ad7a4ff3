import { useId, useState } from 'react';
import { t, type GroupedProduct } from '@wl/contracts';
import { Button } from '../ui/Button.js';
import { formatOfferPrice } from './price.js';

/** Spec 01 §3: all shops when there are 3 or fewer, else the 2 cheapest and an expand for the rest. */
const SHOWN_ALL_UP_TO = 3;
const SHOWN_FOLDED = 2;

const isWebAddress = (url: string) => URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);
const shopName = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** The shops that sell a gift, cheapest first; each link opens the shop in a new tab. */
export function ProductOffers({ group }: { group: GroupedProduct }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const offers = group.products.filter((offer) => isWebAddress(offer.url)).sort((a, b) => a.price - b.price);
  if (offers.length === 0) return null;
  const folded = offers.length > SHOWN_ALL_UP_TO && !expanded;
  const shown = folded ? offers.slice(0, SHOWN_FOLDED) : offers;
  return (
    <div className="product-offers">
      <p className="product-offers__label" id={`${id}-label`}>
        {t('product.offers.label')}
      </p>
      <ul className="product-offers__list" id={`${id}-list`} aria-labelledby={`${id}-label`}>
        {shown.map((offer) => (
          <li key={offer.productId} className="product-offer">
            <a href={offer.url} target="_blank" rel="noopener noreferrer nofollow">
              <span className="product-offer__shop">{shopName(offer.url)}</span>
              <span className="product-offer__price">{formatOfferPrice(offer.price)}</span>
              <span className="visually-hidden"> {t('shops.opens_new_tab')}</span>
            </a>
          </li>
        ))}
      </ul>
      {offers.length > SHOWN_ALL_UP_TO && (
        <Button
          variant="link"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('product.offers.less') : t('product.offers.more', { count: offers.length - SHOWN_FOLDED })}
        </Button>
      )}
    </div>
  );
}
