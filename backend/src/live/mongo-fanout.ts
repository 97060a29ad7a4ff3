import { createAdapter } from '@socket.io/mongo-adapter';
import { Emitter } from '@socket.io/mongo-emitter';
import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { LiveMessage, LiveMessageName } from '@wl/contracts';
import { MongoClient } from 'mongodb';
import type { Server, ServerOptions } from 'socket.io';
import { LivePublisher } from './live-publisher.js';

/**
 * Fan-out between processes through MongoDB (DESIGN decision 8): every backend's socket.io server uses the MongoDB
 * adapter, and the separate projector process emits into the same capped collection.
 */
const COLLECTION = 'socket_io_events';

async function fanoutCollection(url: string, database: string) {
  const client = await MongoClient.connect(url);
  const db = client.db(database);
  if (!(await db.listCollections({ name: COLLECTION }).hasNext())) {
    await db.createCollection(COLLECTION, { capped: true, size: 16 * 1024 * 1024 }).catch(() => undefined);
  }
  return db.collection(COLLECTION);
}

export class MongoIoAdapter extends IoAdapter {
  private adapter: ReturnType<typeof createAdapter> | null = null;

  constructor(
    app: INestApplicationContext,
    private readonly url: string,
    private readonly database: string,
  ) {
    super(app);
  }

  async connect(): Promise<void> {
    this.adapter = createAdapter(await fanoutCollection(this.url, this.database));
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.adapter) server.adapter(this.adapter);
    return server;
  }
}

export class MongoEmitterPublisher extends LivePublisher {
  private constructor(private readonly emitter: Emitter) {
    super();
  }

  static async connect(url: string, database: string): Promise<MongoEmitterPublisher> {
    return new MongoEmitterPublisher(new Emitter(await fanoutCollection(url, database)));
  }

  override publish<N extends LiveMessageName>(room: string, name: N, message: LiveMessage<N>): void {
    this.emitter.to(room).emit(name, message);
  }

  override leave(room: string, memberOf = room): void {
    this.emitter.in(memberOf).socketsLeave(room);
  }
}
