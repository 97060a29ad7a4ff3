import {
  AddFriendRequest,
  CategoryCreateRequest,
  CategoryDeleteRequest,
  CategoryMoveRequest,
  CategoryRenameRequest,
  CategoryReorderRequest,
  CheckEmailRequest,
  CheckSessionRequest,
  CheckUsernameRequest,
  CreateAccountRequest,
  CreateForumPostRequest,
  CreateLightweightUserRequest,
  CreateWishlistRequest,
  CrossOffRequest,
  CSRF_HEADER,
  CSRF_INVALID_HEADER,
  DeleteAccountRequest,
  EditProfileRequest,
  EmailSettings,
  GiftEditRequest,
  GiftMoveRequest,
  GiftReorderRequest,
  Guid,
  ListSearchQuery,
  WebVersionQuery,
  LoginRequest,
  RequestResetPasswordRequest,
  ResetPasswordRequest,
  SendWishlistRequest,
  SetThemeImageRequest,
  StartFlowRequest,
  UndoCrossOffRequest,
  UpdateDescriptionRequest,
  UpdateOccasionRequest,
  UpdateSettingsRequest,
  UpdateTitleRequest,
  Username,
  VerifyAnswerRequest,
  VerifyEmailRequest,
  RequestSignInLinkRequest,
  SignInWithLinkRequest,
  AcceptExtraOwnerInviteRequest,
  CreateForExtraOwnerInviteRequest,
  InviteExtraOwnerRequest,
  RemoveExtraOwnerRequest,
  RevokeExtraOwnerInviteRequest,
  CreateLotingRequest,
  OpenWithOrganizerRequest,
  ResendLotRequest,
  RegisterFirstViewRequest,
  SelectWishlistRequest,
  SendNudgeRequest,
  SendQuestionRequest,
  AnswerQuestionRequest,
  SupportFindQuery,
  SupportParkedAction,
  SupportTimelineQuery,
  SupportRebuildRequest,
  ImageQuery,
  SupportStateDiffQuery,
  SupportStateQuery,
  SupportUndoCrossOffRequest,
  PersonalDataExportQuery,
  MailSettingsKeyQuery,
  ContactMessageRequest,
  HideRemovedCrossOffRequest,
  ProductSearchRequest,
  ByEansQuery,
  GiftEditWithProductRequest,
  EmbellishUrlRequest,
  AddShopCategoryRequest,
  RenameShopCategoryRequest,
  RemoveShopCategoryRequest,
  AddShopRequest,
  ChangeShopRequest,
  RemoveShopRequest,
  RemoveShopLogoRequest,
  ShopCatalogueId,
} from '@wl/contracts';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { join } from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { ownerWithGift, register } from '../support/api-client.js';
import {
  brokenJson,
  hostileString,
  hostileValue,
  TEN_MB,
  withPrototypeKeys,
  wrongContentType,
} from '../support/hostile-input.js';
import { ReactorRunner } from '../../backend/src/platform/reactors/reactor-runner.js';
import { registeredRoutes } from '../support/registered-routes.js';
import { SignInLinkRequests } from '../../backend/src/account/sign-in-link/sign-in-link-requests.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { runs } from '../support/test-size.js';
import { arbitraryOf, type Known, keysOf } from '../support/zod-arbitrary.js';

/**
 * Every HTTP call the backend registers, called with bodies, path parameters and queries derived from its contract
 * plus hostile input, as an anonymous visitor, as the owner of a list and as another user. No answer may be a 5xx, a
 * refused call may not append to the event log, and the server must still be healthy afterwards.
 * A failure names its seed: run again with FUZZ_SEED=<seed> to replay the same inputs.
 */

interface RouteFuzz {
  params?: Record<string, z.ZodType>;
  query?: z.ZodType;
  /** 'png': the body is the picture itself (Content-Type image/png). */
  body?: z.ZodType | 'png';
}

const guid = { id: Guid };
const username = { username: Username };

