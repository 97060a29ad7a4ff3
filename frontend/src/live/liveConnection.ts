import type { Socket } from 'socket.io-client';
import type { z } from 'zod';
import {
  type JoinDrawnLotGroup,
  type JoinLotingGroup,
  LIVE_PATH,
  reconnectDelayMs,
  type LiveMessage,
  type LiveMessageName,
} from '@wl/contracts';
import { loadContractSchemas, type ContractSchemas } from '../api/lazySchemas.js';

type GroupJoin =
  | { event: 'JoinWishlistGroup'; payload: { wishlistPublicGuid: string } }
  | { event: 'JoinOwnerGroup'; payload: { wishlistPrivateGuid: string } }
  | { event: 'JoinLotingGroup'; payload: z.infer<typeof JoinLotingGroup> }
  | { event: 'JoinDrawnLotGroup'; payload: z.infer<typeof JoinDrawnLotGroup> };

/** A join the server has not answered after this long counts as refused (the page falls back to reloading). */
const JOIN_TIMEOUT_MS = 10_000;

type LiveHandlers = { [N in LiveMessageName]?: (message: LiveMessage<N>) => void };

type LiveSubscription = {
  /** Group to join on every (re)connect; the user's own group is joined by the server. */
  join?: GroupJoin;
  handlers: LiveHandlers;
  /** Called when the server refuses the join or does not answer it in time. */
  onJoinRefused?: () => void;
  /**
   * Called after a reconnect, and once the first join of a group succeeded: messages may have been missed while the
   * socket was down, or sent between the page's load and its join.
   */
  onResync?: () => void;
};

/**
 * socket.io, and the schemas the live messages are checked with, are chunks of their own, fetched when a page first
 * follows live messages: pages that never do (the landing page) do not load them. A failed fetch is tried again on
 * the next open.
 */
let io: typeof import('socket.io-client').io | undefined;
let schemas: ContractSchemas | undefined;
let loadingIo: Promise<void> | undefined;
const loadIo = () =>
  (loadingIo ??= Promise.all([import('socket.io-client'), loadContractSchemas()]).then(
    ([client, loaded]) => {
      io = client.io;
      schemas = loaded;
    },
    (error: unknown) => {
      loadingIo = undefined;
      throw error;
    },
  ));

/**
 * `idle` while nothing follows live messages (or the tab is hidden); `down` from a failed connect or a lost
 * connection until a connect succeeds again.
 */
export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'down';

/**
 * One socket for the whole tab, open while anything subscribes and the tab is visible. It reconnects itself on the
 * contract's schedule and skips messages caused by this tab (their contextId is this socket's id).
 */
class LiveConnection {
  private socket: Socket | null = null;
  private readonly subscriptions = new Set<LiveSubscription>();
  private readonly synced = new WeakSet<LiveSubscription>();
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private currentStatus: LiveStatus = 'idle';
  private readonly statusListeners = new Set<() => void>();

  /** The id other calls send as `contextId`, so this tab can recognise its own echoes. */
  get contextId(): string | undefined {
    return this.socket?.connected ? this.socket.id : undefined;
  }

  subscribe(subscription: LiveSubscription): () => void {
    this.subscriptions.add(subscription);
    if (this.subscriptions.size === 1) {
      document.addEventListener('visibilitychange', this.onVisibilityChange);
      this.open();
    } else if (this.socket?.connected) {
      this.join(this.socket, subscription);
    }
    return () => {
      this.subscriptions.delete(subscription);
      if (this.subscriptions.size > 0) return this.leaveOwnerGroup(subscription);
      document.removeEventListener('visibilitychange', this.onVisibilityChange);
      this.close();
    };
  }

  get status(): LiveStatus {
    return this.currentStatus;
  }

  /** Calls `listener` whenever the status changes (the shape `useSyncExternalStore` wants). */
  readonly onStatusChange = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  private setStatus(status: LiveStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.statusListeners.forEach((listener) => listener());
  }

  /** Opens a fresh socket, so the server sees the session of now (after a login or logout). */
  reconnect(): void {
    if (!this.socket) return;
    this.close();
    this.open();
  }

