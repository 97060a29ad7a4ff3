import {
  GiftEditAnswer,
  ProductSearchAnswer,
  productTimings,
  type GiftEditWithProductRequest,
  type ProductSearchRequest,
} from '@wl/contracts';
import { api } from '../../api/api.js';

/** What the search tab asks: the term and the price filter; paging is the infinite query's. */
export type ProductSearchFilter = Omit<ProductSearchRequest, 'count' | 'offset'>;

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of a search (spec 01 §4): the first 30 results, then 10 at a time while there are more. */
    searchProducts: build.infiniteQuery<ProductSearchAnswer, ProductSearchFilter, number>({
      query: ({ queryArg, pageParam: offset }) => ({
        url: '/api/Product/ProductSearch',
        method: 'POST',
        body: {
          ...queryArg,
          offset,
          count: offset === 0 ? productTimings.firstPage : productTimings.nextPage,
        } satisfies ProductSearchRequest,
      }),
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _, lastOffset) => {
          const next = lastOffset + lastPage.products.length;
          return lastPage.products.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      responseSchema: ProductSearchAnswer,
      keepUnusedDataFor: 60,
    }),
    /** A gift from a product, created or updated; the owner's list is reloaded with it. */
    editGiftWithProduct: build.mutation<
      GiftEditAnswer,
      { wishlistPrivateGuid: string; gift: GiftEditWithProductRequest }
    >({
      query: ({ gift }) => ({ url: '/api/MyGift/EditWithProduct', method: 'POST', body: gift }),
      responseSchema: GiftEditAnswer,
      invalidatesTags: (_, error, { wishlistPrivateGuid }) =>
        error ? [] : [{ type: 'OwnerList', id: wishlistPrivateGuid }, 'MyLists', 'VisitorList'],
    }),
  }),
});

export const { useSearchProductsInfiniteQuery, useEditGiftWithProductMutation } = productsApi;
