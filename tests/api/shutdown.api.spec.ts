import { connect, type Socket } from 'node:net';
import { DRAIN_MS } from '../../backend/src/platform/http/connection-drain.js';
import { startTestApp } from '../support/test-app.js';

/** A connection whose request never ends: the client sent the first header lines and stalls (or is slow to go on). */
async function stalledRequest(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write('GET /api/Utility/WebVersion HTTP/1.1\r\nHost: localhost\r\n');
  return socket;
}

describe('stopping the server', () => {
  it(`ends a connection that holds it up after ${DRAIN_MS} ms, instead of waiting for the client (a minute)`, async () => {
    const app = await startTestApp();
    const socket = await stalledRequest(app.url);
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await app.close();
    await ended;
    // The stop waited for the connection's end: it did not outlive it by its own time-outs (60 s for headers).
  }, 30_000);
});
