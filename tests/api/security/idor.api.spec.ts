import { CSRF_HEADER, type LotView } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { PRODUCT_CATALOGUE, type ProductCatalogue } from '../../../backend/src/products/product-catalogue.port.js';
import {
  type Answer,
  ApiClient,
  coOwnerOf,
  inviteTo,
  mailSettingsKeyMailedTo,
  ownerWithGift,
  type Registered,
  verifyEmail,
} from '../../support/api-client.js';
import { lotHoldersOf } from '../../support/lot-holders.js';
import { createLoting, participant } from '../../support/loting-draws.js';
import { routesTakingIds, routesWithUnparsedInput } from '../../support/route-inputs.js';
import { startTestApp, TestClock, type TestApp } from '../../support/test-app.js';

/**
 * Insecure direct object references: every registered route that takes a guid or an id, called with the caller's
 * own subject, another user's, an unknown guid and a malformed one. Each row says how to make the subject and what
 * each of the four must answer (docs/permissions.md, "Guids and ids: the IDOR table"). For the other's subject the
 * answer may not show the other's private ids, address or name, and a refused call leaves what they have as it was.
 */

let t: TestApp;
const clock = new TestClock();
beforeAll(async () => {
  t = await startTestApp({}, clock);
  await t.app.get<ProductCatalogue>(PRODUCT_CATALOGUE).replaceShop('idor', [
    {
      offerId: 'bal',
      title: 'Voetbal',
      description: '',
      url: 'https://idor.example/bal',
      imageUrl: 'https://idor.example/bal.jpg',
      price: 10,
      eans: [],
      brand: null,
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

/** A user with a public list holding one category and one gift that can be crossed off. */
interface Party extends Registered {
  publicGuid: string;
  categoryId: string;
  giftId: string;
  wishlistPublicGuid: string;
}

async function party(): Promise<Party> {
  const { owner, categoryId, giftId, wishlistPublicGuid } = await ownerWithGift(t.url);
  const { publicGuid } = await ok(owner.client.get<{ publicGuid: string }>('/api/Account/UserData'));
  return { ...owner, publicGuid, categoryId, giftId, wishlistPublicGuid };
}

/** The caller (`me`) and another user (`them`), made fresh for each row; `myLot`: a lot of the caller, made once asked. */
interface World {
  me: Party;
  them: Party;
  myLot(): Promise<string>;
}

/** The ids one call is made of; `key` names the one that is replaced by an unknown or a malformed value. */
type Ids = Record<string, string>;
type Call = [method: 'GET' | 'POST' | 'DELETE', path: string, body?: Record<string, unknown>];
/** A status, or a status with the problem value of its body. */
type Expected = number | readonly [status: number, problem: string];

interface Row {
  /** Which variant of the route, when a route has more than one row. */
  label?: string;
  /** The subject `owner` holds; `me`'s is the caller's own. */
  subject: (owner: Party, w: World) => Promise<Ids>;
  /** The other's subject as an attacker sends it, when it is not simply `subject(them)`. */
  other?: (w: World) => Promise<Ids>;
  key: string;
  call: (ids: Ids, w: World) => Call;
  /** Who sends the call: the caller `me` (default), or a new anonymous visitor. */
  caller?: 'me' | 'anonymous';
  expect: { own: Expected; other: Expected; unknown: Expected; malformed: Expected };
}

const MALFORMED = 'geen-guid';

// ---- subjects ----------------------------------------------------------------------------------------------------

const list = async (p: Party): Promise<Ids> => ({ id: p.wishlistId });
const gift = async (p: Party): Promise<Ids> => ({ gift: p.giftId, category: p.categoryId });
const category = async (p: Party): Promise<Ids> => ({ category: p.categoryId, list: p.wishlistId });
const giftOnList = async (p: Party): Promise<Ids> => ({ gift: p.giftId, list: p.wishlistId });

async function ok<T>(answer: Promise<Answer<T>>): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`setup call failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** A second category on the party's list, so that one can be deleted. */
const extraCategory = async (p: Party) =>
  (
    await ok(
      p.client.post<{ privateGuid: string }>('/api/Category/Create', {
        wishlistPrivateGuid: p.wishlistId,
        name: 'Extra',
      }),
    )
  ).privateGuid;

/** A confirmed address and an account over a day old: what sending a list by mail asks of its sender. */
async function mayMail(p: Party): Promise<void> {
  await verifyEmail(t.url, p);
  clock.advance(25 * 60 * 60 * 1000);
}

async function closeList(p: Party): Promise<void> {
  await ok(
    p.client.post('/api/MyList/UpdateSettings', {
      privateGuid: p.wishlistId,
      username: p.account.username,
      firstName: 'Test',
      lastName: 'Gesloten',
      accessType: 'CLOSED',
      includeInSearchResult: false,
      showCrossedOff: false,
    }),
  );
}

const crossOff = async (giver: Party, owner: Party) =>
  (await ok(giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: owner.giftId })))
    .crossOffGuid;

const forumPost = async (author: Party, owner: Party) =>
  (
    await ok(
      author.client.post<{ publicGuid: string }>('/api/Wishlist/CreateForumPost', {
        publicWishlistGuid: owner.wishlistPublicGuid,
        message: 'Proficiat!',
      }),
    )
  ).publicGuid;

const friendOf = async (follower: Party, owner: Party) =>
  (
    await ok(
      follower.client.post<{ friendPrivateGuid: string }>('/api/Friend/Add', {
        wishlistPublicGuid: owner.wishlistPublicGuid,
      }),
    )
  ).friendPrivateGuid;

const invite = async (p: Party) => (await inviteTo(p)).guid;

/** A gift picture of the party's list: its `/api/Image/{id}` id. */
async function picture(p: Party): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  const saved = await ok(
    p.client.post<{ editedGift: { displayImageUrl: string } }>('/api/MyGift/EditWithoutProduct', {
      publicGuid: p.giftId,
      categoryPrivateGuid: p.categoryId,
      description: 'Met foto',
      enableCrossOff: true,
      hasCustomImage: true,
      newImageBase64: png.toString('base64'),
    }),
  );
  return /\/api\/Image\/([^/?]+)/.exec(saved.editedGift.displayImageUrl)![1]!;
}

/** A draw the party organizes, with its guids and the organizer's and another participant's lots. */
async function draw(p: Party) {
  const created = await createLoting(p.client);
  if (created.status !== 201) throw new Error(`draw failed: ${created.status} ${JSON.stringify(created.body)}`);
  const holders = await lotHoldersOf(t, created.body.publicGuid);
  const organizer = holders.find((h) => h.lotGuid === created.body.organizerLot)!;
  const participant = holders.find((h) => h !== organizer)!;
  return { ...created.body, organizer, participant };
}

const lot = async (p: Party) => {
  const { organizer } = await draw(p);
  return { lot: organizer.lotGuid, publicLot: organizer.publicGuid };
};
/**
 * Another's cross-off, as a caller can try it: the caller's own cross-off guid (of another gift) sent with the gift
 * that a third person crossed off.
 */
async function othersCrossOff({ me }: World): Promise<Ids> {
  const [giver, owner, another] = [await party(), await party(), await party()];
  await crossOff(giver, owner);
  return { gift: owner.giftId, guid: await crossOff(me, another) };
}

/** A sign-in link mailed to the party's address (the mail leaves after the answer): its user id and code. */
async function signInLink(p: Party): Promise<Ids> {
  await ok(new ApiClient(t.url).post('/api/Account/RequestSignInLink', { email: p.account.email }));
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
    const mails = (await ok(new ApiClient(t.url).get<{ to: string; text: string }[]>('/api/Dev/Outbox'))).filter(
      (m) => m.to === p.account.email,
    );
    const found = mails.map((m) => /\/account\/signin\/([0-9a-f-]+)\/([A-Za-z0-9_-]+)/.exec(m.text)).find(Boolean);
    if (found) return { user: found[1]!, code: found[2]! };
  }
  throw new Error(`no sign-in link mailed to ${p.account.email}`);
}

/** A question asked of the party's own lot (by whoever drew them): that lot and the question's id. */
async function questionToMe(p: Party): Promise<Ids> {
  const created = await draw(p);
  const giver = (await lotHoldersOf(t, created.publicGuid)).find((h) => h.drew === created.organizer.name)!;
  await ok(
    new ApiClient(t.url).post('/api/Lot/SendQuestion', { lotPrivateGuid: giver.lotGuid, question: 'Wat is je maat?' }),
  );
  const view = await ok(new ApiClient(t.url).get<LotView>(`/api/Lot/${created.organizer.lotGuid}`));
  return { lot: created.organizer.lotGuid, question: view.questionsToMe[0]!.questionId };
}

/** What a stranger may know of another's lot: its public guid, sent where the lot's private guid belongs. */
const othersLot = async ({ them }: World): Promise<Ids> => ({ lot: (await lot(them)).publicLot });

// ---- the table -----------------------------------------------------------------------------------------------------

const settings = (id: string, w: World) => ({
  privateGuid: id,
  username: `${w.me.account.username}-x`,
  firstName: 'A',
  lastName: 'B',
  accessType: 'PUBLIC',
  includeInSearchResult: false,
  showCrossedOff: false,
});
const categoryRefused = {
  other: [422, 'UserCannotAccessWishlist'],
  unknown: [422, 'CategoryNotFound'],
  malformed: [400, 'InvalidInput'],
} as const;
const listRefused = {
  other: [422, 'UserCannotAccessWishlist'],
  unknown: [422, 'UserCannotAccessWishlist'],
  malformed: [400, 'InvalidInput'],
} as const;
const supportOnly = {
  own: [403, 'NotSupport'],
  other: [403, 'NotSupport'],
  unknown: [403, 'NotSupport'],
  malformed: [403, 'NotSupport'],
} as const;

/** A support call: refused to everyone but support before its input is read, whatever subject it names. */
const supportRow = (call: (id: string) => Call): Row => ({
  subject: list,
  key: 'id',
  call: ({ id }) => call(id!),
  expect: supportOnly,
});

const rows: Record<string, Row[]> = {
  // Lists, by their private guid.
  'GET /api/MyList/Get/:id': [
    {
      subject: list,
      key: 'id',
      call: ({ id }) => ['GET', `/api/MyList/Get/${id}`],
      expect: {
        own: 200,
        other: [404, 'WishlistNotFound'],
        unknown: [404, 'WishlistNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'DELETE /api/MyList/:id': [
    {
      subject: list,
      key: 'id',
      call: ({ id }) => ['DELETE', `/api/MyList/${id}`],
      expect: {
        own: 204,
        other: [422, 'WishlistNotFound'],
        unknown: [422, 'WishlistNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'DELETE /api/MyList/DeleteAllGifts/:id': [
    {
      subject: list,
      key: 'id',
      call: ({ id }) => ['DELETE', `/api/MyList/DeleteAllGifts/${id}`],
      expect: { own: 200, ...listRefused },
    },
  ],
  'POST /api/MyList/UpdateTitle': [
    {
      subject: list,
      key: 'id',
      call: ({ id }) => ['POST', '/api/MyList/UpdateTitle', { privateGuid: id, title: 'Gekaapt' }],
      expect: { own: 200, ...listRefused },
    },
  ],
  'POST /api/MyList/UpdateDescription': [
    {
      subject: list,
      key: 'id',
      call: ({ id }) => ['POST', '/api/MyList/UpdateDescription', { privateGuid: id, description: 'Gekaapt' }],
      expect: { own: 200, ...listRefused },
    },
  ],
  'POST /api/MyList/UpdateOccasion': [
    {
      subject: list,
      key: 'id',
      call: ({ id }) => [
        'POST',
        '/api/MyList/UpdateOccasion',
        { privateGuid: id, occasion: 'Christmas', occasionDate: null },
      ],
      expect: { own: 200, ...listRefused },
    },
  ],
  'POST /api/MyList/UpdateSettings': [
    {
      subject: list,
      key: 'id',
      call: ({ id }, w) => ['POST', '/api/MyList/UpdateSettings', settings(id!, w)],
      expect: { own: 200, ...listRefused },
    },
  ],
  'POST /api/MyList/UsedInRecentLot/:id': [
    {
      subject: list,
      key: 'id',
      call: ({ id }) => ['POST', `/api/MyList/UsedInRecentLot/${id}`],
      expect: {
        own: 200,
        other: [404, 'WishlistNotFound'],
        unknown: [404, 'WishlistNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  // The caller may send lists (a confirmed address, an account a day old), so what refuses the other's list is ownership.
  'POST /api/MyList/Send': [
    {
      subject: async (p, w) => {
        if (p === w.me) await mayMail(p);
        return list(p);
      },
      key: 'id',
      call: ({ id }) => [
        'POST',
        '/api/MyList/Send',
        { privateGuid: id, recipients: 'a@example.com', subject: 'Kijk', messageStart: 'Mijn lijstje', messageEnd: '' },
      ],
      expect: {
        own: 200,
        other: [422, 'WishlistNotFound'],
        unknown: [422, 'WishlistNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'POST /api/Category/Create': [
    {
      subject: list,
      key: 'id',
      call: ({ id }) => ['POST', '/api/Category/Create', { wishlistPrivateGuid: id, name: 'Gekaapt' }],
      expect: {
        own: 200,
        other: [422, 'WishlistNotFound'],
        unknown: [422, 'WishlistNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'GET /api/WishlistOwner/:id/GetOwnersAndInvites': [
    {
      subject: list,
      key: 'id',
      call: ({ id }) => ['GET', `/api/WishlistOwner/${id}/GetOwnersAndInvites`],
      expect: { own: 200, other: [403, 'NoAccess'], unknown: [403, 'NoAccess'], malformed: [400, 'InvalidInput'] },
    },
  ],
  'POST /api/WishlistOwner/InviteExtraOwner': [
    {
      subject: list,
      key: 'id',
      call: ({ id }) => ['POST', '/api/WishlistOwner/InviteExtraOwner', { privateWishlistGuid: id, name: 'Indringer' }],
      expect: { own: 200, ...listRefused },
    },
  ],
  'POST /api/WishlistOwner/RevokeExtraOwnerInvite': [
    {
      label: "the other's list and invite",
      subject: async (p) => ({ list: p.wishlistId, invite: await invite(p) }),
      key: 'list',
      call: ({ list: l, invite: i }) => [
        'POST',
        '/api/WishlistOwner/RevokeExtraOwnerInvite',
        { privateWishlistGuid: l, inviteGuid: i },
      ],
      expect: { own: 204, ...listRefused },
    },
    {
      label: "the caller's list with the other's invite",
      subject: async (p) => ({ list: p.wishlistId, invite: await invite(p) }),
      key: 'invite',
      other: async ({ me, them }) => ({ list: me.wishlistId, invite: await invite(them) }),
      call: ({ list: l, invite: i }) => [
        'POST',
        '/api/WishlistOwner/RevokeExtraOwnerInvite',
        { privateWishlistGuid: l, inviteGuid: i },
      ],
      expect: { own: 204, other: [422, 'NotFound'], unknown: [422, 'NotFound'], malformed: [400, 'InvalidInput'] },
    },
  ],
  'POST /api/WishlistOwner/RemoveExtraOwner': [
    {
      label: "the other's list and co-owner",
      subject: async (p) => ({ list: p.wishlistId, owner: (await coOwnerOf(t.url, p)).publicGuid }),
      key: 'list',
      call: ({ list: l, owner }) => [
        'POST',
        '/api/WishlistOwner/RemoveExtraOwner',
        { privateWishlistGuid: l, publicUserGuid: owner },
      ],
      expect: { own: 204, ...listRefused },
    },
    {
      label: "the caller's list with the other's co-owner",
      subject: async (p) => ({ list: p.wishlistId, owner: (await coOwnerOf(t.url, p)).publicGuid }),
      key: 'owner',
      other: async ({ me, them }) => ({ list: me.wishlistId, owner: (await coOwnerOf(t.url, them)).publicGuid }),
      call: ({ list: l, owner }) => [
        'POST',
        '/api/WishlistOwner/RemoveExtraOwner',
        { privateWishlistGuid: l, publicUserGuid: owner },
      ],
      expect: { own: 204, other: [422, 'NotFound'], unknown: [422, 'NotFound'], malformed: [400, 'InvalidInput'] },
    },
  ],

  // Categories, by their private guid. Another's is refused as their list is; an unknown one is not found.
  'POST /api/Category/Rename': [
    {
      subject: category,
      key: 'category',
      call: ({ category: c }) => ['POST', '/api/Category/Rename', { privateGuid: c, name: 'Gekaapt' }],
      expect: { own: 200, ...categoryRefused },
    },
  ],
  'POST /api/Category/Delete': [
    {
      subject: async (p) => ({ category: await extraCategory(p) }),
      key: 'category',
      call: ({ category: c }) => ['POST', '/api/Category/Delete', { privateGuid: c }],
      expect: { own: 204, ...categoryRefused },
    },
  ],
  'POST /api/Category/Reorder': [
    {
      label: "the other's categories",
      subject: category,
      key: 'category',
      call: ({ category: c }) => ['POST', '/api/Category/Reorder', { privateGuidOrder: [c] }],
      expect: { own: 204, ...categoryRefused },
    },
    {
      label: "the other's category among the caller's",
      subject: category,
      key: 'category',
      call: ({ category: c }, { me }) => [
        'POST',
        '/api/Category/Reorder',
        { privateGuidOrder: c === me.categoryId ? [c] : [me.categoryId, c] },
      ],
      expect: {
        own: 204,
        other: [422, 'InvalidData'],
        unknown: [422, 'InvalidData'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'POST /api/Category/MoveToWishlist': [
    {
      // Nothing moves, and that may not be told to anyone but the list's owners (it was: 200 to anyone logged in).
      label: "the other's category onto its own list",
      subject: category,
      key: 'category',
      call: ({ category: c, list: l }) => [
        'POST',
        '/api/Category/MoveToWishlist',
        { categoryPrivateGuid: c, wishlistPrivateGuid: l },
      ],
      expect: {
        own: 200,
        other: [422, 'SourceNotOwned'],
        unknown: [422, 'SourceNotOwned'],
        malformed: [400, 'InvalidInput'],
      },
    },
    {
      label: "the other's category into the caller's list",
      subject: category,
      key: 'category',
      call: ({ category: c }, { me }) => [
        'POST',
        '/api/Category/MoveToWishlist',
        { categoryPrivateGuid: c, wishlistPrivateGuid: me.wishlistId },
      ],
      expect: {
        own: 200,
        other: [422, 'SourceNotOwned'],
        unknown: [422, 'SourceNotOwned'],
        malformed: [400, 'InvalidInput'],
      },
    },
    {
      label: "the caller's category into the other's list",
      subject: list,
      key: 'id',
      call: ({ id }, { me }) => [
        'POST',
        '/api/Category/MoveToWishlist',
        { categoryPrivateGuid: me.categoryId, wishlistPrivateGuid: id },
      ],
      expect: {
        own: 200,
        other: [422, 'DestinationNotOwned'],
        unknown: [422, 'DestinationNotOwned'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],

  // Gifts, by their public guid (visitors know it) and their category's private guid.
  'POST /api/MyGift/EditWithoutProduct': [
    {
      label: "the other's gift into the caller's category",
      subject: gift,
      key: 'gift',
      call: ({ gift: g }, { me }) => [
        'POST',
        '/api/MyGift/EditWithoutProduct',
        { publicGuid: g, categoryPrivateGuid: me.categoryId, description: 'Gekaapt', enableCrossOff: true },
      ],
      expect: {
        own: 200,
        other: [422, 'GiftNotFound'],
        unknown: [422, 'GiftNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
    {
      label: "a new gift in the other's category",
      subject: category,
      key: 'category',
      call: ({ category: c }) => [
        'POST',
        '/api/MyGift/EditWithoutProduct',
        { categoryPrivateGuid: c, description: 'Ingeslopen', enableCrossOff: true },
      ],
      expect: {
        own: 201,
        other: [422, 'GiftNotFound'],
        unknown: [422, 'InvalidUpdate'],
        malformed: [400, 'InvalidInput'],
      },
    },
    {
      label: "the caller's gift into the other's category",
      subject: category,
      key: 'category',
      call: ({ category: c }, { me }) => [
        'POST',
        '/api/MyGift/EditWithoutProduct',
        { publicGuid: me.giftId, categoryPrivateGuid: c, description: 'Verhuisd', enableCrossOff: true },
      ],
      expect: {
        own: 200,
        other: [422, 'InvalidUpdate'],
        unknown: [422, 'InvalidUpdate'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'POST /api/MyGift/EditWithProduct': [
    {
      label: "the other's gift into the caller's category",
      subject: gift,
      key: 'gift',
      call: ({ gift: g }, { me }) => [
        'POST',
        '/api/MyGift/EditWithProduct',
        {
          publicGuid: g,
          categoryPrivateGuid: me.categoryId,
          description: 'Gekaapt',
          enableCrossOff: true,
          productSource: 'idor:bal',
          productSourceType: 'ProductSearch',
        },
      ],
      expect: {
        own: 200,
        other: [422, 'GiftNotFound'],
        unknown: [422, 'GiftNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
    {
      label: "a new gift in the other's category",
      subject: category,
      key: 'category',
      call: ({ category: c }) => [
        'POST',
        '/api/MyGift/EditWithProduct',
        {
          categoryPrivateGuid: c,
          description: 'Ingeslopen',
          enableCrossOff: true,
          productSource: 'idor:bal',
          productSourceType: 'ProductSearch',
        },
      ],
      expect: {
        own: 201,
        other: [422, 'GiftNotFound'],
        unknown: [422, 'InvalidUpdate'],
        malformed: [400, 'InvalidInput'],
      },
    },
    {
      label: "the caller's gift into the other's category",
      subject: category,
      key: 'category',
      call: ({ category: c }, { me }) => [
        'POST',
        '/api/MyGift/EditWithProduct',
        {
          publicGuid: me.giftId,
          categoryPrivateGuid: c,
          description: 'Verhuisd',
          enableCrossOff: true,
          productSource: 'idor:bal',
          productSourceType: 'ProductSearch',
        },
      ],
      expect: {
        own: 200,
        other: [422, 'InvalidUpdate'],
        unknown: [422, 'InvalidUpdate'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'POST /api/MyGift/Reorder': [
    {
      label: "the other's category",
      subject: gift,
      key: 'category',
      call: ({ gift: g, category: c }) => ['POST', '/api/MyGift/Reorder', { categoryPrivateGuid: c, order: [g] }],
      expect: { own: 204, ...categoryRefused },
    },
    {
      // Ids that are not in the category are left out of its order (the wishlists projection): nothing of theirs moves.
      label: "the other's gift in the caller's category",
      subject: gift,
      key: 'gift',
      call: ({ gift: g }, { me }) => [
        'POST',
        '/api/MyGift/Reorder',
        { categoryPrivateGuid: me.categoryId, order: g === me.giftId ? [g] : [me.giftId, g] },
      ],
      expect: { own: 204, other: 204, unknown: 204, malformed: [400, 'InvalidInput'] },
    },
  ],
  'POST /api/MyGift/MoveToWishlist': [
    {
      // Nothing moves, and that may not be told to anyone but the list's owners (it was: 204 to anyone logged in).
      label: "the other's gift onto its own list",
      subject: giftOnList,
      key: 'list',
      call: ({ gift: g, list: l }) => [
        'POST',
        '/api/MyGift/MoveToWishlist',
        { giftPublicGuid: g, wishlistPrivateGuid: l },
      ],
      expect: {
        own: 204,
        other: [422, 'SourceNotOwned'],
        unknown: [422, 'DestinationNotOwned'],
        malformed: [400, 'InvalidInput'],
      },
    },
    {
      label: "the other's gift into the caller's list",
      subject: gift,
      key: 'gift',
      other: async ({ them }) => gift(them),
      call: ({ gift: g }, { me }) => [
        'POST',
        '/api/MyGift/MoveToWishlist',
        { giftPublicGuid: g, wishlistPrivateGuid: me.wishlistId },
      ],
      expect: {
        own: 204,
        other: [422, 'SourceNotOwned'],
        unknown: [422, 'GiftNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
    {
      label: "the caller's gift into the other's list",
      subject: list,
      key: 'id',
      call: ({ id }, { me }) => [
        'POST',
        '/api/MyGift/MoveToWishlist',
        { giftPublicGuid: me.giftId, wishlistPrivateGuid: id },
      ],
      expect: {
        own: 204,
        other: [422, 'DestinationNotOwned'],
        unknown: [422, 'DestinationNotOwned'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'DELETE /api/MyGift/:id': [
    {
      subject: gift,
      key: 'gift',
      call: ({ gift: g }) => ['DELETE', `/api/MyGift/${g}`],
      expect: {
        own: 204,
        other: [422, 'GiftNotFound'],
        unknown: [422, 'GiftNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],

  // Visitors' calls on a gift or list by its public guid: another's public list is open by design, a closed one is not.
  'POST /api/Gift/CrossOff': [
    {
      label: "on the other's closed list",
      subject: gift,
      key: 'gift',
      other: async ({ them }) => {
        await closeList(them);
        return gift(them);
      },
      call: ({ gift: g }) => ['POST', '/api/Gift/CrossOff', { publicGiftGuid: g }],
      expect: {
        own: [422, 'OwnWishlist'],
        other: [422, 'NoAccess'],
        unknown: [422, 'GiftDeleted'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'POST /api/Wishlist/StartFlow': [
    {
      label: "on the other's closed list",
      subject: gift,
      key: 'gift',
      other: async ({ them }) => {
        await closeList(them);
        return gift(them);
      },
      call: ({ gift: g }) => ['POST', '/api/Wishlist/StartFlow', { publicGiftGuid: g }],
      expect: {
        own: [422, 'OwnWishlist'],
        other: [422, 'NoAccess'],
        unknown: [422, 'GiftDeleted'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'POST /api/Friend/Add': [
    {
      label: "the other's closed list",
      subject: async (p) => ({ list: p.wishlistPublicGuid }),
      key: 'list',
      other: async ({ them }) => {
        await closeList(them);
        return { list: them.wishlistPublicGuid };
      },
      call: ({ list: l }) => ['POST', '/api/Friend/Add', { wishlistPublicGuid: l }],
      expect: {
        own: [422, 'OwnWishlist'],
        other: [422, 'NoAccess'],
        unknown: [422, 'NoAccess'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'POST /api/Wishlist/CreateForumPost': [
    {
      label: "on the other's closed list",
      subject: async (p) => ({ list: p.wishlistPublicGuid }),
      key: 'list',
      other: async ({ them }) => {
        await closeList(them);
        return { list: them.wishlistPublicGuid };
      },
      call: ({ list: l }) => ['POST', '/api/Wishlist/CreateForumPost', { publicWishlistGuid: l, message: 'Hallo' }],
      expect: { own: 201, other: [422, 'NoAccess'], unknown: [422, 'NoAccess'], malformed: [400, 'InvalidInput'] },
    },
  ],
  // The caller's own post on the other's list, and the other's post on their own list (the caller is no owner there).
  'DELETE /api/Wishlist/DeleteForumPost/:id': [
    {
      subject: async (p, { me, them }) => ({ post: await forumPost(p, p === me ? them : p) }),
      key: 'post',
      call: ({ post }) => ['DELETE', `/api/Wishlist/DeleteForumPost/${post}`],
      expect: {
        own: 204,
        other: [422, 'NotAllowed'],
        unknown: [422, 'PostNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  // The caller's friend entry for the other's list, and the other's entry for the caller's list.
  'DELETE /api/Friend/:privateGuid': [
    {
      subject: async (p, { me, them }) => ({ friend: await friendOf(p, p === me ? them : me) }),
      key: 'friend',
      call: ({ friend }) => ['DELETE', `/api/Friend/${friend}`],
      expect: {
        own: 204,
        other: [422, 'FriendNotFound'],
        unknown: [422, 'FriendNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  // Pictures are as public as the pages showing them (docs/permissions.md, Images): only an id never issued is refused.
  'GET /api/Image/:id': [
    {
      subject: async (p) => ({ image: await picture(p) }),
      key: 'image',
      call: ({ image }) => ['GET', `/api/Image/${image}`],
      expect: { own: 200, other: 200, unknown: 404, malformed: 404 },
    },
  ],

  // Cross-off capabilities: the private cross-off guid. The other's: the caller's own guid sent for another gift.
  'POST /api/Gift/UndoCrossOff': [
    {
      subject: async (_p, { me, them }) => ({ gift: them.giftId, guid: await crossOff(me, them) }),
      key: 'guid',
      other: othersCrossOff,
      call: ({ gift: g, guid }) => ['POST', '/api/Gift/UndoCrossOff', { publicGuid: g, privateCrossOffGuid: guid }],
      expect: {
        own: 200,
        other: [422, 'GiftNotFound'],
        unknown: [422, 'GiftNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  // Only the giver, by session, hides a gift taken off its list; the other's: their own such gift with its guid.
  'POST /api/Gift/HideRemovedCrossOff': [
    {
      subject: async (p, { me, them }) => {
        const owner = p === me ? them : me;
        const guid = await crossOff(p, owner);
        await ok(owner.client.delete(`/api/MyGift/${owner.giftId}`));
        return { gift: owner.giftId, guid };
      },
      key: 'guid',
      call: ({ gift: g, guid }) => [
        'POST',
        '/api/Gift/HideRemovedCrossOff',
        { publicGuid: g, privateCrossOffGuid: guid },
      ],
      expect: {
        own: 204,
        other: [422, 'GiftNotFound'],
        unknown: [422, 'GiftNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'GET /api/Gift/GetByCrossOffGuid/:giftId/:crossOffId': [
    {
      subject: async (_p, { me, them }) => ({ gift: them.giftId, guid: await crossOff(me, them) }),
      key: 'guid',
      other: othersCrossOff,
      call: ({ gift: g, guid }) => ['GET', `/api/Gift/GetByCrossOffGuid/${g}/${guid}`],
      expect: { own: 200, other: [422, 'Other'], unknown: [422, 'Other'], malformed: [422, 'InvalidGuid'] },
    },
  ],

  // The e-mail settings open with the mailed key or the user's own session (the caller's); the other's: their public
  // guid (anyone may know it). Without key or own session the answer is the unknown id's 404.
  'GET /api/Account/GetEmailSettings/:id': [
    {
      subject: async (p) => ({ user: p.userId }),
      key: 'user',
      other: async ({ them }) => ({ user: them.publicGuid }),
      call: ({ user }) => ['GET', `/api/Account/GetEmailSettings/${user}`],
      expect: { own: 200, other: [404, 'NotFound'], unknown: [404, 'NotFound'], malformed: [404, 'NotFound'] },
    },
  ],
  'POST /api/Account/UpdateEmailSettings': [
    {
      subject: async (p) => ({ user: p.userId }),
      key: 'user',
      other: async ({ them }) => ({ user: them.publicGuid }),
      call: ({ user }) => [
        'POST',
        '/api/Account/UpdateEmailSettings',
        { userPrivateGuid: user, overviewEmailFrequency: 0, enableCrossOffNotifications: false },
      ],
      expect: { own: 200, other: [404, 'NotFound'], unknown: [404, 'NotFound'], malformed: [400, 'InvalidInput'] },
    },
  ],
  // One-click unsubscribe takes the mailed key only (never the session); the other's: their public guid with the caller's key.
  'POST /api/Account/Unsubscribe/:id': [
    {
      subject: async (p) => ({ user: p.userId, key: await mailSettingsKeyMailedTo(t.url, p) }),
      key: 'user',
      other: async ({ me, them }) => ({ user: them.publicGuid, key: await mailSettingsKeyMailedTo(t.url, me) }),
      call: ({ user, key }) => ['POST', `/api/Account/Unsubscribe/${user}?k=${key}`],
      expect: { own: 204, other: 404, unknown: 404, malformed: [400, 'InvalidInput'] },
    },
  ],
  // Only a redirect to the settings page, whatever the guid.
  'GET /api/Account/Unsubscribe/:id': [
    {
      subject: async (p) => ({ user: p.userId }),
      key: 'user',
      other: async ({ them }) => ({ user: them.publicGuid }),
      call: ({ user }) => ['GET', `/api/Account/Unsubscribe/${user}`],
      expect: { own: 303, other: 303, unknown: 303, malformed: [400, 'InvalidInput'] },
    },
  ],
  // The profile is the session's: another's private guid (as if leaked) changes nothing.
  'POST /api/Account/Edit': [
    {
      subject: async (p) => ({ user: p.userId }),
      key: 'user',
      call: ({ user }, { me }) => [
        'POST',
        '/api/Account/Edit',
        {
          userPrivateGuid: user,
          firstName: 'Ander',
          lastName: 'Iemand',
          email: me.account.email,
          overviewEmailFrequency: 0,
          enableCrossOffNotifications: false,
        },
      ],
      expect: {
        own: 200,
        other: [422, 'WrongUserGuid'],
        unknown: [422, 'WrongUserGuid'],
        malformed: [422, 'WrongUserGuid'],
      },
    },
  ],
  // The mailed code is the capability; the other's user id sent with the caller's own code signs nobody in.
  'POST /api/Account/SignInWithLink': [
    {
      caller: 'anonymous',
      subject: signInLink,
      key: 'user',
      other: async ({ me, them }) => ({ ...(await signInLink(me)), user: them.userId }),
      call: ({ user, code }) => ['POST', '/api/Account/SignInWithLink', { userId: user, code }],
      expect: { own: 200, other: [422, 'IsUnknown'], unknown: [422, 'IsUnknown'], malformed: [400, 'InvalidInput'] },
    },
  ],
  // Answers only whether the session is that user's.
  'POST /api/Utility/CheckSession': [
    {
      subject: async (p) => ({ user: p.publicGuid }),
      key: 'user',
      call: ({ user }) => ['POST', '/api/Utility/CheckSession', { checkPublicUserGuid: true, publicUserGuid: user }],
      expect: { own: 200, other: 200, unknown: 200, malformed: 200 },
    },
  ],

  // Co-owner invites: the invite guid is the capability; the other's: their list's public guid sent in its place.
  'GET /api/Wishlist/OpenInvite/:guid': [
    {
      subject: async (p) => ({ invite: await invite(p) }),
      key: 'invite',
      other: async ({ them }) => ({ invite: them.wishlistPublicGuid }),
      call: ({ invite: i }) => ['GET', `/api/Wishlist/OpenInvite/${i}`],
      expect: { own: 200, other: [422, 'NotFound'], unknown: [422, 'NotFound'], malformed: [400, 'InvalidInput'] },
    },
  ],
  // The caller holds an invite to the other's list (own); the other's list's public guid is no invite.
  'POST /api/Wishlist/AcceptExtraOwnerInvite': [
    {
      subject: async (_p, { them }) => ({ invite: await invite(them) }),
      key: 'invite',
      other: async ({ them }) => ({ invite: them.wishlistPublicGuid }),
      call: ({ invite: i }) => ['POST', '/api/Wishlist/AcceptExtraOwnerInvite', { invitationGuid: i }],
      expect: { own: 204, other: [422, 'NotFound'], unknown: [422, 'NotFound'], malformed: [400, 'InvalidInput'] },
    },
  ],
  'POST /api/Account/CreateForExtraOwnerInvite': [
    {
      caller: 'anonymous',
      subject: async (p) => ({ invite: await invite(p) }),
      key: 'invite',
      other: async ({ them }) => ({ invite: them.wishlistPublicGuid }),
      call: ({ invite: i }) => [
        'POST',
        '/api/Account/CreateForExtraOwnerInvite',
        {
          email: `uitgenodigd-${randomUUID()}@example.com`,
          firstName: 'Nieuw',
          lastName: 'Lid',
          password: 'een-goed-wachtwoord',
          inviteGuid: i,
          receiveMailing: false,
        },
      ],
      expect: {
        own: 201,
        other: [422, 'InvalidInvite'],
        unknown: [422, 'InvalidInvite'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],

  // Draws: the manage guid with the organizer's session.
  'GET /api/Loting/:manageGuid': [
    {
      subject: async (p) => ({ manage: (await draw(p)).manageGuid }),
      key: 'manage',
      call: ({ manage }) => ['GET', `/api/Loting/${manage}`],
      expect: { own: 200, other: [422, 'NotFound'], unknown: [422, 'NotFound'], malformed: [400, 'InvalidInput'] },
    },
  ],
  'GET /api/Loting/:manageGuid/History': [
    {
      subject: async (p) => ({ manage: (await draw(p)).manageGuid }),
      key: 'manage',
      call: ({ manage }) => ['GET', `/api/Loting/${manage}/History`],
      expect: { own: 200, other: [422, 'NotFound'], unknown: [422, 'NotFound'], malformed: [400, 'InvalidInput'] },
    },
  ],
  'DELETE /api/Loting/:manageGuid': [
    {
      subject: async (p) => ({ manage: (await draw(p)).manageGuid }),
      key: 'manage',
      call: ({ manage }) => ['DELETE', `/api/Loting/${manage}`],
      expect: { own: 200, other: [422, 'NoAccess'], unknown: [422, 'NoAccess'], malformed: [400, 'InvalidInput'] },
    },
  ],
  'POST /api/Loting/ResendLot': [
    {
      label: "the other's draw",
      subject: async (p) => {
        const d = await draw(p);
        return { manage: d.manageGuid, participant: d.participant.publicGuid };
      },
      key: 'manage',
      call: ({ manage, participant }) => [
        'POST',
        '/api/Loting/ResendLot',
        { manageGuid: manage, participantPublicGuid: participant },
      ],
      expect: { own: 204, other: [422, 'NoAccess'], unknown: [422, 'NoAccess'], malformed: [400, 'InvalidInput'] },
    },
    {
      label: "the caller's draw with the other's participant",
      subject: async (p) => {
        const d = await draw(p);
        return { manage: d.manageGuid, participant: d.participant.publicGuid };
      },
      key: 'participant',
      other: async ({ me, them }) => ({
        manage: (await draw(me)).manageGuid,
        participant: (await draw(them)).participant.publicGuid,
      }),
      call: ({ manage, participant }) => [
        'POST',
        '/api/Loting/ResendLot',
        { manageGuid: manage, participantPublicGuid: participant },
      ],
      expect: { own: 204, other: [422, 'NotFound'], unknown: [422, 'NotFound'], malformed: [400, 'InvalidInput'] },
    },
  ],
  // The organizer's link: the draw's public guid with its manage guid (`privateUserGuid`); another's whole link opens
  // nothing for a caller logged in as someone else.
  'POST /api/Loting/OpenWithOrganizer': [
    {
      subject: async (p) => {
        const d = await draw(p);
        return { loting: d.publicGuid, manage: d.manageGuid };
      },
      key: 'manage',
      call: ({ loting, manage }) => [
        'POST',
        '/api/Loting/OpenWithOrganizer',
        { publicLotingGuid: loting, privateUserGuid: manage },
      ],
      expect: { own: 200, other: [401, 'NotLoggedIn'], unknown: [422, 'NotFound'], malformed: [400, 'InvalidInput'] },
    },
  ],
  'POST /api/Loting/Create': [
    {
      // The server mails a participant added by account: only the owners of lists the caller follows may be added.
      label: "a participant by account who is not among the caller's friends",
      subject: async (_p, { me }) => {
        const friend = await party();
        await friendOf(me, friend);
        return { user: friend.publicGuid };
      },
      key: 'user',
      other: async ({ them }) => ({ user: them.publicGuid }),
      call: ({ user }, { me }) => [
        'POST',
        '/api/Loting/Create',
        {
          title: 'Kerstfeest',
          description: '',
          participants: [
            participant('Ik', '', { publicUserGuid: me.publicGuid }),
            participant('Vriend', '', { publicUserGuid: user }),
            participant('Carla', `carla-${me.userId}@example.com`),
          ],
        },
      ],
      expect: {
        own: 201,
        other: [422, 'InvalidData'],
        unknown: [422, 'InvalidData'],
        malformed: [400, 'InvalidInput'],
      },
    },
    {
      // Redoing a draw deletes the earlier one: only the caller's own.
      label: "a redo of the other's draw",
      subject: async (p) => ({ redo: (await draw(p)).manageGuid }),
      key: 'redo',
      call: ({ redo }, { me }) => [
        'POST',
        '/api/Loting/Create',
        {
          title: 'Opnieuw',
          description: '',
          redoOf: redo,
          participants: [
            participant('Ik', '', { publicUserGuid: me.publicGuid }),
            participant('Bert', `bert-${me.userId}@example.com`),
            participant('Carla', `carla-${me.userId}@example.com`),
          ],
        },
      ],
      expect: {
        own: 201,
        other: [422, 'InvalidData'],
        unknown: [422, 'InvalidData'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],

  // Lots: the lot's private guid is the capability; the other's: the public guid of their lot sent in its place.
  'GET /api/Lot/:guid': [
    {
      subject: lot,
      other: othersLot,
      key: 'lot',
      call: ({ lot: l }) => ['GET', `/api/Lot/${l}`],
      expect: { own: 200, other: [422, 'NotFound'], unknown: [422, 'NotFound'], malformed: [400, 'InvalidInput'] },
    },
  ],
  'POST /api/Lot/RegisterFirstView': [
    {
      subject: lot,
      other: othersLot,
      key: 'lot',
      call: ({ lot: l }) => ['POST', '/api/Lot/RegisterFirstView', { privateGuid: l }],
      expect: { own: 204, other: [422, 'NotFound'], unknown: [422, 'NotFound'], malformed: [400, 'InvalidInput'] },
    },
  ],
  'POST /api/Lot/SendNudge': [
    {
      subject: lot,
      other: othersLot,
      key: 'lot',
      call: ({ lot: l }) => ['POST', '/api/Lot/SendNudge', { participantPrivateGuid: l }],
      expect: {
        own: 200,
        other: [422, 'LotDoesNotExist'],
        unknown: [422, 'LotDoesNotExist'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'POST /api/Lot/SendQuestion': [
    {
      subject: lot,
      other: othersLot,
      key: 'lot',
      call: ({ lot: l }) => ['POST', '/api/Lot/SendQuestion', { lotPrivateGuid: l, question: 'Wat is je maat?' }],
      expect: {
        own: 200,
        other: [422, 'LotDoesNotExist'],
        unknown: [422, 'LotDoesNotExist'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  // Answering: the caller's own lot with a question asked of someone else.
  'POST /api/Lot/AnswerQuestion': [
    {
      subject: questionToMe,
      other: async ({ me, them }) => ({
        lot: (await questionToMe(me)).lot!,
        question: (await questionToMe(them)).question!,
      }),
      key: 'question',
      call: ({ lot: l, question }) => [
        'POST',
        '/api/Lot/AnswerQuestion',
        { lotPrivateGuid: l, questionId: question, answer: 'Maat M' },
      ],
      expect: {
        own: 204,
        other: [422, 'QuestionNotFound'],
        unknown: [422, 'QuestionNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],
  'POST /api/Lot/SelectWishlist': [
    {
      label: "the other's lot",
      subject: lot,
      other: othersLot,
      key: 'lot',
      call: ({ lot: l }, { me }) => [
        'POST',
        '/api/Lot/SelectWishlist',
        { participantPrivateGuid: l, wishlistPrivateGuid: me.wishlistId },
      ],
      expect: {
        own: 200,
        other: [422, 'LotDoesNotExist'],
        unknown: [422, 'LotDoesNotExist'],
        malformed: [400, 'InvalidInput'],
      },
    },
    {
      label: "the other's list for the caller's lot",
      subject: async (p, w) => ({ id: p.wishlistId, lot: await w.myLot() }),
      key: 'id',
      call: ({ id, lot: l }) => [
        'POST',
        '/api/Lot/SelectWishlist',
        { participantPrivateGuid: l, wishlistPrivateGuid: id },
      ],
      expect: {
        own: 200,
        other: [422, 'WishlistNotFound'],
        unknown: [422, 'WishlistNotFound'],
        malformed: [400, 'InvalidInput'],
      },
    },
  ],

  // Support: refused before the input is read to everyone without the support role (tests/api/support-access.api.spec.ts).
  'GET /api/Support/Timeline': [supportRow((id) => ['GET', `/api/Support/Timeline?kind=wishlist&id=${id}`])],
  'GET /api/Support/Correlation/:correlationId': [supportRow((id) => ['GET', `/api/Support/Correlation/${id}`])],
  'POST /api/Support/Parked/Retry': [supportRow((id) => ['POST', '/api/Support/Parked/Retry', { id }])],
  'POST /api/Support/Parked/Skip': [supportRow((id) => ['POST', '/api/Support/Parked/Skip', { id }])],
  'POST /api/Support/UndoCrossOff': [
    supportRow((id) => ['POST', '/api/Support/UndoCrossOff', { giftId: id, byUserId: id }]),
  ],
  'GET /api/Support/Rebuild/:jobId': [supportRow((id) => ['GET', `/api/Support/Rebuild/${id}`])],
  'GET /api/Support/State': [
    supportRow((id) => ['GET', `/api/Support/State?kind=wishlist&id=${id}&at=2026-01-01T00:00:00Z`]),
  ],
  'GET /api/Support/StateDiff': [
    supportRow((id) => [
      'GET',
      `/api/Support/StateDiff?kind=wishlist&id=${id}&from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z`,
    ]),
  ],
  'POST /api/Support/Shops/RenameCategory': [
    supportRow((id) => ['POST', '/api/Support/Shops/RenameCategory', { categoryId: id, name: 'Gekaapt' }]),
  ],
  'POST /api/Support/Shops/RemoveCategory': [
    supportRow((id) => ['POST', '/api/Support/Shops/RemoveCategory', { categoryId: id }]),
  ],
  'POST /api/Support/Shops/AddShop': [
    supportRow((id) => [
      'POST',
      '/api/Support/Shops/AddShop',
      { categoryId: id, name: 'Nieuw', url: 'https://www.nieuw.be' },
    ]),
  ],
  'POST /api/Support/Shops/ChangeShop': [
    supportRow((id) => [
      'POST',
      '/api/Support/Shops/ChangeShop',
      { shopId: id, categoryId: id, name: 'Ander', url: 'https://www.ander.be' },
    ]),
  ],
  'POST /api/Support/Shops/RemoveShop': [supportRow((id) => ['POST', '/api/Support/Shops/RemoveShop', { shopId: id }])],
  'POST /api/Support/Shops/SetLogo/:shopId': [supportRow((id) => ['POST', `/api/Support/Shops/SetLogo/${id}`])],
  'POST /api/Support/Shops/RemoveLogo': [supportRow((id) => ['POST', '/api/Support/Shops/RemoveLogo', { shopId: id }])],
};

/** The call as the client's browser sends it, without following a redirect. */
async function send(client: ApiClient, [method, path, body]: Call): Promise<Answer> {
  const headers: Record<string, string> = method === 'GET' ? {} : { [CSRF_HEADER]: await client.csrfToken() };
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (client.sessionCookie) headers.cookie = client.sessionCookie;
  const response = await fetch(t.url + path, {
    method,
    redirect: 'manual',
    headers,
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') && text;
  return { status: response.status, body: json ? (JSON.parse(json) as unknown) : text, headers: response.headers };
}

const problemOf = (body: unknown): string | undefined =>
  typeof body === 'string' ? body : (body as { problem?: string } | null)?.problem;

/** The answer as the row's expectation reads it: the status, with the problem value when one is expected. */
const seen = (answer: Answer, expected: Expected): Expected =>
  typeof expected === 'number' ? answer.status : [answer.status, problemOf(answer.body) ?? ''];

describe('IDOR: every route that takes a guid or an id', () => {
  it('has a row for every registered route that takes one, and no row for a route that is gone', () => {
    const taking = routesTakingIds(t);
    expect(taking.get('GET /api/MyList/Get/:id')).toEqual([':id']);
    // A body no schema describes may hold an id this test cannot see: only the pictures (PNG bytes) have one.
    expect(routesWithUnparsedInput(t)).toEqual([
      'POST /api/WishlistImage/UploadImage/:username',
      'POST /api/Support/Shops/SetLogo/:shopId',
    ]);
    const rowless = [...taking.keys()].filter((route) => !(route in rows));
    expect({ withoutRow: rowless, stale: Object.keys(rows).filter((route) => !taking.has(route)) }).toEqual({
      withoutRow: [],
      stale: [],
    });
  });

  const cases = Object.entries(rows).flatMap(([route, variants]) =>
    variants.map((row) => [`${route}${row.label ? ` (${row.label})` : ''}`, row] as const),
  );
  it.each(cases)('%s', async (_name, row) => {
    const [me, them] = await Promise.all([party(), party()]);
    let myLot: Promise<string> | undefined;
    const w: World = { me, them, myLot: () => (myLot ??= lot(me).then((ids) => ids.lot)) };
    const caller = row.caller === 'anonymous' ? new ApiClient(t.url) : me.client;
    const own = await row.subject(me, w);
    const others = await (row.other ?? ((world) => row.subject(world.them, world)))(w);
    const theirs = () =>
      Promise.all(
        [
          `/api/MyList/Get/${them.wishlistId}`,
          `/api/WishlistOwner/${them.wishlistId}/GetOwnersAndInvites`,
          '/api/Friend/Overview',
          `/api/Account/GetEmailSettings/${them.userId}`,
          '/api/Account/UserData',
          '/api/Loting/Overview',
        ].map(async (path) => (await them.client.get(path)).body),
      );

    const othersCall = row.call(others, w);
    const before = await theirs();
    const answers = {
      malformed: await send(caller, row.call({ ...own, [row.key]: MALFORMED }, w)),
      unknown: await send(caller, row.call({ ...own, [row.key]: randomUUID() }, w)),
      other: await send(caller, othersCall),
    };
    const after = await theirs();
    const answersWithOwn = { ...answers, own: await send(caller, row.call(own, w)) };

    const statuses = Object.fromEntries(
      Object.entries(answersWithOwn).map(([kind, answer]) => [
        kind,
        seen(answer, row.expect[kind as keyof Row['expect']]),
      ]),
    );
    expect(statuses).toEqual(row.expect);

    // The other's private ids, address and name never come back; a refused call leaves what they have as it was.
    const sent = JSON.stringify(othersCall);
    const secrets = [them.userId, them.wishlistId, them.categoryId, them.account.email, them.account.lastName].filter(
      (secret) => !sent.includes(secret),
    );
    expect(secrets.filter((secret) => JSON.stringify(answers.other.body ?? '').includes(secret))).toEqual([]);
    if (answers.other.status >= 400) expect(after).toEqual(before);
  });
});