/** Each registered route (method and Fastify path) with the contract of what it takes. */
const routes: Record<string, RouteFuzz> = {
  'GET /api/Utility/CsrfToken': {},
  'GET /api/Utility/Health': {},
  'GET /api/Utility/SiteConfig': {},
  'GET /api/Utility/WebVersion': { query: WebVersionQuery },
  'GET /robots.txt': {},
  'GET /sitemap.xml': {},
  'POST /api/Utility/CheckSession': { body: CheckSessionRequest },
  'GET /api/Dev/Outbox': {},
  'GET /api/Image/:id': { params: guid, query: ImageQuery },
  'GET /api/Account/UserData': {},
  'POST /api/Account/Create': { body: CreateAccountRequest },
  'POST /api/Account/Login': { body: LoginRequest },
  'POST /api/Account/Logout': {},
  'POST /api/Account/CheckEmail': { body: CheckEmailRequest },
  'POST /api/Account/RequestResetPassword': { body: RequestResetPasswordRequest },
  'GET /api/Account/CheckResetPasswordCode/:code': { params: { code: ResetPasswordRequest.shape.resetCode } },
  'POST /api/Account/ResetPassword': { body: ResetPasswordRequest },
  'POST /api/Account/RequestEmailVerification': {},
  'POST /api/Account/VerifyEmail': { body: VerifyEmailRequest },
  'POST /api/Account/RequestSignInLink': { body: RequestSignInLinkRequest },
  'POST /api/Account/SignInWithLink': { body: SignInWithLinkRequest },
  'GET /api/Account/GetEmailSettings/:id': { params: guid, query: MailSettingsKeyQuery },
  'POST /api/Account/UpdateEmailSettings': { body: EmailSettings },
  'POST /api/Account/Unsubscribe/:id': { params: guid, query: MailSettingsKeyQuery },
  'GET /api/Account/Unsubscribe/:id': { params: guid, query: MailSettingsKeyQuery },
  'GET /api/Account/GetDeleteUserQuestion': {},
  'POST /api/Account/Edit': { body: EditProfileRequest },
  'POST /api/Account/Delete': { body: DeleteAccountRequest },
  'POST /api/Afstreper/Create': { body: CreateLightweightUserRequest },
  'POST /api/MyList/CheckUsername': { body: CheckUsernameRequest },
  'POST /api/MyList/Create': { body: CreateWishlistRequest },
  'GET /api/MyList/GetAll': {},
  'GET /api/MyList/GetAllWithGiftCount': {},
  'GET /api/MyList/Get/:id': { params: guid },
  'DELETE /api/MyList/:id': { params: guid },
  'DELETE /api/MyList/DeleteAllGifts/:id': { params: guid },
  'POST /api/MyList/UpdateTitle': { body: UpdateTitleRequest },
  'POST /api/MyList/UpdateDescription': { body: UpdateDescriptionRequest },
  'POST /api/MyList/UpdateOccasion': { body: UpdateOccasionRequest },
  'POST /api/MyList/UpdateSettings': { body: UpdateSettingsRequest },
  'POST /api/MyList/UsedInRecentLot/:id': { params: guid },
  'POST /api/MyList/Send': { body: SendWishlistRequest },
  'POST /api/MyGift/EditWithoutProduct': { body: GiftEditRequest },
  'POST /api/MyGift/Reorder': { body: GiftReorderRequest },
  'POST /api/MyGift/MoveToWishlist': { body: GiftMoveRequest },
  'DELETE /api/MyGift/:id': { params: guid },
  'GET /api/Wishlist/GetAccessState/:username': { params: username },
  'GET /api/Wishlist/Get/:username': { params: username },
  'POST /api/Wishlist/VerifyAnswer': { body: VerifyAnswerRequest },
  'POST /api/Wishlist/CreateForumPost': { body: CreateForumPostRequest },
  'DELETE /api/Wishlist/DeleteForumPost/:id': { params: guid },
  'GET /api/Wishlist/Search': { query: ListSearchQuery },
  'GET /api/WishlistImage/GetThemeImages': {},
  'GET /api/WishlistImage/GetWishlistImageUrl/:username': { params: username },
  'POST /api/WishlistImage/SetThemeImage': { body: SetThemeImageRequest },
  'POST /api/WishlistImage/UploadImage/:username': { params: username, body: 'png' },
  'GET /api/Category/Get/:username': { params: username },
  'POST /api/Category/Create': { body: CategoryCreateRequest },
  'POST /api/Category/Rename': { body: CategoryRenameRequest },
  'POST /api/Category/Delete': { body: CategoryDeleteRequest },
  'POST /api/Category/Reorder': { body: CategoryReorderRequest },
  'POST /api/Category/MoveToWishlist': { body: CategoryMoveRequest },
  'GET /api/Stats/HomepageStats': {},
  'POST /api/Gift/CrossOff': { body: CrossOffRequest },
  'POST /api/Gift/UndoCrossOff': { body: UndoCrossOffRequest },
  'POST /api/Gift/HideRemovedCrossOff': { body: HideRemovedCrossOffRequest },
  'POST /api/Wishlist/StartFlow': { body: StartFlowRequest },
  'GET /api/Gift/CrossedOff': {},
  'GET /api/Gift/GetByCrossOffGuid/:giftId/:crossOffId': { params: { giftId: Guid, crossOffId: Guid } },
  'POST /api/Friend/Add': { body: AddFriendRequest },
  'GET /api/Friend/Overview': {},
  'DELETE /api/Friend/:privateGuid': { params: { privateGuid: Guid } },
  'GET /api/WishlistOwner/:id/GetOwnersAndInvites': { params: guid },
  'POST /api/WishlistOwner/InviteExtraOwner': { body: InviteExtraOwnerRequest },
  'POST /api/WishlistOwner/RevokeExtraOwnerInvite': { body: RevokeExtraOwnerInviteRequest },
  'POST /api/WishlistOwner/RemoveExtraOwner': { body: RemoveExtraOwnerRequest },
  'GET /api/Wishlist/OpenInvite/:guid': { params: { guid: Guid } },
  'POST /api/Wishlist/AcceptExtraOwnerInvite': { body: AcceptExtraOwnerInviteRequest },
  'POST /api/Account/CreateForExtraOwnerInvite': { body: CreateForExtraOwnerInviteRequest },
  'POST /api/Loting/Create': { body: CreateLotingRequest },
  'GET /api/Loting/LotingFriendsList': {},
  'GET /api/Loting/Overview': {},
  'POST /api/Loting/OpenWithOrganizer': { body: OpenWithOrganizerRequest },
  'POST /api/Loting/ResendLot': { body: ResendLotRequest },
  'GET /api/Loting/:manageGuid': { params: { manageGuid: Guid } },
  'DELETE /api/Loting/:manageGuid': { params: { manageGuid: Guid } },
  'GET /api/Loting/:manageGuid/History': { params: { manageGuid: Guid } },
  'GET /api/Lot/:guid': { params: { guid: Guid } },
  'POST /api/Lot/RegisterFirstView': { body: RegisterFirstViewRequest },
  'POST /api/Lot/SelectWishlist': { body: SelectWishlistRequest },
  'POST /api/Lot/SendNudge': { body: SendNudgeRequest },
  'POST /api/Lot/SendQuestion': { body: SendQuestionRequest },
  'POST /api/Lot/AnswerQuestion': { body: AnswerQuestionRequest },
  'GET /api/Support/Access': {},
  'GET /api/Support/Find': { query: SupportFindQuery },
  'GET /api/Support/Timeline': { query: SupportTimelineQuery },
  'GET /api/Support/Correlation/:correlationId': { params: { correlationId: Guid } },
  'GET /api/Support/Parked': {},
  'POST /api/Support/Parked/Retry': { body: SupportParkedAction },
  'POST /api/Support/Parked/Skip': { body: SupportParkedAction },
  'GET /api/Support/ReadModels': {},
  'POST /api/Support/Rebuild': { body: SupportRebuildRequest },
  'GET /api/Support/Rebuild/:jobId': { params: { jobId: Guid } },
  'GET /api/Support/State': { query: SupportStateQuery },
  'GET /api/Support/StateDiff': { query: SupportStateDiffQuery },
  'GET /api/Account/Export': { query: PersonalDataExportQuery },
  'GET /metrics': {},
  'POST /api/Contact/SendMessage': { body: ContactMessageRequest },
  'GET /api/Shop': {},
  'GET /api/Support/Shops': {},
  'POST /api/Support/Shops/AddCategory': { body: AddShopCategoryRequest },
  'POST /api/Support/Shops/RenameCategory': { body: RenameShopCategoryRequest },
  'POST /api/Support/Shops/RemoveCategory': { body: RemoveShopCategoryRequest },
  'POST /api/Support/Shops/AddShop': { body: AddShopRequest },
  'POST /api/Support/Shops/ChangeShop': { body: ChangeShopRequest },
  'POST /api/Support/Shops/RemoveShop': { body: RemoveShopRequest },
  'POST /api/Support/Shops/SetLogo/:shopId': { params: { shopId: ShopCatalogueId }, body: 'png' },
  'POST /api/Support/Shops/RemoveLogo': { body: RemoveShopLogoRequest },
  'POST /api/Support/UndoCrossOff': { body: SupportUndoCrossOffRequest },
  'POST /api/Product/ProductSearch': { body: ProductSearchRequest },
  'GET /api/Product/ByEans': { query: ByEansQuery },
  'POST /api/MyGift/EditWithProduct': { body: GiftEditWithProductRequest },
  'POST /api/Gift/EmbellishUrlV2': { body: EmbellishUrlRequest },
};

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? runs(100, 30));
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/**
 * What a refused call may leave in the log: a unique value it claimed and gave back (an account whose username turns
 * out to be taken releases the e-mail address it had claimed), nothing else.
 */
