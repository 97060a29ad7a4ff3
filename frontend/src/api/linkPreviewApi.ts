import { LinkPreview } from '@wl/contracts';
import { api } from './api.js';

export const linkPreviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The preview of a shop link, or null when there is none (204). Kept like the server keeps it: ten minutes. */
    linkPreview: build.query<LinkPreview | null, string>({
      query: (url) => ({ url: '/api/Gift/EmbellishUrlV2', method: 'POST', body: { url } }),
      responseSchema: LinkPreview.nullable(),
      keepUnusedDataFor: 600,
      // The clean link shows the same page: the editor switches its field to it without asking again.
      async onQueryStarted(url, { dispatch, queryFulfilled }) {
        const preview = (await queryFulfilled.catch(() => null))?.data;
        if (preview && preview.sanitizedUrl !== url) {
          dispatch(
            linkPreviewApi.util.upsertQueryData('linkPreview', preview.sanitizedUrl, {
              ...preview,
              url: preview.sanitizedUrl,
            }),
          );
        }
      },
    }),
  }),
});

export const { useLinkPreviewQuery } = linkPreviewApi;
