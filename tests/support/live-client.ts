import { LIVE_PATH } from '@wl/contracts';
import { io, type Socket } from 'socket.io-client';
import type { ApiClient } from './api-client.js';

export interface Received {
  name: string;
  payload: Record<string, unknown>;
}
export interface LiveClient {
  socket: Socket;
  received: Received[];
}

/** Live connections opened by a test file, to close them all after it. */
export const openSockets: Socket[] = [];

/** A live connection with the caller's session cookie, recording every message it receives. */
export async function connectLive(
  baseUrl: string,
  client: ApiClient,
  headers: Record<string, string> = {},
): Promise<LiveClient> {
  await client.csrfToken();
  const socket = io(baseUrl, {
    path: LIVE_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie: client.sessionCookie ?? '', ...headers },
    reconnection: false,
  });
  openSockets.push(socket);
  const received: Received[] = [];
  socket.onAny((name: string, payload: Record<string, unknown>) => received.push({ name, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

export const joinGroup = (socket: Socket, event: string, body: object) =>
  socket.emitWithAck(event, body) as Promise<{ ok: boolean }>;

/** Waits until `check` holds (a live message arrived), failing after `ms`. */
export const until = async (check: () => boolean, ms = 3000) => {
  for (const start = Date.now(); !check();) {
    if (Date.now() - start > ms) throw new Error('Timed out waiting for a live message');
    await new Promise((r) => setTimeout(r, 10));
  }
};