function givenBack(events: { stream_id: string; type: string }[]): boolean {
  const streams = new Set(events.map((e) => e.stream_id));
  return [...streams].every(
    (stream) =>
      events
        .filter((e) => e.stream_id === stream)
        .map((e) => e.type)
        .join() === 'ValueClaimed,ValueReleased',
  );
}

type CallerName = 'anonymous' | 'owner' | 'other';

/** A caller as a browser: keeps the session cookie it is given and fetches a new token when the old one is refused. */
class Browser {
  private token: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private cookie: string | null = null,
  ) {}

  /** `token`: this session's, none, another session's, or a made-up one. */
  async send(
    method: string,
    path: string,
    token: 'valid' | 'none' | Browser | { forged: string },
    contentType?: string,
    body?: string | Uint8Array,
  ) {
    const csrf =
      token === 'none' || method === 'GET'
        ? null
        : 'forged' in Object(token)
          ? (token as { forged: string }).forged
          : await (token === 'valid' ? this : (token as Browser)).csrfToken();
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      },
      body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    if (setCookie || response.headers.get(CSRF_INVALID_HEADER)) this.token = null;
    return { status: response.status, text: await response.text() };
  }

  async csrfToken(): Promise<string> {
    this.token ??= (
      JSON.parse((await this.send('GET', '/api/Utility/CsrfToken', 'none')).text) as { token: string }
    ).token;
    return this.token;
  }
}

