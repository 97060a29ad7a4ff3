import { ApiClient, newAccount } from './api-client.js';
import { sleep } from './server-process.js';

/** A 2xx answer's promise about the log: this stream holds an event of this type (with this field value). */
export interface Acknowledged {
  command: string;
  stream: string;
  type: string;
  field?: string;
  value?: string;
}
export interface StoredEvent {
  type: string;
  data: Record<string, unknown>;
}

/**
 * Multi-step commands whose first steps are in the log without the rest: a claimed e-mail address or username whose
 * owner was never created or holds another value now (a rename or profile edit cut off before the old value was
 * given free, or before the new one was taken), a full account without its first list.
 */
export function halfAppliedWork(streams: Map<string, StoredEvent[]>): string[] {
  const created = (stream: string, type: string) => (streams.get(stream) ?? []).some((e) => e.type === type);
  const lists = new Set(
    [...streams.values()]
      .flat()
      .filter((e) => e.type === 'WishlistCreated')
      .map((e) => e.data.primaryOwnerId),
  );
  const problems: string[] = [];
  for (const [stream, events] of streams) {
    const last = events.at(-1)!;
    const owner = String(last.data.ownerId);
    if (stream.startsWith('claim-email-') && last.type === 'ValueClaimed') {
      if (!created(`user-${owner}`, 'UserRegistered'))
        problems.push(`${stream} held by user ${owner} who was never registered`);
      else if (heldValue(streams.get(`user-${owner}`)!, 'emailIndex') !== stream.slice('claim-email-'.length))
        problems.push(`${stream} held by user ${owner} who has another address`);
    }
    if (stream.startsWith('claim-username-') && last.type === 'ValueClaimed') {
      if (!created(`wishlist-${owner}`, 'WishlistCreated'))
        problems.push(`${stream} held by list ${owner} that was never created`);
      else if (heldValue(streams.get(`wishlist-${owner}`)!, 'usernameIndex') !== stream.slice('claim-username-'.length))
        problems.push(`${stream} held by list ${owner} that has another username`);
    }
    const registered = events.find((e) => e.type === 'UserRegistered');
    if (stream.startsWith('user-') && registered?.data.isAccount && !lists.has(registered.data.userId))
      problems.push(`account ${String(registered.data.userId)} without its first list`);
  }
  return problems;
}

/** The address or username index an owner's stream last set; null once the owner was deleted. */
function heldValue(events: StoredEvent[], field: 'emailIndex' | 'usernameIndex'): string | null {
  let value: string | null = null;
  for (const e of events) {
    if (e.type === 'UserDeleted' || e.type === 'WishlistDeleted') value = null;
    else if (typeof e.data[field] === 'string') value = e.data[field];
  }
  return value;
}

type Account = ReturnType<typeof newAccount>;
interface Member {
  index: number;
  userId: string;
  wishlistId: string;
  account: Account;
  publicGuid?: string;
  categoryId?: string;
  lists: number;
}

/**
 * Browser-like clients (client `i` talks to `urlOf(i)`): register, add lists and gifts, cross off each other's gifts, undo, post on each other's
 * forums, rename their first list and change their e-mail address (each a claim, one append and a release).
 */
export class Traffic {
  private running = true;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => {};
  private readonly inFlight = new Set<Promise<void>>();
  private readonly members: Member[] = [];
  private readonly gifts: { giftId: string; owner: number }[] = [];

  constructor(
    private readonly urlOf: (client: number) => string,
    private readonly acknowledged: Acknowledged[],
    private readonly figures: { refusals: number; interrupted: number; serverErrors: string[] },
  ) {}

