import { defineProjection, type ProjectionContext, unhandled } from '../runner/projection.js';
import { searchTokens } from './search-tokens.js';

/**
 * Read model `list_search`: one small document per (word, list) for lists that are findable and visible, so a query
 * is a prefix range on an index, not a scan; `list_search_entries` remembers each list's words to remove them again.
 */
export interface SearchTokenDocument {
  token: string;
  wishlistId: string;
  /** All words of the list, so a query's other words are checked without another read. */
  tokens: string[];
}

export interface SearchEntryDocument {
  wishlistId: string;
  tokens: string[];
}

export const LIST_SEARCH = 'list_search';
export const LIST_SEARCH_ENTRIES = 'list_search_entries';

/** The list as search shows it, kept here so this read model needs no other. */
interface SearchableList {
  wishlistId: string;
  visible: boolean;
  names: (string | null)[];
}

export const listSearchProjection = defineProjection({
  name: 'list_search',
  collections: [LIST_SEARCH, LIST_SEARCH_ENTRIES],
  indexes: [{ collection: LIST_SEARCH, field: 'token' }],
  handles: ['WishlistCreated', 'WishlistSettingsChanged', 'WishlistDeleted'],
  async apply(event, context) {
    switch (event.type) {
      case 'WishlistCreated':
      case 'WishlistSettingsChanged': {
        const { wishlistId, accessType, includeInSearchResult, personal } = event.data;
        const visible = includeInSearchResult && (accessType === 'PUBLIC' || accessType === 'OPEN');
        return index(context, { wishlistId, visible, names: [personal?.firstName ?? null, personal?.lastName ?? null, personal?.username ?? null, personal?.city ?? null] });
      }
      case 'WishlistDeleted':
        return index(context, { wishlistId: event.data.wishlistId, visible: false, names: [] });
      default: return unhandled(event);
    }
  },
});

async function index(context: ProjectionContext, list: SearchableList) {
  const previous = await context.get<SearchEntryDocument>(LIST_SEARCH_ENTRIES, list.wishlistId);
  previous?.tokens.forEach((token) => context.delete(LIST_SEARCH, `${token}|${list.wishlistId}`));
  if (!list.visible) return context.delete(LIST_SEARCH_ENTRIES, list.wishlistId);
  const tokens = searchTokens(...list.names);
  tokens.forEach((token) => context.put(LIST_SEARCH, `${token}|${list.wishlistId}`, { token, wishlistId: list.wishlistId, tokens } satisfies SearchTokenDocument));
  context.put(LIST_SEARCH_ENTRIES, list.wishlistId, { wishlistId: list.wishlistId, tokens } satisfies SearchEntryDocument);
}

