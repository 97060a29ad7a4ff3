import {
  type CategoryMoveAnswer,
  type OwnerCategory,
  type CategoryCreateRequest,
  type CategoryRenameRequest,
} from '@wl/contracts';
import { answerSchema } from './lazySchemas.js';
import { api } from './api.js';
import { ownerListTag } from './ownerApi.js';
import { afterGiftChange, changedAtOnce, inOrder, type Move, type OnList } from './ownerListCache.js';

/** The categories of the owner's list: made, renamed, deleted, reordered, moved to another own list. */
export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCategory: build.mutation<OwnerCategory, CategoryCreateRequest>({
      query: (body) => ({ url: '/api/Category/Create', method: 'POST', body }),
      responseSchema: answerSchema('OwnerCategory'),
      invalidatesTags: (_, error, { wishlistPrivateGuid }) =>
        error ? [] : [ownerListTag(wishlistPrivateGuid), 'VisitorList'],
    }),
    renameCategory: build.mutation<unknown, OnList<CategoryRenameRequest>>({
      query: ({ privateGuid, name }) => ({ url: '/api/Category/Rename', method: 'POST', body: { privateGuid, name } }),
      invalidatesTags: (_, error, { wishlistPrivateGuid }) =>
        error ? [ownerListTag(wishlistPrivateGuid)] : ['VisitorList'],
      onQueryStarted: changedAtOnce(
        (rename) => rename.wishlistPrivateGuid,
        (list, { privateGuid, name }) => {
          const category = list.categories.find((candidate) => candidate.privateGuid === privateGuid);
          if (category) category.name = name;
        },
      ),
    }),
    /** Deletes the category with its gifts; 422 LastCategory for a list's only category. */
    deleteCategory: build.mutation<null, OnList<{ privateGuid: string }>>({
      query: ({ privateGuid }) => ({ url: '/api/Category/Delete', method: 'POST', body: { privateGuid } }),
      invalidatesTags: (_, error, { wishlistPrivateGuid }) =>
        error ? [ownerListTag(wishlistPrivateGuid)] : afterGiftChange(wishlistPrivateGuid),
    }),
    /** All category guids of the list in their new order; shown at once, undone when the server refuses. */
    reorderCategories: build.mutation<null, OnList<{ privateGuidOrder: string[] }>>({
      query: ({ privateGuidOrder }) => ({ url: '/api/Category/Reorder', method: 'POST', body: { privateGuidOrder } }),
      invalidatesTags: (_, error, { wishlistPrivateGuid }) =>
        error ? [ownerListTag(wishlistPrivateGuid)] : ['VisitorList'],
      onQueryStarted: changedAtOnce(
        (reorder) => reorder.wishlistPrivateGuid,
        (list, { privateGuidOrder }) => {
          list.categories = inOrder(list.categories, privateGuidOrder, (category) => category.privateGuid);
        },
      ),
    }),
    /** 422 SourceNotOwned / DestinationNotOwned. A list left without categories gets a new empty one. */
    moveCategory: build.mutation<CategoryMoveAnswer, Move<{ categoryPrivateGuid: string }>>({
      query: ({ categoryPrivateGuid, wishlistPrivateGuid }) => ({
        url: '/api/Category/MoveToWishlist',
        method: 'POST',
        body: { categoryPrivateGuid, wishlistPrivateGuid },
      }),
      responseSchema: answerSchema('CategoryMoveAnswer'),
      invalidatesTags: (_, error, { sourceWishlistPrivateGuid, wishlistPrivateGuid }) =>
        error ? [] : [...afterGiftChange(sourceWishlistPrivateGuid), ownerListTag(wishlistPrivateGuid)],
    }),
  }),
});

export const {
  useCreateCategoryMutation,
  useRenameCategoryMutation,
  useDeleteCategoryMutation,
  useReorderCategoriesMutation,
  useMoveCategoryMutation,
} = categoriesApi;
