import { limits } from '@wl/contracts';
import { specFor } from '../../../tests/support/decider-spec.js';
import { wishlistDecider, type WishlistEvent } from './wishlist.decider.js';

const given = specFor(wishlistDecider);

describe('wishlist decider', () => {
  it('creates a list with its first category, once', () => {
    given([])
      .when({ type: 'CreateWishlist', wishlist: created.data, firstCategory: category.data })
      .then([created, category]);
    given([created])
      .when({ type: 'CreateWishlist', wishlist: created.data, firstCategory: category.data })
      .thenProblem('Other');
  });
  it('lets an owner add a category and refuses anyone else', () => {
    const next = { ...category.data, categoryId: 'cat-2' };
    given([created, category])
      .when({ type: 'CreateCategory', actorId: 'owner-1', category: next })
      .then([{ type: 'CategoryCreated', data: next }]);
    given([created, category])
      .when({ type: 'CreateCategory', actorId: 'stranger', category: next })
      .thenProblem('WishlistNotFound');
    given([]).when({ type: 'CreateCategory', actorId: 'owner-1', category: next }).thenProblem('WishlistNotFound');
  });

  describe('owner edits', () => {
    const sealed = { keyId: 'owner-1', iv: 'iv', data: 'sealed-2' };
    const edits = [
      {
        command: { type: 'ChangeTitle' as const, actorId: 'owner-1', wishlistId: 'list-1', personal: sealed },
        event: { type: 'WishlistTitleChanged' as const, data: { wishlistId: 'list-1', personal: sealed } },
      },
      {
        command: { type: 'ChangeDescription' as const, actorId: 'owner-1', wishlistId: 'list-1', personal: sealed },
        event: { type: 'WishlistDescriptionChanged' as const, data: { wishlistId: 'list-1', personal: sealed } },
      },
      {
        command: {
          type: 'ChangeOccasion' as const,
          actorId: 'owner-1',
          wishlistId: 'list-1',
          occasion: 'MyBirthday' as const,
          occasionDate: '2024-06-01',
          birthday: null,
        },
        event: {
          type: 'WishlistOccasionChanged' as const,
          data: { wishlistId: 'list-1', occasion: 'MyBirthday' as const, occasionDate: '2024-06-01' },
        },
      },
      {
        command: {
          type: 'ChangeImage' as const,
          actorId: 'owner-1',
          wishlistId: 'list-1',
          imageId: 'img-1',
          themeId: null,
        },
        event: {
          type: 'WishlistImageChanged' as const,
          data: { wishlistId: 'list-1', imageId: 'img-1', themeId: null },
        },
      },
    ];

    it('changes title, description, occasion and picture for an owner', () => {
      for (const { command, event } of edits) given([created, category]).when(command).then([event]);
    });

    it('sets the birthday the occasion brings, sealed, after the occasion', () => {
      const birthday = { keyId: 'owner-1', iv: 'iv', data: 'sealed-birthday' };
      given([created, category])
        .when({
          type: 'ChangeOccasion',
          actorId: 'owner-1',
          wishlistId: 'list-1',
          occasion: 'MyBirthday',
          occasionDate: '2026-06-01',
          birthday,
        })
        .then([
          {
            type: 'WishlistOccasionChanged',
            data: { wishlistId: 'list-1', occasion: 'MyBirthday', occasionDate: '2026-06-01' },
          },
          { type: 'WishlistBirthdaySet', data: { wishlistId: 'list-1', personal: birthday } },
        ]);
    });

    it('refuses a stranger and a deleted list: UserCannotAccessWishlist', () => {
      for (const { command } of edits) {
        given([created, category])
          .when({ ...command, actorId: 'stranger' })
          .thenProblem('UserCannotAccessWishlist');
        given([created, category, deleted]).when(command).thenProblem('UserCannotAccessWishlist');
      }
    });
  });

  describe('ChangeSettings', () => {
    it('records the settings, counting a change of access in the epoch', () => {
      given([created, category])
        .when(settings({ accessType: 'OPEN', accessKey: 'key-1', includeInSearchResult: true }))
        .then([
          settingsChanged({
            accessType: 'OPEN',
            accessKey: 'key-1',
            includeInSearchResult: true,
            findableWhenVisible: true,
            accessEpoch: 1,
          }),
        ]);
      given([created, category])
        .when(settings({ accessType: 'PUBLIC', accessKey: null, includeInSearchResult: true }))
        .then([
          settingsChanged({
            accessType: 'PUBLIC',
            accessKey: null,
            includeInSearchResult: true,
            findableWhenVisible: true,
            accessEpoch: 0,
          }),
        ]);
    });

    it('starts a new epoch when the question or answer changes, and keeps no access key for a list without a question', () => {
      const open = settingsChanged({
        accessType: 'OPEN',
        accessKey: 'key-1',
        includeInSearchResult: false,
        findableWhenVisible: false,
        accessEpoch: 1,
      });
      given([created, category, open])
        .when(settings({ accessType: 'OPEN', accessKey: 'key-2', includeInSearchResult: false }))
        .then([
          settingsChanged({
            accessType: 'OPEN',
            accessKey: 'key-2',
            includeInSearchResult: false,
            findableWhenVisible: false,
            accessEpoch: 2,
          }),
        ]);
      given([created, category])
        .when(settings({ accessType: 'PUBLIC', accessKey: 'ignored', includeInSearchResult: false }))
        .then([
          settingsChanged({
            accessType: 'PUBLIC',
            accessKey: null,
            includeInSearchResult: false,
            findableWhenVisible: false,
            accessEpoch: 0,
          }),
        ]);
    });

    it('never makes a private list findable, and makes it findable again when it becomes visible', () => {
      const findable = settingsChanged({
        accessType: 'PUBLIC',
        accessKey: null,
        includeInSearchResult: true,
        findableWhenVisible: true,
        accessEpoch: 0,
      });
      const closed = settingsChanged({
        accessType: 'CLOSED',
        accessKey: null,
        includeInSearchResult: false,
        findableWhenVisible: true,
        accessEpoch: 1,
      });
      given([created, category, findable])
        .when(settings({ accessType: 'CLOSED', accessKey: null, includeInSearchResult: true }))
        .then([closed]);
      given([created, category, findable, closed])
        .when(settings({ accessType: 'PUBLIC', accessKey: null, includeInSearchResult: false }))
        .then([
          settingsChanged({
            accessType: 'PUBLIC',
            accessKey: null,
            includeInSearchResult: true,
            findableWhenVisible: true,
            accessEpoch: 2,
          }),
        ]);
    });

    it('refuses settings claimed against a username the list no longer has (a rename made meanwhile): InvalidData', () => {
      const renamed = {
        ...settingsChanged({
          accessType: 'PUBLIC',
          accessKey: null,
          includeInSearchResult: false,
          findableWhenVisible: false,
          accessEpoch: 0,
        }),
      };
      const elsewhere = { ...renamed, data: { ...renamed.data, usernameIndex: 'other' } } as WishlistEvent;
      given([created, category, elsewhere])
        .when(settings({ accessType: 'PUBLIC', accessKey: null, includeInSearchResult: false }))
        .thenProblem('InvalidData');
      given([created, category, elsewhere])
        .when({
          ...settings({ accessType: 'PUBLIC', accessKey: null, includeInSearchResult: false }),
          replacesUsernameIndex: 'other',
        })
        .then([{ ...renamed }]);
    });

    it('refuses a stranger: UserCannotAccessWishlist', () => {
      given([created, category])
        .when({
          ...settings({ accessType: 'PUBLIC', accessKey: null, includeInSearchResult: false }),
          actorId: 'stranger',
        })
        .thenProblem('UserCannotAccessWishlist');
    });

    it('lets only the primary owner switch showCrossedOff; a co-owner changes the rest of the settings (NotPrimaryOwner)', () => {
      const joined: WishlistEvent[] = [
        {
          type: 'ExtraOwnerInvited',
          data: {
            wishlistId: 'list-1',
            inviteHash: 'h-1',
            invitedBy: 'owner-1',
            expiresAt: '2026-01-15T00:00:00.000Z',
            personal: created.data.personal,
          },
        },
        { type: 'ExtraOwnerInviteAccepted', data: { wishlistId: 'list-1', inviteHash: 'h-1', userId: 'co-1' } },
      ];
      const visible = { accessType: 'PUBLIC' as const, accessKey: null, includeInSearchResult: true };
      const shown = settingsChanged({ ...visible, findableWhenVisible: true, accessEpoch: 0 });
      const showing = { ...shown, data: { ...shown.data, showCrossedOff: true } } as WishlistEvent;
      given([created, category, ...joined])
        .when({ ...settings(visible), actorId: 'co-1', showCrossedOff: true })
        .thenProblem('NotPrimaryOwner');
      given([created, category, ...joined])
        .when({ ...settings(visible), actorId: 'co-1' })
        .then([shown]);
      given([created, category, ...joined])
        .when({ ...settings(visible), showCrossedOff: true })
        .then([showing]);
      given([created, category, ...joined, showing])
        .when({ ...settings(visible), actorId: 'co-1' })
        .thenProblem('NotPrimaryOwner');
      given([created, category, ...joined, showing])
        .when({ ...settings(visible), actorId: 'co-1', showCrossedOff: true })
        .then([showing]);
    });
  });

  describe('DeleteWishlist', () => {
    it('deletes the list for its primary owner, ending its categories first', () => {
      given([created, category])
        .when({ type: 'DeleteWishlist', actorId: 'owner-1', wishlistId: 'list-1' })
        .then([{ type: 'CategoryDeleted', data: { wishlistId: 'list-1', categoryId: 'cat-1' } }, deleted]);
    });

    it('refuses a stranger or a deleted list (WishlistNotFound)', () => {
      given([created, category])
        .when({ type: 'DeleteWishlist', actorId: 'stranger', wishlistId: 'list-1' })
        .thenProblem('WishlistNotFound');
      given([created, category, deleted])
        .when({ type: 'DeleteWishlist', actorId: 'owner-1', wishlistId: 'list-1' })
        .thenProblem('WishlistNotFound');
    });
  });

  describe('categories', () => {
    it('renames a category of the list: CategoryNotFound for another, UserCannotAccessWishlist for a stranger', () => {
      const rename = {
        type: 'RenameCategory' as const,
        actorId: 'owner-1',
        wishlistId: 'list-1',
        categoryId: 'cat-1',
        name: 'Boeken',
      };
      given([created, category])
        .when(rename)
        .then([{ type: 'CategoryRenamed', data: { wishlistId: 'list-1', categoryId: 'cat-1', name: 'Boeken' } }]);
      given([created, category])
        .when({ ...rename, categoryId: 'cat-9' })
        .thenProblem('CategoryNotFound');
      given([created, category])
        .when({ ...rename, actorId: 'stranger' })
        .thenProblem('UserCannotAccessWishlist');
    });

    it('deletes a category but never the last one: LastCategory, CategoryNotFound', () => {
      const remove = { type: 'DeleteCategory' as const, actorId: 'owner-1', wishlistId: 'list-1', categoryId: 'cat-1' };
      given([created, category, second])
        .when(remove)
        .then([{ type: 'CategoryDeleted', data: { wishlistId: 'list-1', categoryId: 'cat-1' } }]);
      given([created, category]).when(remove).thenProblem('LastCategory');
      given([
        created,
        category,
        second,
        { type: 'CategoryDeleted', data: { wishlistId: 'list-1', categoryId: 'cat-1' } },
      ])
        .when(remove)
        .thenProblem('CategoryNotFound');
      given([created, category, second])
        .when({ ...remove, actorId: 'stranger' })
        .thenProblem('UserCannotAccessWishlist');
    });

    it('reorders the categories to a permutation of the list’s own: InvalidData otherwise', () => {
      const reorder = (categoryIds: string[], cancelable = false) => ({
        type: 'ReorderCategories' as const,
        actorId: 'owner-1',
        wishlistId: 'list-1',
        categoryIds,
        cancelable,
      });
      given([created, category, second])
        .when(reorder(['cat-2', 'cat-1']))
        .then([{ type: 'CategoriesReordered', data: { wishlistId: 'list-1', categoryIds: ['cat-2', 'cat-1'] } }]);
      for (const wrong of [['cat-2'], ['cat-2', 'cat-2'], ['cat-2', 'cat-9'], ['cat-1', 'cat-2', 'cat-9']])
        given([created, category, second]).when(reorder(wrong)).thenProblem('InvalidData');
      given([created, category, second])
        .when({ ...reorder(['cat-2', 'cat-1']), actorId: 'stranger' })
        .thenProblem('UserCannotAccessWishlist');
    });

    it('lets a cancelable reorder made before a category came or went give way silently', () => {
      const reorder = (categoryIds: string[]) => ({
        type: 'ReorderCategories' as const,
        actorId: 'owner-1',
        wishlistId: 'list-1',
        categoryIds,
        cancelable: true,
      });
      given([created, category, second])
        .when(reorder(['cat-2', 'cat-1']))
        .then([{ type: 'CategoriesReordered', data: { wishlistId: 'list-1', categoryIds: ['cat-2', 'cat-1'] } }]);
      for (const stale of [['cat-2'], ['cat-1', 'cat-2', 'cat-9']])
        given([created, category, second]).when(reorder(stale)).then([]);
      given([created, category, second])
        .when({ ...reorder(['cat-9']), actorId: 'stranger' })
        .thenProblem('UserCannotAccessWishlist');
    });

    it('reorders the gifts of a category without repeats: InvalidData, CategoryNotFound', () => {
      const reorder = (categoryId: string, giftIds: string[]) => ({
        type: 'ReorderGifts' as const,
        actorId: 'owner-1',
        wishlistId: 'list-1',
        categoryId,
        giftIds,
      });
      given([created, category])
        .when(reorder('cat-1', ['g-2', 'g-1']))
        .then([
          { type: 'GiftsReordered', data: { wishlistId: 'list-1', categoryId: 'cat-1', giftIds: ['g-2', 'g-1'] } },
        ]);
      given([created, category])
        .when(reorder('cat-1', ['g-1', 'g-1']))
        .thenProblem('InvalidData');
      given([created, category])
        .when(reorder('cat-9', ['g-1']))
        .thenProblem('CategoryNotFound');
      given([created, category])
        .when({ ...reorder('cat-1', ['g-1']), actorId: 'stranger' })
        .thenProblem('UserCannotAccessWishlist');
    });
  });

  describe('co-owners', () => {
    const personal = { keyId: 'owner-1', iv: 'iv', data: 'sealed-invite' };
    const expiresAt = '2026-01-15T00:00:00.000Z';
    const invited: WishlistEvent = {
      type: 'ExtraOwnerInvited',
      data: { wishlistId: 'list-1', inviteHash: 'h-1', invitedBy: 'owner-1', expiresAt, personal },
    };
    const accepted: WishlistEvent = {
      type: 'ExtraOwnerInviteAccepted',
      data: { wishlistId: 'list-1', inviteHash: 'h-1', userId: 'co-1' },
    };
    const acceptBy = (userId: string, now = '2026-01-14T23:59:59.000Z') => ({
      type: 'AcceptExtraOwnerInvite' as const,
      userId,
      wishlistId: 'list-1',
      inviteHash: 'h-1',
      now,
    });
    const invite = (actorId: string, now = '2026-01-01T00:00:00.000Z') => ({
      type: 'InviteExtraOwner' as const,
      actorId,
      wishlistId: 'list-1',
      inviteHash: 'h-1',
      expiresAt,
      now,
      personal,
    });

    it('only the primary owner invites', () => {
      given([created]).when(invite('owner-1')).then([invited]);
      given([created, invited, accepted])
        .when({ ...invite('co-1'), inviteHash: 'h-2' })
        .thenProblem('NotPrimaryOwner');
      given([created]).when(invite('stranger')).thenProblem('UserCannotAccessWishlist');
    });

    it(`refuses an invite past ${limits.openInvitesPerWishlist} open ones (TooManyInvites); accepted, revoked and expired invites free their place`, () => {
      const open = (n: number, expires = expiresAt): WishlistEvent => ({
        type: 'ExtraOwnerInvited',
        data: { wishlistId: 'list-1', inviteHash: `open-${n}`, invitedBy: 'owner-1', expiresAt: expires, personal },
      });
      const others = Array.from({ length: limits.openInvitesPerWishlist - 1 }, (_, n) => open(n));
      const full = [created, ...others, invited];
      const inviteAnother = (now?: string) => ({ ...invite('owner-1', now), inviteHash: 'h-new' });
      const another: WishlistEvent = { ...invited, data: { ...invited.data, inviteHash: 'h-new' } };

      given([created, ...others])
        .when(invite('owner-1'))
        .then([invited]);
      given(full).when(inviteAnother()).thenProblem('TooManyInvites');
      given([...full, accepted])
        .when(inviteAnother())
        .then([another]);
      given([...full, { type: 'ExtraOwnerInviteRevoked', data: { wishlistId: 'list-1', inviteHash: 'open-0' } }])
        .when(inviteAnother())
        .then([another]);

      const early = '2026-01-05T00:00:00.000Z';
      const oneExpiresEarly = [created, open(99, early), ...others.slice(1), invited];
      given(oneExpiresEarly).when(inviteAnother('2026-01-04T23:59:59.999Z')).thenProblem('TooManyInvites');
      given(oneExpiresEarly).when(inviteAnother(early)).then([another]);
    });

    it('accepts an invite once, before it expires, never by an owner; the acceptor is an owner from then on', () => {
      given([created, invited]).when(acceptBy('co-1')).then([accepted]);
      given([created, invited]).when(acceptBy('co-1', expiresAt)).thenProblem('Expired');
      given([created, invited]).when(acceptBy('owner-1')).thenProblem('AlreadyOwned');
      given([created, invited, accepted]).when(acceptBy('other')).thenProblem('AlreadyAccepted');
      given([created]).when(acceptBy('co-1')).thenProblem('NotFound');
      given([created, invited, deleted]).when(acceptBy('co-1')).thenProblem('NotFound');
      given([created, category, invited, accepted])
        .when({ type: 'RenameCategory', actorId: 'co-1', wishlistId: 'list-1', categoryId: 'cat-1', name: 'Samen' })
        .then([{ type: 'CategoryRenamed', data: { wishlistId: 'list-1', categoryId: 'cat-1', name: 'Samen' } }]);
      given([created, invited, accepted])
        .when({ type: 'DeleteWishlist', actorId: 'co-1', wishlistId: 'list-1' })
        .thenProblem('NotPrimaryOwner');
    });

    it('revokes an open invite only (primary owner); a revoked invite is not found', () => {
      const revoke = (actorId: string) => ({
        type: 'RevokeExtraOwnerInvite' as const,
        actorId,
        wishlistId: 'list-1',
        inviteHash: 'h-1',
      });
      const revoked: WishlistEvent = {
        type: 'ExtraOwnerInviteRevoked',
        data: { wishlistId: 'list-1', inviteHash: 'h-1' },
      };
      given([created, invited]).when(revoke('owner-1')).then([revoked]);
      given([created, invited, revoked]).when(acceptBy('co-1')).thenProblem('NotFound');
      given([created, invited, accepted]).when(revoke('owner-1')).thenProblem('NotFound');
      given([created, invited, accepted]).when(revoke('co-1')).thenProblem('NotPrimaryOwner');
    });

    it('the primary owner removes a co-owner, who can do nothing more; nobody removes themselves', () => {
      const remove = (actorId: string, userId: string) => ({
        type: 'RemoveExtraOwner' as const,
        actorId,
        wishlistId: 'list-1',
        userId,
      });
      const removed: WishlistEvent = { type: 'ExtraOwnerRemoved', data: { wishlistId: 'list-1', userId: 'co-1' } };
      given([created, invited, accepted]).when(remove('owner-1', 'co-1')).then([removed]);
      given([created, invited, accepted]).when(remove('owner-1', 'owner-1')).thenProblem('InvalidData');
      given([created, invited, accepted]).when(remove('co-1', 'owner-1')).thenProblem('NotPrimaryOwner');
      given([created, invited, accepted]).when(remove('owner-1', 'stranger')).thenProblem('NotFound');
      given([created, invited, accepted])
        .when({ type: 'RemoveErasedOwner', wishlistId: 'list-1', userId: 'co-1' })
        .then([removed]);
      given([created, invited, accepted])
        .when({ type: 'RemoveErasedOwner', wishlistId: 'list-1', userId: 'owner-1' })
        .then([]);
      given([created, category, invited, accepted, removed])
        .when({ type: 'RenameCategory', actorId: 'co-1', wishlistId: 'list-1', categoryId: 'cat-1', name: 'x' })
        .thenProblem('UserCannotAccessWishlist');
    });

    it('removing a co-owner revokes every invite still open, which they may know; an erased co-owner leaves them open', () => {
      const open = (inviteHash: string): WishlistEvent => ({
        type: 'ExtraOwnerInvited',
        data: { wishlistId: 'list-1', inviteHash, invitedBy: 'owner-1', expiresAt, personal },
      });
      const revoked = (inviteHash: string): WishlistEvent => ({
        type: 'ExtraOwnerInviteRevoked',
        data: { wishlistId: 'list-1', inviteHash },
      });
      const removed: WishlistEvent = { type: 'ExtraOwnerRemoved', data: { wishlistId: 'list-1', userId: 'co-1' } };
      const history = [created, invited, accepted, open('h-2'), open('h-3'), revoked('h-3'), open('h-4')];
      given(history)
        .when({ type: 'RemoveExtraOwner', actorId: 'owner-1', wishlistId: 'list-1', userId: 'co-1' })
        .then([removed, revoked('h-2'), revoked('h-4')]);
      given([...history, removed, revoked('h-2'), revoked('h-4')])
        .when({ ...acceptBy('co-1'), inviteHash: 'h-2' })
        .thenProblem('NotFound');
      given(history).when({ type: 'RemoveErasedOwner', wishlistId: 'list-1', userId: 'co-1' }).then([removed]);
    });
  });
});

