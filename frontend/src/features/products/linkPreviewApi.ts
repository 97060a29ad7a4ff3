import { LinkPreview } from '@wl/contracts';
import { api } from '../../api/api.js';

export const linkPreviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The preview of a shop link, or null when there is none (204). Kept like the server keeps it: ten minutes. */
    linkPreview: build.query<LinkPreview | null, string>({
      query: (url) => ({ url: '/api/Gift/EmbellishUrlV2', method: 'POST', body: { url } }),
      responseSchema: LinkPreview.nullable(),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useLinkPreviewQuery } = linkPreviewApi;