interface World {
  callers: Record<CallerName, Browser>;
  /** Per caller, ids, names and addresses of real records it may use, by the field names that take them. */
  known: Record<CallerName, Known>;
  /** The owner's list and the ids its page must still show; its public page, which visitors must still see. */
  ownerList: { path: string; ids: string[]; publicPath: string };
}

/** The caller's real values by field name, and all of them under `*` for the other string fields. */
function knownOf(byName: Record<string, (string | undefined)[]>): Known {
  const known = Object.fromEntries(
    Object.entries(byName).map(([name, values]) => [name, values.filter((v): v is string => !!v)]),
  );
  return { ...known, '*': [...new Set(Object.values(known).flat())] };
}

async function buildWorld(t: TestApp): Promise<World> {
  const { owner, categoryId, giftId, wishlistPublicGuid } = await ownerWithGift(t.url);
  const second = await owner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
    categoryPrivateGuid: categoryId,
    description: 'Een fiets',
    enableCrossOff: true,
  });
  const other = await register(t.url);
  const crossOff = await other.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
  const post = await other.client.post<{ publicGuid: string }>('/api/Wishlist/CreateForumPost', {
    publicWishlistGuid: wishlistPublicGuid,
    message: 'Proficiat!',
  });
  const friend = await other.client.post<{ friendPrivateGuid: string }>('/api/Friend/Add', { wishlistPublicGuid });
  const gifts = [giftId, second.body.editedGift.publicGuid];
  const images = [pngBase64, truncatedPngBase64];
  const shared = {
    publicGiftGuid: gifts,
    publicWishlistGuid: [wishlistPublicGuid],
    wishlistPublicGuid: [wishlistPublicGuid],
    giftId: gifts,
    emailOrUsername: [owner.account.username, owner.account.email],
    login: [owner.account.username],
    password: [owner.account.password],
    url: ['', 'https://example.com/cadeau'],
  };
  return {
    ownerList: {
      path: `/api/MyList/Get/${owner.wishlistId}`,
      ids: [categoryId, ...gifts],
      publicPath: `/api/Wishlist/Get/${owner.account.username}`,
    },
    callers: {
      anonymous: new Browser(t.url),
      owner: new Browser(t.url, owner.client.sessionCookie),
      other: new Browser(t.url, other.client.sessionCookie),
    },
    known: {
      anonymous: knownOf({
        ...shared,
        username: [owner.account.username],
        publicGuid: gifts,
        privateCrossOffGuid: [crossOff.body.crossOffGuid],
        crossOffId: [crossOff.body.crossOffGuid],
        id: [owner.userId],
      }),
      owner: knownOf({
        ...shared,
        username: [owner.account.username],
        id: [owner.wishlistId, ...gifts, owner.userId],
        privateGuid: [owner.wishlistId, categoryId],
        wishlistPrivateGuid: [owner.wishlistId, other.wishlistId],
        categoryPrivateGuid: [categoryId],
        privateGuidOrder: [categoryId],
        publicGuid: gifts,
        giftPublicGuid: gifts,
        order: gifts,
        userPrivateGuid: [owner.userId],
        email: [owner.account.email, other.account.email],
        newImageBase64: images,
      }),
      other: knownOf({
        ...shared,
        username: [other.account.username, owner.account.username],
        id: [post.body.publicGuid, other.wishlistId],
        privateGuid: [friend.body.friendPrivateGuid, other.wishlistId],
        publicGuid: gifts,
        privateCrossOffGuid: [crossOff.body.crossOffGuid],
        crossOffId: [crossOff.body.crossOffGuid],
        wishlistPrivateGuid: [other.wishlistId, owner.wishlistId],
        userPrivateGuid: [other.userId],
        email: [other.account.email],
      }),
    },
  };
}

