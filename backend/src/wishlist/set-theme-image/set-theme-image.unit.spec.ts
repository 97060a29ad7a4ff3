import { NotFoundException } from '@nestjs/common';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { fold } from '../../platform/domain/decider.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { wishlistDecider } from '../wishlist.decider.js';
import { setThemeImage } from './set-theme-image.js';

const given = specForUseCase(setThemeImage);
const actor = (userId: string) => ({ userId, accessGrants: [], address: '192.0.2.1' });
const request = { id: 'confetti' as const, username: 'mijn-feest' };
const events = [list.created('list-1', 'owner'), list.coOwnerJoined('list-1', 'co')];
const refuses = (history: typeof events, userId: string) => {
  const state = fold(wishlistDecider, history);
  expect(() => setThemeImage.check!({ list: { id: 'list-1', state } }, request, actor(userId))).toThrow(
    NotFoundException,
  );
};

describe('a list\u2019s picture: decided on its stream', () => {
  it('lets its owners change it', () => {
    given({ list: { id: 'list-1', events } })
      .checking(request, actor('co'))
      .passes();
    given({ list: { id: 'list-1', events } })
      .when({ wishlistId: 'list-1', imageId: null, themeId: 'confetti' }, actor('owner'))
      .then([{ type: 'WishlistImageChanged', data: { wishlistId: 'list-1', imageId: null, themeId: 'confetti' } }]);
  });

  it('answers 404 to anyone else, to a co-owner removed since, and for a deleted list, as for an unknown name', () => {
    refuses(events, 'stranger');
    refuses([...events, list.coOwnerRemoved('list-1', 'co')], 'co');
    refuses([...events, list.deleted('list-1')], 'owner');
  });
});