  private readonly onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') this.close();
    else this.open();
  };

  private open(): void {
    if (this.socket || document.visibilityState === 'hidden') return;
    clearTimeout(this.retryTimer);
    if (!io || !schemas) return this.openOnceLoaded();
    const socket = io({ path: LIVE_PATH, withCredentials: true, reconnection: false, forceNew: true });
    this.socket = socket;
    if (this.currentStatus !== 'down') this.setStatus('connecting');
    socket.on('connect', () => {
      this.attempt = 0;
      this.setStatus('connected');
      this.subscriptions.forEach((subscription) => this.join(socket, subscription));
    });
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') this.retry(socket);
    });
    socket.on('connect_error', () => this.retry(socket));
    for (const name of Object.keys(schemas.liveMessages) as LiveMessageName[]) {
      socket.on(name, (raw: unknown) => this.deliver(socket, name, raw));
    }
  }

  private openOnceLoaded(): void {
    if (this.currentStatus !== 'down') this.setStatus('connecting');
    loadIo().then(
      () => {
        if (this.subscriptions.size > 0) this.open();
      },
      () => {
        if (this.subscriptions.size === 0 || this.socket) return;
        this.setStatus('down');
        this.retryTimer = setTimeout(() => this.open(), reconnectDelayMs(this.attempt++));
      },
    );
  }

  private close(): void {
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    this.socket?.disconnect();
    this.socket = null;
    this.setStatus('idle');
  }

  private retry(socket: Socket): void {
    if (this.socket !== socket) return;
    socket.removeAllListeners();
    socket.disconnect();
    this.socket = null;
    this.setStatus('down');
    this.retryTimer = setTimeout(() => this.open(), reconnectDelayMs(this.attempt++));
  }

  /** The socket stays open for other pages: it leaves the list's owner group, so its owner's presence ends there. */
  private leaveOwnerGroup({ join }: LiveSubscription): void {
    if (join?.event !== 'JoinOwnerGroup' || !this.socket?.connected) return;
    const { wishlistPrivateGuid } = join.payload;
    const stillFollowed = [...this.subscriptions].some(
      (s) => s.join?.event === 'JoinOwnerGroup' && s.join.payload.wishlistPrivateGuid === wishlistPrivateGuid,
    );
    if (!stillFollowed) this.socket.emit('LeaveOwnerGroup', { wishlistPrivateGuid });
  }

  private join(socket: Socket, subscription: LiveSubscription): void {
    const firstJoin = !this.synced.has(subscription);
    if (!firstJoin) subscription.onResync?.();
    this.synced.add(subscription);
    const { join } = subscription;
    if (!join) return;
    socket.timeout(JOIN_TIMEOUT_MS).emit(join.event, join.payload, (timedOut: Error | null, answer: unknown) => {
      if (!timedOut && schemas?.JoinAnswer.safeParse(answer).data?.ok) {
        if (firstJoin && this.subscriptions.has(subscription)) subscription.onResync?.();
        return;
      }
      // A socket that went down is joined again once it reconnects (and that reloads anyway: onResync).
      if (this.socket !== socket || !socket.connected || !this.subscriptions.has(subscription)) return;
      // Without the payload: a lot's or a draw's guid is the capability to it.
      console.warn(`${join.event} ${timedOut ? 'timed out' : 'refused'}`);
      subscription.onJoinRefused?.();
    });
  }

  /** The server emptied the list's group after its access changed: each page of it asks to join again. */
  private rejoinAfterAccessChange(socket: Socket, message: LiveMessage<'WishlistChanged'>): void {
    if (!message.accessChanged) return;
    this.subscriptions.forEach((subscription) => {
      const { join } = subscription;
      if (join?.event === 'JoinWishlistGroup' && join.payload.wishlistPublicGuid === message.wishlistPublicGuid)
        this.join(socket, subscription);
    });
  }

  private deliver<N extends LiveMessageName>(socket: Socket, name: N, raw: unknown): void {
    const parsed = schemas!.liveMessages[name].safeParse(raw);
    if (!parsed.success) {
      console.warn(`Live message ${name} breaks its contract`, parsed.error.issues);
      return;
    }
    const message = parsed.data as LiveMessage<N>;
    if (name === 'WishlistChanged') this.rejoinAfterAccessChange(socket, message as LiveMessage<'WishlistChanged'>);
    if (message.contextId !== null && message.contextId === socket.id) return;
    this.subscriptions.forEach((subscription) => subscription.handlers[name]?.(message));
  }
}

export const liveConnection = new LiveConnection();

/**
 * Follows live messages for as long as an RTK Query cache entry lives (use inside `onCacheEntryAdded`); not on the
 * server, which renders a page once.
 */
export async function followWhileCached<T>(
  lifecycle: { cacheDataLoaded: Promise<{ data: T }>; cacheEntryRemoved: Promise<void> },
  subscriptionFor: (data: T) => LiveSubscription,
): Promise<void> {
  if (typeof window === 'undefined') return;
  let data: T;
  try {
    ({ data } = await lifecycle.cacheDataLoaded);
  } catch {
    return;
  }
  const unsubscribe = liveConnection.subscribe(subscriptionFor(data));
  await lifecycle.cacheEntryRemoved;
  unsubscribe();
}
