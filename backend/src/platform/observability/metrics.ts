import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Process metrics (CPU, memory, event loop, GC) are about the process, not the app: collected once, into their own registry. */
let processMetrics: Registry | null = null;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/** The kind of stream (`wishlist`, `gift`, `claim`, ...): its id up to the first dash, so labels stay few. */
export const streamTypeOf = (streamId: string) => streamId.split('-', 1)[0]!;

/**
 * The process's Prometheus metrics (docs/operations.md, "Metrics"), in a registry of its own (several apps can run in
 * one test process). Labels are routes, command and stream types: never ids or paths, so their number stays bounded.
 */
@Injectable()
export class Metrics {
  private readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames: ['method', 'route'],
    registers: [this.registry],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  private readonly commands = new Counter({
    name: 'commands_total',
    help: 'Commands decided and appended (or deciding nothing)',
    labelNames: ['command', 'stream'],
    registers: [this.registry],
  });
  private readonly conflicts = new Counter({
    name: 'command_conflicts_total',
    help: 'Appends refused for a wrong expected revision (each is retried)',
    labelNames: ['command', 'stream'],
    registers: [this.registry],
  });
  private liveConnections: () => number = () => 0;

  constructor() {
    const live = () => this.liveConnections();
    new Gauge({
      name: 'live_connections',
      help: 'Open live (socket.io) connections to this process',
      registers: [this.registry],
      collect() {
        this.set(live());
      },
    });
  }

  /** Everything, in Prometheus's text format (`contentType`). */
  async text(): Promise<string> {
    return Registry.merge([processRegistry(), this.registry]).metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.latency.observe({ method, route }, seconds);
  }

  command(command: string, streamId: string): void {
    this.commands.inc({ command, stream: streamTypeOf(streamId) });
  }

  conflict(command: string, streamId: string): void {
    this.conflicts.inc({ command, stream: streamTypeOf(streamId) });
  }

  /** The live gateway's count, read at each scrape. */
  countLiveConnections(count: () => number): void {
    this.liveConnections = count;
  }

  /** A gauge whose values are computed at each scrape (lag, parked events), one per label set. */
  gauge(
    name: string,
    help: string,
    labelNames: string[],
    values: () => Promise<{ labels: Record<string, string>; value: number }[]>,
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { labels, value } of await values()) this.set(labels, value);
      },
    });
  }
}
