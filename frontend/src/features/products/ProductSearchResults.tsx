import { productTimings, t, type ProductSearchResult } from '@wl/contracts';
import { Button } from '../../ui/Button.js';
import { formatOfferPrice } from '../../shared/price.js';
import { ProductImage } from './ProductImage.js';
import { type ProductSearchFilter, useSearchProductsInfiniteQuery } from './productsApi.js';
import { useNearEnd } from './useNearEnd.js';

const cheapest = (result: ProductSearchResult) =>
  result.products.length ? Math.min(...result.products.map((offer) => offer.price)) : null;

/** The pages of one search, as buttons to choose a product; more come in 800 px before the end of the list. */
export function ProductSearchResults({
  filter,
  onChoose,
}: {
  filter: ProductSearchFilter;
  onChoose: (product: ProductSearchResult) => void;
}) {
  const search = useSearchProductsInfiniteQuery(filter);
  // Not `data`: while a new term loads, the previous term's results must not show as its answer.
  const pages = search.currentData?.pages ?? [];
  const results = pages.flatMap((page) => page.products);
  const total = pages[0]?.total ?? 0;
  const more = search.hasNextPage && !search.isFetchingNextPage && !search.isFetchNextPageError;
  const endRef = useNearEnd<HTMLDivElement>(
    () => void search.fetchNextPage(),
    productTimings.infiniteScrollPx,
    more,
    results.length,
  );

  const counted =
    pages.length > 0
      ? t(total === 1 ? 'product.search.count.one' : 'product.search.count.other', { count: total })
      : '';
  const failed = search.isError && pages.length === 0;
  return (
    <div className="product-results">
      <p className="visually-hidden" role="status" aria-live="polite">
        {search.isFetching && pages.length === 0 ? t('product.search.loading') : counted}
      </p>
      {search.isFetching && pages.length === 0 && (
        <p className="product-results__state" aria-hidden="true">
          <span className="spinner" /> {t('product.search.loading')}
        </p>
      )}
      {failed && <SearchFailed onRetry={() => void search.refetch()} />}
      {pages.length > 0 && total === 0 && <p className="empty">{t('product.search.empty', { term: filter.term })}</p>}
      {results.length > 0 && (
        <ul className="product-results__list" aria-label={t('product.search.results')}>
          {results.map((result) => (
            <li key={result.productId}>
              <button type="button" className="product-result" onClick={() => onChoose(result)}>
                <ProductImage src={result.imageForDisplay ?? result.image} className="product-result__image" />
                <span className="product-result__text">
                  <span className="product-result__title">{result.title}</span>
                  {cheapest(result) !== null && (
                    <span className="product-result__price">{formatOfferPrice(cheapest(result)!)}</span>
                  )}
                  <span className="product-result__shops">
                    {t(result.products.length === 1 ? 'product.search.shops.one' : 'product.search.shops.other', {
                      count: result.products.length,
                    })}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div ref={endRef} />
      {search.isFetchingNextPage && (
        <p className="product-results__state">
          <span className="spinner" aria-hidden="true" /> {t('product.search.loading_more')}
        </p>
      )}
      {search.isFetchNextPageError && <SearchFailed onRetry={() => void search.fetchNextPage()} />}
    </div>
  );
}

function SearchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{t('product.search.error')}</p>
      <Button onClick={onRetry}>{t('general.retry')}</Button>
    </div>
  );
}
