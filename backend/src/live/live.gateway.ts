import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  JoinDrawnLotGroup,
  JoinLotingGroup,
  JoinOwnerGroup,
  JoinWishlistGroup,
  LeaveOwnerGroup,
  LIVE_PATH,
  type LiveMessage,
  type LiveMessageName,
} from '@wl/contracts';
import { fastifyCookie } from '@fastify/cookie';
import type { IncomingMessage } from 'node:http';
import type { Server, Socket } from 'socket.io';
import type { AppConfig } from '../platform/config/config.js';
import { SESSION_COOKIE } from '../platform/http/request-session.js';
import { type Session, sessionKey, Sessions } from '../platform/http/sessions.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { viewerOf } from '../wishlist/index.js';
import { LiveAccess } from './live-access.js';
import { LotLiveAccess } from './lot-live-access.js';
import { rooms } from '../platform/live/rooms.js';
import { LivePublisher } from './live-publisher.js';
import { OwnerPresence } from '../presence/index.js';
import { Metrics } from '../platform/observability/metrics.js';

/** The session cookie the socket was opened with; its session is looked up anew on every join. */
interface SocketData {
  sessionId: string | null;
}
type LiveSocket = Socket<never, never, never, SocketData>;

/**
 * The socket.io channel (DESIGN decision 8). A socket of a logged-in user joins that user's own group at once; the list
 * groups are joined on request, each time after the server checked the session of now and the list's access of now.
 * Sockets are bound to their session: when it ends (logout, new password, deleted account) they are dropped.
 */
@WebSocketGateway({ path: LIVE_PATH, serveClient: false })
export class LiveGateway extends LivePublisher implements OnGatewayConnection, OnGatewayInit {
  @WebSocketServer() private server!: Server;
  private readonly logger = new Logger('Live');

  constructor(
    private readonly sessions: Sessions,
    private readonly access: LiveAccess,
    private readonly presence: OwnerPresence,
    private readonly lotAccess: LotLiveAccess,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    super();
  }

  afterInit(server: Server) {
    // A page of another site may not open the channel with our visitors' cookies (cross-site WebSocket hijacking).
    server.engine.opts.allowRequest = (request: IncomingMessage, callback) =>
      callback(null, sameOriginOrNone(request, new URL(this.config.publicUrl).origin));
    // A client that stops answering (a phone gone off the network) is dropped soon: its owner goes offline (presence).
    server.engine.opts.pingInterval = this.config.livePing.intervalMs;
    server.engine.opts.pingTimeout = this.config.livePing.timeoutMs;
    this.presence.attach(server);
    this.metrics.countLiveConnections(() => server.engine.clientsCount);
    this.sessions.onEnded((keys) => keys.forEach((key) => server.in(rooms.session(key)).disconnectSockets(true)));
  }

  async handleConnection(socket: LiveSocket) {
    socket.data.sessionId = fastifyCookie.parse(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE] ?? null;
    const session = await this.sessionOf(socket);
    if (!session) return;
    await socket.join(rooms.session(sessionKey(session.id)));
    if (session.userId) await socket.join(rooms.user(session.userId));
  }

  @SubscribeMessage('JoinWishlistGroup')
  async joinWishlist(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown) {
    const request = JoinWishlistGroup.safeParse(body);
    if (
      !request.success ||
      !(await this.access.mayFollowAsVisitor(request.data.wishlistPublicGuid, viewerOf(await this.sessionOf(socket))))
    )
      return { ok: false };
    await socket.join(rooms.wishlist(request.data.wishlistPublicGuid));
    return { ok: true };
  }

  @SubscribeMessage('JoinOwnerGroup')
  async joinOwners(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown) {
    const request = JoinOwnerGroup.safeParse(body);
    const userId = (await this.sessionOf(socket))?.userId ?? null;
    if (
      !request.success ||
      userId === null ||
      !(await this.access.mayFollowAsOwner(request.data.wishlistPrivateGuid, userId))
    )
      return { ok: false };
    const room = rooms.owners(request.data.wishlistPrivateGuid);
    await socket.join(room);
    await this.presence.joined(socket.id, request.data.wishlistPrivateGuid, userId);
    // Closed while the join was checked: socket.io would keep it in the group, and presence would count it.
    if (socket.disconnected) await socket.leave(room);
    return { ok: true };
  }

  @SubscribeMessage('LeaveOwnerGroup')
  async leaveOwners(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown) {
    const request = LeaveOwnerGroup.safeParse(body);
    if (!request.success) return { ok: false };
    await socket.leave(rooms.owners(request.data.wishlistPrivateGuid));
    return { ok: true };
  }

  @SubscribeMessage('JoinLotingGroup')
  async joinLoting(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown) {
    const request = JoinLotingGroup.safeParse(body);
    const userId = (await this.sessionOf(socket))?.userId ?? null;
    if (
      !request.success ||
      !(await this.lotAccess.mayFollowAsOrganizer(request.data.lotingPublicGuid, request.data.manageGuid, userId))
    )
      return { ok: false };
    await socket.join(rooms.loting(request.data.lotingPublicGuid));
    return { ok: true };
  }

  @SubscribeMessage('JoinDrawnLotGroup')
  async joinDrawnLot(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown) {
    const request = JoinDrawnLotGroup.safeParse(body);
    if (
      !request.success ||
      !(await this.lotAccess.mayFollowDrawn(request.data.lotPrivateGuid, request.data.drawnParticipantPublicGuid))
    )
      return { ok: false };
    await socket.join(rooms.drawnLot(request.data.drawnParticipantPublicGuid));
    return { ok: true };
  }

  override publish<N extends LiveMessageName>(room: string, name: N, message: LiveMessage<N>) {
    if (!this.server) return this.logger.warn(`No live server yet for ${name}`);
    this.server.to(room).emit(name, message);
  }

  override leave(room: string, memberOf = room) {
    this.server?.in(memberOf).socketsLeave(room);
  }

  /** The socket's session as it is now: ended, expired or of a deleted account, it counts as anonymous. */
  private async sessionOf(socket: LiveSocket): Promise<Session | null> {
    const session = await this.sessions.find(socket.data.sessionId ?? undefined);
    return session?.userDeleted ? { ...session, userId: null } : session;
  }
}

/**
 * Browsers send Origin with a cross-site request; a missing one is a same-origin request or no browser at all. A page
 * of this server is either at PUBLIC_URL or at the address the request names in Host (e.g. 127.0.0.1 for localhost),
 * which a page of another site cannot set.
 */
function sameOriginOrNone(request: IncomingMessage, origin: string): boolean {
  const sent = request.headers.origin;
  if (sent === undefined || sent === origin) return true;
  return URL.canParse(sent) && new URL(sent).host === request.headers.host;
}
