import { api } from '../../api/api.js';

/** A mail the server kept instead of sending it (the developer outbox; a backend shape, not a public contract). */
export type OutboxMail = { id: string; to: string; from: string; subject: string; text: string; sentAt: string };

export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first; 404 in production, where mail really goes out. */
    getOutbox: build.query<OutboxMail[], void>({
      query: () => '/api/Dev/Outbox',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOutboxQuery } = outboxApi;