/**
 * Whether the three callers are still who they were and the owner's list is whole and public (a fuzzed call may log a
 * caller out, delete it, log it in, delete the list or its gifts, or close the list).
 */
async function worldIntact(world: World): Promise<boolean> {
  const statuses = await Promise.all(
    (['anonymous', 'owner', 'other'] as const).map(
      async (name) => (await world.callers[name].send('GET', '/api/Account/UserData', 'none')).status,
    ),
  );
  const list = await world.callers.owner.send('GET', world.ownerList.path, 'none');
  const visible = (await world.callers.anonymous.send('GET', world.ownerList.publicPath, 'none')).status === 200;
  return (
    statuses.join() === '204,200,200' &&
    list.status === 200 &&
    world.ownerList.ids.every((id) => list.text.includes(id)) &&
    visible
  );
}

interface Call {
  caller: CallerName;
  method: string;
  path: string;
  /** 'foreign': the token of another caller's session. */
  token: 'valid' | 'none' | 'foreign' | { forged: string };
  contentType?: string;
  body?: string | Uint8Array;
}

const json = (value: unknown): Pick<Call, 'contentType' | 'body'> => ({
  contentType: 'application/json',
  body: JSON.stringify(value) ?? 'null',
});
/** TEN_MB as bytes, once: a JSON.stringify of megabytes for every route was a tenth of the file's time. */
const TEN_MB_BYTES = Buffer.from(TEN_MB);
/** `json({ [key]: TEN_MB.slice(0, length) })`, put together from bytes. */
const longJson = (key: string, length: number): Pick<Call, 'contentType' | 'body'> => ({
  contentType: 'application/json',
  body: Buffer.concat([Buffer.from(`{${JSON.stringify(key)}:"`), TEN_MB_BYTES.subarray(0, length), Buffer.from('"}')]),
});

