import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';

/** How long a stopping server lets the requests it is answering finish before it cuts their connections. */
export const DRAIN_MS = 5_000;

/**
 * A stopping server ends its connections: idle keep-alive ones at once, the rest after `DRAIN_MS`. Without it the
 * socket.io server's close waits for every connection of the HTTP server to end by itself: a browser that keeps
 * reconnecting while the server stops (a busy machine answers slowly) held a stop for a minute.
 */
@Injectable()
export class ConnectionDrain implements BeforeApplicationShutdown {
  constructor(private readonly host: HttpAdapterHost) {}

  beforeApplicationShutdown(): void {
    const server = this.host.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), DRAIN_MS).unref();
  }
}