  pause() {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  resume() {
    this.open();
  }

  /** Resolves when no request is under way (the clients wait at the gate). */
  async idle() {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async end(clients: Promise<void>[]) {
    this.running = false;
    this.open();
    await Promise.all(clients);
  }

  async client(index: number): Promise<void> {
    const api = new ApiClient(this.urlOf(index));
    const crossOffs: { giftId: string; crossOffId: string }[] = [];
    let me: Member | null = null;
    while (this.running) {
      await this.gate;
      if (!this.running) return;
      const step = this.step(index, api, me, crossOffs).then((member) => {
        me = member;
      });
      this.inFlight.add(step);
      await step
        .catch(async (error: unknown) => {
          // fetch's TypeError (connection refused or cut) comes from another realm than jest's: compare names.
          if ((error as Error | undefined)?.name !== 'TypeError') throw error;
          this.figures.interrupted++;
          await sleep(20);
        })
        .finally(() => this.inFlight.delete(step));
    }
  }

  private async step(
    index: number,
    api: ApiClient,
    me: Member | null,
    crossOffs: { giftId: string; crossOffId: string }[],
  ): Promise<Member | null> {
    if (!me) {
      const registered = await this.register(api);
      return registered && { index, ...registered, lists: 1 };
    }
    if (!me.categoryId) {
      const list = await api.get<{ publicGuid: string; categories: { privateGuid: string }[] }>(
        `/api/MyList/Get/${me.wishlistId}`,
      );
      if (list.status !== 200) return me;
      const member = { ...me, publicGuid: list.body.publicGuid, categoryId: list.body.categories[0]!.privateGuid };
      this.members.push(member);
      return member;
    }
    const others = this.members.filter((m) => m.index !== index);
    const theirGifts = this.gifts.filter((g) => g.owner !== index);
    const dice = Math.random();
    if (dice < 0.3 || theirGifts.length === 0) {
      const answer = await api.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
        categoryPrivateGuid: me.categoryId,
        description: `Cadeau van ${index}`,
        enableCrossOff: true,
        url: 'https://example.com/cadeau',
      });
      if (this.answered(answer, 'MyGift/EditWithoutProduct')) {
        this.acknowledge('MyGift/EditWithoutProduct', `gift-${answer.body.editedGift.publicGuid}`, 'GiftCreated');
        this.gifts.push({ giftId: answer.body.editedGift.publicGuid, owner: index });
      }
    } else if (dice < 0.6) {
      const { giftId } = pick(theirGifts);
      const answer = await api.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
      if (this.answered(answer, 'Gift/CrossOff')) {
        this.acknowledge('Gift/CrossOff', `gift-${giftId}`, 'GiftCrossedOff', 'crossOffId', answer.body.crossOffGuid);
        crossOffs.push({ giftId, crossOffId: answer.body.crossOffGuid });
      }
    } else if (dice < 0.75 && crossOffs.length > 0) {
      const { giftId, crossOffId } = crossOffs.splice(Math.floor(Math.random() * crossOffs.length), 1)[0]!;
      const answer = await api.post('/api/Gift/UndoCrossOff', { publicGuid: giftId, privateCrossOffGuid: crossOffId });
      if (this.answered(answer, 'Gift/UndoCrossOff'))
        this.acknowledge('Gift/UndoCrossOff', `gift-${giftId}`, 'CrossOffUndone', 'crossOffId', crossOffId);
    } else if (dice < 0.85 && others.length > 0) {
      const list = pick(others);
      const answer = await api.post<{ publicGuid: string }>('/api/Wishlist/CreateForumPost', {
        publicWishlistGuid: list.publicGuid,
        message: `Groetjes van ${index}`,
      });
      if (this.answered(answer, 'Wishlist/CreateForumPost'))
        this.acknowledge(
          'Wishlist/CreateForumPost',
          `forum-${list.wishlistId}`,
          'ForumPostCreated',
          'postId',
          answer.body.publicGuid,
        );
    } else if (dice < 0.89) {
      const { username } = newAccount();
      const answer = await api.post('/api/MyList/UpdateSettings', {
        privateGuid: me.wishlistId,
        username,
        firstName: me.account.firstName,
        lastName: me.account.lastName,
        city: null,
        accessType: 'PUBLIC',
        accessQuestion: null,
        accessAnswer: null,
        includeInSearchResult: false,
        showCrossedOff: false,
      });
      if (this.answered(answer, 'MyList/UpdateSettings'))
        this.acknowledge('MyList/UpdateSettings', `wishlist-${me.wishlistId}`, 'WishlistSettingsChanged');
    } else if (dice < 0.92) {
      const { email } = newAccount();
      const answer = await api.post('/api/Account/Edit', {
        userPrivateGuid: me.userId,
        firstName: me.account.firstName,
        lastName: me.account.lastName,
        email,
        currentPassword: me.account.password,
        overviewEmailFrequency: 0,
        enableCrossOffNotifications: true,
      });
      if (this.answered(answer, 'Account/Edit')) {
        this.acknowledge('Account/Edit', `user-${me.userId}`, 'ProfileChanged');
        return { ...me, account: { ...me.account, email } };
      }
    } else if (dice < 0.96) {
      // Someone new signs up in another browser: registrations keep coming while the server is killed.
      await this.register(new ApiClient(this.urlOf(index)));
    } else if (me.lists < 5) {
      const { username, firstName, lastName } = newAccount();
      const answer = await api.post<{ privateGuid: string }>('/api/MyList/Create', {
        username,
        firstName,
        lastName,
        city: null,
        accessType: 'PUBLIC',
        listQuestion: null,
        listAnswer: null,
      });
      if (this.answered(answer, 'MyList/Create')) {
        this.acknowledge('MyList/Create', `wishlist-${answer.body.privateGuid}`, 'WishlistCreated');
        return { ...me, lists: me.lists + 1 };
      }
    }
    return me;
  }

  private async register(api: ApiClient): Promise<{ userId: string; wishlistId: string; account: Account } | null> {
    const account = newAccount();
    const answer = await api.post<{ user: { privateGuid: string }; wishlistPrivateGuid: string }>(
      '/api/Account/Create',
      account,
    );
    if (!this.answered(answer, 'Account/Create')) return null;
    const {
      user: { privateGuid: userId },
      wishlistPrivateGuid: wishlistId,
    } = answer.body;
    this.acknowledge('Account/Create', `user-${userId}`, 'UserRegistered');
    this.acknowledge('Account/Create', `wishlist-${wishlistId}`, 'WishlistCreated');
    return { userId, wishlistId, account };
  }

  /** 2xx; a refusal (4xx, or 503 with Retry-After) is counted; any other 5xx is a fault. */
  private answered(answer: { status: number; body: unknown }, command: string): boolean {
    if (answer.status >= 200 && answer.status < 300) return true;
    if (answer.status >= 500 && answer.status !== 503)
      this.figures.serverErrors.push(`${command}: ${answer.status} ${JSON.stringify(answer.body)}`);
    else this.figures.refusals++;
    return false;
  }

  private acknowledge(command: string, stream: string, type: string, field?: string, value?: string) {
    this.acknowledged.push({ command, stream, type, field, value });
  }
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
