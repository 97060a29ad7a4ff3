import { BatchContext, listSearchProjection, type ProjectionEvent, SqliteDocumentStore } from '@wl/projections';
import { opened } from '../../../tests/support/projection-spec.js';
import type { AppConfig } from '../platform/config/config.js';
import { ListSearchAnswers } from './list-search-answers.js';

describe('list search answers', () => {
  it('finds a rare word\u2019s list behind more than 1,000 lists of a common word, with an exact count', async () => {
    const common = Array.from({ length: 1100 }, (_, i) =>
      created(`list-${String(i).padStart(4, '0')}`, 'Jan', 'Peeters', `jp${i}`),
    );
    const answers = await searching(
      ...common,
      created('list-z', 'Jan', 'Peeters', 'xyzzy'),
      created('list-y', 'Els', 'Maes', 'xyz'),
    );
    expect(await answers.answer(['peeters', 'xyz'])).toEqual({
      totalCount: 1,
      wishlists: [expect.objectContaining({ userName: 'xyzzy' })],
    });
    const everyone = await answers.answer(['peeters']);
    expect([everyone.totalCount, everyone.wishlists.length]).toEqual([1000, 50]);
  });

  it('answers a list once, in the order of the words found, with its card\u2019s latest picture', async () => {
    const answers = await searching(
      created('list-2', 'Jan', 'Janssens', 'jj'),
      created('list-1', 'Janine', 'Maes', 'jm'),
      created('list-3', 'Els', 'Jacobs', 'ej'),
      opened('WishlistImageChanged', { wishlistId: 'list-2', imageId: null, themeId: 'birthday' }),
    );
    expect(await answers.answer(['jan'])).toEqual({
      totalCount: 2,
      wishlists: [
        {
          city: 'Gent',
          firstName: 'Jan',
          id: 'pub-list-2',
          illustration: '/themes/birthday.svg',
          lastName: 'Janssens',
          listUrl: '/jj',
          listUrlForDisplay: 'wl.example/jj',
          userName: 'jj',
        },
        expect.objectContaining({ userName: 'jm', illustration: null }),
      ],
    });
  });
});

async function searching(...history: ProjectionEvent[]): Promise<ListSearchAnswers> {
  const store = new SqliteDocumentStore(':memory:');
  for (const { collection, field } of listSearchProjection.indexes) await store.ensureIndex(collection, field);
  const context = new BatchContext(store);
  for (const event of history) await listSearchProjection.apply(event, context);
  await store.commit(context.changes());
  return new ListSearchAnswers(store, { publicUrl: 'https://wl.example' } as AppConfig);
}

const created = (wishlistId: string, firstName: string, lastName: string, username: string) =>
  opened('WishlistCreated', {
    wishlistId,
    publicGuid: `pub-${wishlistId}`,
    primaryOwnerId: 'owner-1',
    usernameIndex: 'idx',
    showCrossedOff: false,
    accessKey: null,
    accessType: 'PUBLIC',
    includeInSearchResult: true,
    personal: { username, firstName, lastName, city: 'Gent', accessQuestion: null, accessAnswer: null, birthday: null },
  });
