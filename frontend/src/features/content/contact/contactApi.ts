import { ContactMessageAnswer, type ContactMessageRequest } from '@wl/contracts';
import { api } from '../../../api/api.js';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 200 `{ sent: true }`; 400 invalid fields; 429 after too many messages. */
    sendContactMessage: build.mutation<ContactMessageAnswer, ContactMessageRequest>({
      query: (body) => ({ url: '/api/Contact/SendMessage', method: 'POST', body }),
      responseSchema: ContactMessageAnswer,
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
