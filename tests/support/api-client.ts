import { CSRF_HEADER, CSRF_INVALID_HEADER } from '@wl/contracts';
import { randomUUID } from 'node:crypto';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like caller: keeps its session cookie and anti-forgery token like the frontend does. */
export class ApiClient {
  private cookie: string | null = null;
  private token: string | null = null;

  constructor(private readonly baseUrl: string) {}

  get sessionCookie(): string | null {
    return this.cookie;
  }

  get<T = unknown>(path: string): Promise<Answer<T>> {
    return this.send<T>('GET', path);
  }

  async post<T = unknown>(path: string, body?: unknown): Promise<Answer<T>> {
    return this.send<T>('POST', path, body, { [CSRF_HEADER]: await this.csrfToken() });
  }

  async delete<T = unknown>(path: string): Promise<Answer<T>> {
    return this.send<T>('DELETE', path, undefined, { [CSRF_HEADER]: await this.csrfToken() });
  }

  /** A non-GET call exactly as given: no token unless the caller adds one. */
  raw<T = unknown>(
    method: string,
    path: string,
    body?: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    return this.send<T>(method, path, body, headers, false);
  }

  async csrfToken(): Promise<string> {
    if (!this.token) this.token = (await this.get<{ token: string }>('/api/Utility/CsrfToken')).body.token;
    return this.token;
  }

  private async send<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    encode = true,
  ): Promise<Answer<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : encode
            ? JSON.stringify(body)
            : typeof body === 'string'
              ? body
              : new Uint8Array(body as Buffer),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    if (response.headers.get(CSRF_INVALID_HEADER)) this.token = null;
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }
}

let counter = 0;

/** A fresh, valid account request with unique e-mail and username. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${randomUUID().slice(0, 4)}`;
  return {
    email: `user-${id}@example.com`,
    username: `user-${id}`,
    firstName: 'Test',
    lastName: `Persoon ${id}`,
    password: 'een-goed-wachtwoord',
    receiveMailing: false,
    fromLot: false,
    ...overrides,
  };
}

export interface Registered {
  client: ApiClient;
  account: ReturnType<typeof newAccount>;
  userId: string;
  wishlistId: string;
}

export async function register(baseUrl: string, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const client = new ApiClient(baseUrl);
  const account = newAccount(overrides);
  const answer = await client.post<{ user: { privateGuid: string }; wishlistPrivateGuid: string }>(
    '/api/Account/Create',
    account,
  );
  if (answer.status !== 201)
    throw new Error(`Account creation failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { client, account, userId: answer.body.user.privateGuid, wishlistId: answer.body.wishlistPrivateGuid };
}

/** An owner with a list holding one gift that can be crossed off. */
export async function ownerWithGift(baseUrl: string, gift: Record<string, unknown> = {}) {
  const owner = await register(baseUrl);
  const list = await owner.client.get<{ categories: { privateGuid: string }[]; publicGuid: string }>(
    `/api/MyList/Get/${owner.wishlistId}`,
  );
  const categoryId = list.body.categories[0]!.privateGuid;
  const created = await owner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
    categoryPrivateGuid: categoryId,
    description: 'Een boek',
    enableCrossOff: true,
    url: 'https://example.com/boek',
    ...gift,
  });
  if (created.status !== 201)
    throw new Error(`Gift creation failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { owner, categoryId, giftId: created.body.editedGift.publicGuid, wishlistPublicGuid: list.body.publicGuid };
}

/** The codes of the `/account/<page>/<code>` links mailed to an address, newest first (read from the developer outbox). */
export async function codesMailedTo(
  baseUrl: string,
  email: string,
  page: 'verify' | 'resetpassword',
): Promise<string[]> {
  const outbox = await new ApiClient(baseUrl).get<{ to: string; text: string }[]>('/api/Dev/Outbox');
  const link = new RegExp(`/account/${page}/([A-Za-z0-9_-]+)`);
  const links = outbox.body.filter((mail) => mail.to === email).map((mail) => link.exec(mail.text)?.[1]);
  return links.filter((code): code is string => Boolean(code));
}

/**
 * The key of the mail-settings link (`/account/mailings/{userId}?k=...`) in the mails a user got, read from the
 * developer outbox; waits for the first such mail (the verification mail of a new account comes from a reactor).
 */
export async function mailSettingsKeyMailedTo(
  baseUrl: string,
  { userId, account }: Registered,
  timeoutMs = 10_000,
): Promise<string> {
  const link = new RegExp(`/account/mailings/${userId}\\?k=([A-Za-z0-9_-]+)`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outbox = await new ApiClient(baseUrl).get<{ to: string; text: string }[]>('/api/Dev/Outbox');
    const key = outbox.body
      .filter((mail) => mail.to === account.email)
      .map((mail) => link.exec(mail.text)?.[1])
      .find(Boolean);
    if (key) return key;
    if (Date.now() > deadline) throw new Error(`No mail-settings link was mailed to ${account.email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The codes of the e-mail verification links mailed to an address, newest first. */
export const verificationCodesMailedTo = (baseUrl: string, email: string) => codesMailedTo(baseUrl, email, 'verify');

/** Confirms a registered user's address with the link mailed at registration. */
export async function verifyEmail(baseUrl: string, { client, account }: Registered): Promise<void> {
  const [code] = await verificationCodesMailedTo(baseUrl, account.email);
  const answer = await client.post('/api/Account/VerifyEmail', { code });
  if (answer.status !== 204)
    throw new Error(`E-mail verification failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** An open co-owner invite of the owner's list (`POST /api/WishlistOwner/InviteExtraOwner`). */
export async function inviteTo(
  owner: Registered,
  name = 'Mede Eigenaar',
): Promise<{ guid: string; name: string; url: string }> {
  const answer = await owner.client.post<{ guid: string; name: string; url: string }>(
    '/api/WishlistOwner/InviteExtraOwner',
    { privateWishlistGuid: owner.wishlistId, name },
  );
  if (answer.status !== 200) throw new Error(`Invite failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A new account made through an invite of the owner's list: a co-owner of it, logged in. */
export async function coOwnerOf(baseUrl: string, owner: Registered): Promise<Registered & { publicGuid: string }> {
  const invite = await inviteTo(owner);
  const client = new ApiClient(baseUrl);
  const account = newAccount();
  const { email, firstName, lastName, password } = account;
  const answer = await client.post<{ user: { privateGuid: string; publicGuid: string } }>(
    '/api/Account/CreateForExtraOwnerInvite',
    {
      email,
      firstName,
      lastName,
      password,
      inviteGuid: invite.guid,
      receiveMailing: false,
    },
  );
  if (answer.status !== 201)
    throw new Error(`Co-owner creation failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return {
    client,
    account,
    userId: answer.body.user.privateGuid,
    publicGuid: answer.body.user.publicGuid,
    wishlistId: owner.wishlistId,
  };
}
