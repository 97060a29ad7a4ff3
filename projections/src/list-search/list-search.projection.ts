import { listImageUrl } from '../wishlists/wishlist-document.js';
import { defineProjection, type ProjectionContext, unhandled } from '../runner/projection.js';
import { searchTokens } from './search-tokens.js';

/**
 * Read model `list_search`: one small document per (word, list) for lists that are findable and visible, so a query
 * is one prefix range on an index, not a scan; each holds the list's words, to check a query's other words.
 * `list_search_entries` holds each list's words and card (what a search answer shows): a search reads the cards of the
 * lists it shows only; the projection reads the words to remove them again, and keeps the picture while a list is not
 * findable.
 */
export interface SearchTokenDocument {
  token: string;
  wishlistId: string;
  /** All words of the list, so a query's other words are checked without another read. */
  tokens: string[];
}

/** A list as a search answer shows it. */
export interface ListCard {
  publicGuid: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  imageUrl: string | null;
}

export interface SearchEntryDocument {
  wishlistId: string;
  /** Indexed words: none while the list is not findable. */
  tokens: string[];
  /** Absent in documents written before cards (until `npm run rebuild -- list_search`): not answered. */
  card?: ListCard;
}

export const LIST_SEARCH = 'list_search';
export const LIST_SEARCH_ENTRIES = 'list_search_entries';
/**
 * One document, `LIST_SEARCH_STAMP_ID`, naming the last event that changed the index: search answers kept by the
 * server are valid while it stays the same (backend `ListSearchAnswers`).
 */
export const LIST_SEARCH_STAMPS = 'list_search_stamps';
export const LIST_SEARCH_STAMP_ID = 'index';

export interface ListSearchStamp {
  eventId: string;
}

export const listSearchProjection = defineProjection({
  name: 'list_search',
  collections: [LIST_SEARCH, LIST_SEARCH_ENTRIES, LIST_SEARCH_STAMPS],
  indexes: [{ collection: LIST_SEARCH, field: 'token' }],
  handles: ['WishlistCreated', 'WishlistSettingsChanged', 'WishlistImageChanged', 'WishlistDeleted'],
  async apply(event, context) {
    context.put(LIST_SEARCH_STAMPS, LIST_SEARCH_STAMP_ID, { eventId: event.eventId } satisfies ListSearchStamp);
    switch (event.type) {
      case 'WishlistCreated':
      case 'WishlistSettingsChanged': {
        const { wishlistId, accessType, includeInSearchResult, personal } = event.data;
        const previous = await context.get<SearchEntryDocument>(LIST_SEARCH_ENTRIES, wishlistId);
        const publicGuid = event.type === 'WishlistCreated' ? event.data.publicGuid : previous?.card?.publicGuid;
        if (publicGuid === undefined) return;
        const card: ListCard = {
          publicGuid,
          username: personal?.username ?? null,
          firstName: personal?.firstName ?? null,
          lastName: personal?.lastName ?? null,
          city: personal?.city ?? null,
          imageUrl: previous?.card?.imageUrl ?? null,
        };
        const visible = includeInSearchResult && (accessType === 'PUBLIC' || accessType === 'OPEN');
        return index(
          context,
          wishlistId,
          card,
          visible ? searchTokens(card.firstName, card.lastName, card.username, card.city) : [],
        );
      }
      case 'WishlistImageChanged': {
        const previous = await context.get<SearchEntryDocument>(LIST_SEARCH_ENTRIES, event.data.wishlistId);
        if (!previous?.card) return;
        const card = { ...previous.card, imageUrl: listImageUrl(event.data.imageId, event.data.themeId) };
        return context.put(LIST_SEARCH_ENTRIES, event.data.wishlistId, {
          ...previous,
          card,
        } satisfies SearchEntryDocument);
      }
      case 'WishlistDeleted': {
        await index(context, event.data.wishlistId, null, []);
        return context.delete(LIST_SEARCH_ENTRIES, event.data.wishlistId);
      }
      default:
        return unhandled(event);
    }
  },
});

/** Replaces the list's words with `tokens` and remembers them with the card. */
async function index(context: ProjectionContext, wishlistId: string, card: ListCard | null, tokens: string[]) {
  const previous = await context.get<SearchEntryDocument>(LIST_SEARCH_ENTRIES, wishlistId);
  previous?.tokens.forEach((token) => context.delete(LIST_SEARCH, `${token}|${wishlistId}`));
  if (!card) return;
  tokens.forEach((token) =>
    context.put(LIST_SEARCH, `${token}|${wishlistId}`, { token, wishlistId, tokens } satisfies SearchTokenDocument),
  );
  context.put(LIST_SEARCH_ENTRIES, wishlistId, { wishlistId, tokens, card } satisfies SearchEntryDocument);
}