const created: Extract<WishlistEvent, { type: 'WishlistCreated' }> = {
  type: 'WishlistCreated',
  data: {
    wishlistId: 'list-1',
    publicGuid: 'pub-1',
    primaryOwnerId: 'owner-1',
    usernameIndex: 'idx',
    accessType: 'PUBLIC',
    includeInSearchResult: false,
    showCrossedOff: false,
    personal: { keyId: 'owner-1', iv: 'iv', data: 'sealed' },
    accessKey: null,
  },
};
const deleted: WishlistEvent = { type: 'WishlistDeleted', data: { wishlistId: 'list-1' } };
type Access = { accessType: 'PUBLIC' | 'OPEN' | 'CLOSED'; accessKey: string | null; includeInSearchResult: boolean };
const settings = (access: Access) => ({
  type: 'ChangeSettings' as const,
  actorId: 'owner-1',
  wishlistId: 'list-1',
  usernameIndex: 'idx',
  replacesUsernameIndex: 'idx',
  showCrossedOff: false,
  personal: created.data.personal,
  ...access,
});
const settingsChanged = (change: Access & { findableWhenVisible: boolean; accessEpoch: number }): WishlistEvent => ({
  type: 'WishlistSettingsChanged',
  data: {
    wishlistId: 'list-1',
    usernameIndex: 'idx',
    showCrossedOff: false,
    personal: created.data.personal,
    ...change,
  },
});
const category: Extract<WishlistEvent, { type: 'CategoryCreated' }> = {
  type: 'CategoryCreated',
  data: { wishlistId: 'list-1', categoryId: 'cat-1', publicGuid: 'cpub-1', name: 'Mijn wensen' },
};
const second: WishlistEvent = { ...category, data: { ...category.data, categoryId: 'cat-2', publicGuid: 'cpub-2' } };
