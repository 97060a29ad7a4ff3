import { DomainEvent } from './events.js';
import { eventSchemaVersions, InvalidStoredEvent, openStoredEvent, type StoredEvent } from './event-versions.js';

describe('opening a stored event', () => {
  describe('upcasters', () => {
    it('WishlistCreated v1 without an access key opens with accessKey null', () => {
      expect(open('WishlistCreated', 1, wishlistV1).data).toEqual({ ...wishlistV1, accessKey: null });
    });

    it('WishlistCreated v1 written after the key was added keeps its key', () => {
      expect(open('WishlistCreated', 1, { ...wishlistV1, accessKey: 'key-1' }).data).toEqual({
        ...wishlistV1,
        accessKey: 'key-1',
      });
    });

    it('WishlistSettingsChanged v1 without access key and epoch opens with accessKey null and accessEpoch 0', () => {
      expect(open('WishlistSettingsChanged', 1, settingsV1).data).toEqual({
        ...settingsV1,
        accessKey: null,
        accessEpoch: 0,
      });
    });

    it('WishlistSettingsChanged v1 written after the fields were added keeps them', () => {
      const stored = { ...settingsV1, accessKey: 'key-2', accessEpoch: 3 };
      expect(open('WishlistSettingsChanged', 1, stored).data).toEqual(stored);
    });

    it.each(['GiftCreated', 'GiftUpdated'])(
      '%s v1 without a picture opens with imageId null, one with a picture keeps it',
      (type) => {
        expect(open(type, 1, giftV1).data).toEqual({ ...giftV1, imageId: null, product: null });
        expect(open(type, 1, { ...giftV1, imageId: 'image-1' }).data).toEqual({
          ...giftV1,
          imageId: 'image-1',
          product: null,
        });
      },
    );

    it.each(['GiftCreated', 'GiftUpdated'])('%s v2 (every gift a free gift) opens with product null', (type) => {
      expect(open(type, 2, { ...giftV1, imageId: null }).data).toEqual({ ...giftV1, imageId: null, product: null });
    });

    it('GiftAdded v1 opens with a gift whose product is null, and v2 keeps its product', () => {
      const added = { wishlistId: 'list-1', categoryId: 'cat-1', giftId: 'gift-1' };
      expect(open('GiftAdded', 1, { ...added, gift: { ...giftV1, imageId: null } }).data).toEqual({
        ...added,
        gift: { ...giftV1, imageId: null, product: null },
      });
      const gift = { ...giftV1, imageId: null, product };
      expect(open('GiftAdded', 2, { ...added, gift }).data).toEqual({ ...added, gift });
    });

    it('LotQuestionAsked v1 (no question id) opens with questionId null: it cannot be answered', () => {
      const asked = { lotingId: 'draw-1', participantId: 'p-1', personal: { keyId: 'k', iv: 'i', data: 'd' } };
      expect(open('LotQuestionAsked', 1, asked).data).toEqual({ ...asked, questionId: null });
    });

    it('UserRegistered v1 (its first list made by later steps of the request) opens with firstWishlist null and no invite', () => {
      expect(open('UserRegistered', 1, registeredV1).data).toEqual({
        ...registeredV1,
        firstWishlist: null,
        extraOwnerInvite: null,
      });
    });

    it('UserRegistered v2 keeps the first list it names and accepts no co-owner invite', () => {
      const firstWishlist = {
        wishlistId: 'list-1',
        publicGuid: 'pub-1',
        usernameIndex: 'idx',
        categoryId: 'cat-1',
        categoryPublicGuid: 'cat-pub-1',
        personal: sealed,
      };
      expect(open('UserRegistered', 2, { ...registeredV1, firstWishlist }).data).toEqual({
        ...registeredV1,
        firstWishlist,
        extraOwnerInvite: null,
      });
      expect(() => open('UserRegistered', 2, registeredV1)).toThrow(/version 2.*firstWishlist/s);
    });

    it('UserRegistered v3 keeps the co-owner invite it accepts', () => {
      const extraOwnerInvite = { wishlistId: 'list-1', inviteHash: 'hash-1' };
      expect(open('UserRegistered', 3, { ...registeredV1, firstWishlist: null, extraOwnerInvite }).data).toEqual({
        ...registeredV1,
        firstWishlist: null,
        extraOwnerInvite,
      });
      expect(() => open('UserRegistered', 3, { ...registeredV1, firstWishlist: null })).toThrow(
        /version 3.*extraOwnerInvite/s,
      );
    });

    it('CatalogueProductsChanged v1 (EANs only) opens with no product ids, and v2 keeps them', () => {
      expect(open('CatalogueProductsChanged', 1, { shopId: 'shop-a', eans: ['5901234123457'] }).data).toEqual({
        shopId: 'shop-a',
        eans: ['5901234123457'],
        productIds: [],
      });
      expect(
        open('CatalogueProductsChanged', 2, { shopId: 'shop-a', eans: [], productIds: ['shop-a:1'] }).data,
      ).toEqual({ shopId: 'shop-a', eans: [], productIds: ['shop-a:1'] });
    });

    it('SupportAccessRecorded v1 names the user read as its person, and no one for a read of anything else', () => {
      const read = { supportUserId: 'support-1', action: 'ViewTimeline', detail: null };
      expect(open('SupportAccessRecorded', 1, { ...read, subjectKind: 'user', subjectId: 'user-1' }).data).toEqual({
        ...read,
        subjectKind: 'user',
        subjectId: 'user-1',
        personIds: ['user-1'],
      });
      expect(open('SupportAccessRecorded', 1, { ...read, subjectKind: 'wishlist', subjectId: 'list-1' }).data).toEqual({
        ...read,
        subjectKind: 'wishlist',
        subjectId: 'list-1',
        personIds: [],
      });
      expect(open('SupportAccessRecorded', 1, { ...read, subjectKind: null, subjectId: null }).data).toEqual({
        ...read,
        subjectKind: null,
        subjectId: null,
        personIds: [],
      });
    });

    it('CrossOffUndone v1 opens without knowing who undid it, and v2 keeps who did', () => {
      const undone = { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-1', byUserId: 'giver-1' };
      expect(open('CrossOffUndone', 1, undone).data).toEqual({ ...undone, undoneBy: null });
      expect(open('CrossOffUndone', 2, { ...undone, undoneBy: 'capability' }).data).toEqual({
        ...undone,
        undoneBy: 'capability',
      });
      expect(() => open('CrossOffUndone', 2, undone)).toThrow(/version 2.*undoneBy/s);
    });

    it('the current version opens as stored, without fields its schema does not know', () => {
      const current = { ...giftV1, imageId: null, product };
      expect(open('GiftCreated', 3, { ...current, extra: 'x' })).toEqual({
        type: 'GiftCreated',
        data: current,
        metadata: metadataOf(3),
      });
    });
  });

  describe('refusals', () => {
    it('refuses an unknown event type, naming the event id and type', () => {
      expect(() => open('GiftWrapped', 1, {})).toThrow(
        new InvalidStoredEvent('event-1', 'GiftWrapped', 'unknown event type'),
      );
    });

    it('refuses the current version without a field it requires', () => {
      expect(() => open('GiftCreated', 3, { ...giftV1, imageId: null })).toThrow(InvalidStoredEvent);
      expect(() => open('GiftCreated', 3, { ...giftV1, imageId: null })).toThrow(
        /event-1 \(GiftCreated\).*version 3.*product/s,
      );
    });

    it('refuses an old version whose data its schema refuses', () => {
      expect(() => open('WishlistCreated', 1, { ...wishlistV1, accessType: 'SECRET' })).toThrow(
        /version 1.*accessType/s,
      );
    });

    it.each([0, 4])('refuses schema version %d, which no code wrote', (version) => {
      expect(() => open('GiftCreated', version, giftV1)).toThrow(/unknown schema version/);
    });

    it('refuses metadata without a schema version', () => {
      const stored: StoredEvent = {
        eventId: 'event-1',
        type: 'GiftDeleted',
        data: { giftId: 'g', wishlistId: 'l' },
        metadata: { correlationId: 'c' },
      };
      expect(() => openStoredEvent(stored)).toThrow(InvalidStoredEvent);
    });
  });

  it("knows a version for every event type: 3 for UserRegistered and the gift's own, 2 for the others changed since first stored, 1 for the rest", () => {
    const types = DomainEvent.options.map((option) => option.shape.type.value);
    const third = ['UserRegistered', 'GiftCreated', 'GiftUpdated'];
    const changed = [
      'WishlistCreated',
      'WishlistSettingsChanged',
      'GiftAdded',
      'SupportAccessRecorded',
      'CrossOffUndone',
      'LotingCreated',
      'CatalogueProductsChanged',
      'LotQuestionAsked',
    ];
    expect(Object.keys(eventSchemaVersions).sort()).toEqual([...types].sort());
    for (const type of types)
      expect([type, eventSchemaVersions[type]]).toEqual([
        type,
        third.includes(type) ? 3 : changed.includes(type) ? 2 : 1,
      ]);
  });
});

const metadataOf = (schemaVersion: number) => ({
  correlationId: 'c',
  causationId: null,
  userId: null,
  at: '2024-01-01T00:00:00.000Z',
  schemaVersion,
});
const open = (type: string, schemaVersion: number, data: object) =>
  openStoredEvent({ eventId: 'event-1', type, data, metadata: metadataOf(schemaVersion) });

const sealed = { keyId: 'owner-1', iv: 'iv', data: 'sealed' };
const registeredV1 = {
  userId: 'user-1',
  publicGuid: 'pub-u',
  isAccount: true,
  receiveMailing: false,
  emailIndex: 'email-idx',
  personal: sealed,
};
const wishlistV1 = {
  wishlistId: 'list-1',
  publicGuid: 'pub-1',
  primaryOwnerId: 'owner-1',
  usernameIndex: 'idx',
  accessType: 'PUBLIC',
  includeInSearchResult: true,
  showCrossedOff: false,
  personal: sealed,
};
const settingsV1 = {
  wishlistId: 'list-1',
  usernameIndex: 'idx',
  accessType: 'OPEN',
  includeInSearchResult: true,
  findableWhenVisible: true,
  showCrossedOff: true,
  personal: sealed,
};
const product = { productId: 'bol:123', eans: ['5412345678908'], imageUrl: 'https://img.example/123.jpg' };
const giftV1 = {
  giftId: 'gift-1',
  wishlistId: 'list-1',
  categoryId: 'cat-1',
  description: 'Een boek',
  url: null,
  crossOffEnabled: true,
};
