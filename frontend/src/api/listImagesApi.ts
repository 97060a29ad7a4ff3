import { ThemeImage, WishlistImageAnswer, type SetThemeImageRequest } from '@wl/contracts';
import { api } from './api.js';
import { uploadPng } from './uploadPng.js';

/** The list's picture: the theme pictures to choose from, the current one, a chosen theme or an uploaded PNG. */
export const listImagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThemeImages: build.query<ThemeImage[], void>({
      query: () => '/api/WishlistImage/GetThemeImages',
      responseSchema: ThemeImage.array(),
      keepUnusedDataFor: 3600,
    }),
    /** 404 when the user owns no list with this username. */
    getWishlistImageUrl: build.query<WishlistImageAnswer, string>({
      query: (username) => `/api/WishlistImage/GetWishlistImageUrl/${encodeURIComponent(username)}`,
      responseSchema: WishlistImageAnswer,
      providesTags: ['MyLists'],
    }),
    setThemeImage: build.mutation<WishlistImageAnswer, SetThemeImageRequest>({
      query: (body) => ({ url: '/api/WishlistImage/SetThemeImage', method: 'POST', body }),
      responseSchema: WishlistImageAnswer,
      invalidatesTags: (answer) => (answer ? ['OwnerList', 'MyLists', 'VisitorList'] : []),
    }),
    /** The PNG itself is the body; 422 InvalidImage when the server does not take it. */
    uploadWishlistImage: build.mutation<WishlistImageAnswer, { username: string; png: Blob }>({
      queryFn: async ({ username, png }, { signal }) => {
        const answer = await uploadPng(`/api/WishlistImage/UploadImage/${encodeURIComponent(username)}`, png, signal);
        if ('error' in answer) return answer;
        const parsed = WishlistImageAnswer.safeParse(answer.data);
        return parsed.success ? { data: parsed.data } : { error: { status: 'invalid-answer', problem: null } };
      },
      invalidatesTags: (answer) => (answer ? ['OwnerList', 'MyLists', 'VisitorList'] : []),
    }),
  }),
});

export const {
  useGetThemeImagesQuery,
  useGetWishlistImageUrlQuery,
  useSetThemeImageMutation,
  useUploadWishlistImageMutation,
} = listImagesApi;
