import type { SendWishlistRequest } from '@wl/contracts';
import { api } from './api.js';

/** How many people the list was mailed to. */
const sentCount = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'sent' in answer && typeof answer.sent === 'number'
    ? answer.sent
    : 0;

/** The owner mails the list to people. */
export const sendListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 422 IsAfstreper, NoMessage, NoValidRecipient, Other, UnknownStatus, WishlistNotFound; 429 too many mails today. */
    sendList: build.mutation<number, SendWishlistRequest>({
      query: (body) => ({ url: '/api/MyList/Send', method: 'POST', body }),
      transformResponse: sentCount,
    }),
  }),
});

export const { useSendListMutation } = sendListApi;
