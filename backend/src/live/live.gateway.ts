import { Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, type OnGatewayConnection, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { JoinOwnerGroup, JoinWishlistGroup, LIVE_PATH, type LiveMessage, type LiveMessageName } from '@wl/contracts';
import { fastifyCookie } from '@fastify/cookie';
import type { Server, Socket } from 'socket.io';
import { SESSION_COOKIE } from '../platform/http/request-session.js';
import { Sessions } from '../platform/http/sessions.js';
import { LiveAccess } from './live-access.js';
import { rooms } from './rooms.js';
import { LivePublisher } from './live-publisher.js';

interface SocketData { userId: string | null; answeredWishlists: string[] }

/**
 * The socket.io channel (DESIGN decision 8). A socket of a logged-in user joins that user's own group at once;
 * the list groups are joined on request, after the server checked that the caller belongs there.
 */
@WebSocketGateway({ path: LIVE_PATH, serveClient: false })
export class LiveGateway extends LivePublisher implements OnGatewayConnection {
  @WebSocketServer() private server!: Server;
  private readonly logger = new Logger('Live');

  constructor(private readonly sessions: Sessions, private readonly access: LiveAccess) {
    super();
  }

  async handleConnection(socket: Socket<never, never, never, SocketData>) {
    const cookies = fastifyCookie.parse(socket.handshake.headers.cookie ?? '');
    const session = await this.sessions.find(cookies[SESSION_COOKIE]);
    socket.data.userId = session?.userId ?? null;
    socket.data.answeredWishlists = session?.answeredWishlists ?? [];
    if (session?.userId) await socket.join(rooms.user(session.userId));
  }

  @SubscribeMessage('JoinWishlistGroup')
  async joinWishlist(@ConnectedSocket() socket: Socket<never, never, never, SocketData>, @MessageBody() body: unknown) {
    const request = JoinWishlistGroup.safeParse(body);
    if (!request.success || !(await this.access.mayFollowAsVisitor(request.data.wishlistPublicGuid, socket.data))) return { ok: false };
    await socket.join(rooms.wishlist(request.data.wishlistPublicGuid));
    return { ok: true };
  }

  @SubscribeMessage('JoinOwnerGroup')
  async joinOwners(@ConnectedSocket() socket: Socket<never, never, never, SocketData>, @MessageBody() body: unknown) {
    const request = JoinOwnerGroup.safeParse(body);
    if (!request.success || !(await this.access.mayFollowAsOwner(request.data.wishlistPrivateGuid, socket.data.userId))) return { ok: false };
    await socket.join(rooms.owners(request.data.wishlistPrivateGuid));
    return { ok: true };
  }

  override publish<N extends LiveMessageName>(room: string, name: N, message: LiveMessage<N>) {
    if (!this.server) return this.logger.warn(`No live server yet for ${name}`);
    this.server.to(room).emit(name, message);
  }
}