/** A small real picture (made before the first call), whole and cut short. */
let png = Buffer.alloc(0);
let pngBase64 = '';
let truncatedPngBase64 = '';
let pixelsCutShort = Buffer.alloc(0);

/** Lone surrogates become U+FFFD, as a browser encodes them in an address. */
const wellFormed = (text: string) => Buffer.from(text).toString();

/** A path segment as a browser would send it, or as an attacker types it. */
const segmentOf = (schema: z.ZodType, known: Known, name: string) =>
  fc.oneof(
    { weight: 3, arbitrary: arbitraryOf(schema, known, name).map((v) => encodeURIComponent(String(v))) },
    { weight: 1, arbitrary: hostileString.map((v) => encodeURIComponent(wellFormed(v)).slice(0, 4000)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%c0%af',
        '..',
        '%2e%2e%2f',
        '%00',
        '%ff%fe',
        '%E2%80%AE',
        'a%2Fb',
        '+',
        '~',
      ),
    },
  );

function queryOf(schema: z.ZodType | undefined, known: Known): fc.Arbitrary<string> {
  const keys = schema ? keysOf(schema) : ['x'];
  const encode = (entries: [string, unknown][]) => `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
  return fc.oneof(
    {
      weight: 3,
      arbitrary: (schema ? arbitraryOf(schema, known) : fc.constant({})).map((v) =>
        encode(Object.entries(v as object)),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), hostileString)
        .map(([k, v]) => encode([[k, wellFormed(v).slice(0, 4000)]])),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...keys)
        .chain((k) =>
          fc.constantFrom(
            `?${k}=abc&${k}=def`,
            `?${k}[a]=1`,
            `?${k}[]=x`,
            '?%zz',
            `?${k}=%ff`,
            `?__proto__[x]=1`,
            `?${k}`,
          ),
        ),
    },
  );
}

function bodyOf(
  method: string,
  body: RouteFuzz['body'],
  known: Known,
): fc.Arbitrary<Pick<Call, 'contentType' | 'body'>> {
  const garbage = fc.oneof(
    brokenJson.map((text) => ({ contentType: 'application/json', body: text })),
    fc
      .tuple(wrongContentType, fc.string({ maxLength: 50 }))
      .map(([contentType, text]) => ({ contentType, body: text })),
    hostileValue.map(json),
  );
  if (method === 'GET') return fc.constant({});
  if (body === undefined) return fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: garbage });
  if (body === 'png') {
    const pngBytes = fc.oneof(
      fc.constantFrom(
        png,
        png.subarray(0, png.length / 2),
        png.subarray(0, 8),
        Buffer.concat([png.subarray(0, 33), Buffer.alloc(100)]),
        pixelsCutShort,
      ),
      fc.uint8Array({ maxLength: 2000 }),
      fc.uint8Array({ maxLength: 500 }).map((rest) => Buffer.concat([png.subarray(0, 8), rest])),
    );
    return fc.oneof(
      { weight: 4, arbitrary: pngBytes.map((bytes) => ({ contentType: 'image/png', body: bytes })) },
      { weight: 1, arbitrary: garbage },
    );
  }
  const valid = arbitraryOf(body, known);
  const keys = keysOf(body);
  return fc.oneof(
    { weight: 6, arbitrary: valid.map(json) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...keys), hostileValue)
        .map(([v, key, bad]) => json({ ...(v as object), [key]: bad })),
    },
    {
      weight: 1,
      arbitrary: valid.chain(withPrototypeKeys).map((text) => ({ contentType: 'application/json', body: text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, wrongContentType)
        .map(([v, contentType]) => ({ contentType, body: JSON.stringify(v) })),
    },
    { weight: 2, arbitrary: garbage },
  );
}

/** Made-up tokens, as long as a real one or not, in any characters a header may carry (printable ASCII and Latin-1). */
const forgedToken = fc
  .oneof(fc.constant(43), fc.nat(100))
  .chain((length) =>
    fc.string({
      unit: fc
        .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
        .map((c) => String.fromCharCode(c)),
      minLength: length,
      maxLength: length,
    }),
  )
  .map((forged) => ({ forged }));

function callsOf(route: string, fuzz: RouteFuzz, known: World['known']): fc.Arbitrary<Call> {
  const [method, template] = route.split(' ') as [string, string];
  const names = [...template.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return fc.oneof(
    ...(['anonymous', 'owner', 'other'] as const).map((caller) => {
      const path = fc
        .tuple(...names.map((name) => segmentOf(fuzz.params?.[name] ?? z.string(), known[caller], name)))
        .map((values) => names.reduce((p, name, i) => p.replace(`:${name}`, values[i]!), template));
      const query = fuzz.query
        ? queryOf(fuzz.query, known[caller])
        : method === 'GET'
          ? fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryOf(undefined, {}) })
          : fc.constant('');
      return fc
        .record({
          path: fc.tuple(path, query).map(([p, q]) => p + q),
          token: fc.oneof(
            { weight: 8, arbitrary: fc.constant('valid' as const) },
            fc.constantFrom('none' as const, 'foreign' as const),
            forgedToken,
          ),
          content: bodyOf(method, fuzz.body, known[caller]),
        })
        .map(({ content, ...call }) => ({ caller, method, ...call, ...content }));
    }),
  );
}

let t: TestApp;
/** The app's event log, read beside it. */
let log: Database.Database;
beforeAll(async () => {
  t = await startTestApp();
  log = new Database(join(t.config.dataDir, 'events.db'), { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  log?.close();
  await t?.close();
});

const head = () =>
  (log.prepare('SELECT MAX(position) AS position FROM events').get() as { position: number | null }).position ?? 0;
const appendedSince = (position: number) =>
  log.prepare('SELECT stream_id, type FROM events WHERE position > ? ORDER BY position').all(position) as {
    stream_id: string;
    type: string;
  }[];

describe('fuzz: every HTTP call', () => {
  let world: World;

  function send(call: Call) {
    const token = call.token === 'foreign' ? world.callers[call.caller === 'owner' ? 'other' : 'owner'] : call.token;
    return world.callers[call.caller].send(call.method, call.path, token, call.contentType, call.body);
  }

  /**
   * Reactors finish earlier calls' work in the background (a deleted list's gifts end moments later): wait until they
   * have handled everything in the log, so what is appended during a call is that call's own doing.
   */
  let quietUpTo = 0;
  async function reactorsQuiet() {
    // A sign-in link is recorded after the call answered (sign-in-link-requests.ts).
    await t.app.get(SignInLinkRequests).settled();
    for (let position = head(); position > quietUpTo; position = head()) {
      const types = [...new Set(appendedSince(quietUpTo).map((e) => e.type))];
      await t.app.get(ReactorRunner).caughtUp(String(position), types);
      quietUpTo = position;
    }
  }

  /** Sends the call and checks the three promises; the message says how to replay a failure. */
  async function check(route: string, call: Call) {
    await reactorsQuiet();
    const before = head();
    const answer = await send(call);
    const appended = appendedSince(before);
    const shown = {
      ...call,
      body: typeof call.body === 'string' ? call.body.slice(0, 300) : call.body && `${call.body.length} bytes`,
    };
    const failure =
      answer.status >= 500
        ? 'a server error'
        : // The spec's partial success: the gift is saved although its picture is not (422 SaveImageFailed).
          answer.status >= 400 && !givenBack(appended) && !answer.text.includes('"SaveImageFailed"')
          ? 'a refused call that appended events'
          : null;
    if (failure) {
      const events = appended.map((e) => `${e.type}@${e.stream_id}`).join(', ');
      throw new Error(
        `${route}: ${failure} (replay with FUZZ_SEED=${seed})\n${JSON.stringify(shown)}\n-> ${answer.status} ${answer.text.slice(0, 500)}\nappended: ${events || 'nothing'}`,
      );
    }
    // A visitor who just registered or logged in is no longer anonymous.
    if (
      call.caller === 'anonymous' &&
      answer.status < 300 &&
      (await world.callers.anonymous.send('GET', '/api/Account/UserData', 'none')).status !== 204
    ) {
      world.callers.anonymous = new Browser(t.url);
    }
  }

  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 80 } } })
      .png()
      .toBuffer();
    pngBase64 = png.toString('base64');
    truncatedPngBase64 = png.subarray(0, png.length / 2).toString('base64');
    // A whole header whose pixel data is cut short: sharp reads the header, then fails on the pixels.
    const large = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    pixelsCutShort = large.subarray(0, Math.floor(large.length * 0.6));
    world = await buildWorld(t);
  });

  it('has a fuzz entry for every registered route, and no entry for a route that is gone', () => {
    const registered = registeredRoutes(t);
    expect(registered.length).toBeGreaterThan(50);
    expect({
      withoutEntry: registered.filter((r) => !(r in routes)),
      stale: Object.keys(routes).filter((r) => !registered.includes(r)),
    }).toEqual({ withoutEntry: [], stale: [] });
  });

  it.each(Object.keys(routes).map((route, index) => [route, index] as const))(
    '%s: no 5xx and a refused call changes nothing',
    async (route, index) => {
      if (!(await worldIntact(world))) world = await buildWorld(t);
      const fuzz = routes[route]!;
      const calls = callsOf(route, fuzz, world.known);
      await fc.assert(
        fc.asyncProperty(calls, (call) => check(route, call)),
        { seed: seed + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );

      // One body over the 6 MB limit and one just under it, as the owner with a valid token.
      const [method, template] = route.split(' ') as [string, string];
      if (method === 'GET')
        return check(route, { caller: 'owner', method, path: `${template}?q=${'x'.repeat(100_000)}`, token: 'valid' });
      const key = fuzz.body && fuzz.body !== 'png' ? keysOf(fuzz.body)[0]! : 'x';
      await check(route, { caller: 'owner', method, path: template, token: 'valid', ...longJson(key, TEN_MB.length) });
      await check(route, {
        caller: 'owner',
        method,
        path: template,
        token: 'valid',
        ...longJson(key, 5 * 1024 * 1024),
      });
    },
    60_000,
  );

  it('still answers the health check', async () => {
    expect((await fetch(`${t.url}/api/Utility/Health`)).status).toBe(200);
  });
});

describe('undo of a cross-off on a deleted list (found by the fuzz test)', () => {
  it('an undo after the list was deleted answers GiftDeleted and appends nothing', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url);
    const crossOff = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', {
      publicGiftGuid: giftId,
    });
    expect((await owner.client.delete(`/api/MyList/${owner.wishlistId}`)).status).toBe(204);

    const before = head();
    const undo = await giver.client.post('/api/Gift/UndoCrossOff', {
      publicGuid: giftId,
      privateCrossOffGuid: crossOff.body.crossOffGuid,
    });
    expect([undo.status, undo.body]).toEqual([422, 'GiftDeleted']);
    expect(appendedSince(before)).toEqual([]);
  });
});
