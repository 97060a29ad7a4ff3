import { HttpStatus } from '@nestjs/common';
import { WrongExpectedRevision } from '../event-store/event-store.port.js';
import { RetryLater } from './retry-later.js';

const RETRY_AFTER_SECONDS = 5;

/** Node's codes for a server that cannot be reached or dropped the connection. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** PostgreSQL's SQLSTATEs of a server going away or refusing connections: class 08, shutdowns, too many connections. */
const postgresCodes = /^(08...|57P0[123]|53300)$/;
/** pg's own errors carry no code: a connection lost, no connection from the pool in time, no answer in time (query_timeout). */
const pgMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;
const mongoNames = new Set(['MongoNetworkError', 'MongoNetworkTimeoutError', 'MongoServerSelectionError']);

/**
 * Whether `error` says a store cannot be reached right now: worth a 503 with Retry-After rather than a 500. Only
 * errors of the connection itself count (and SQLite's busy timeout), so a bad query or a bug stays a logged 500.
 */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  // Not `instanceof Error`: errors made by Node's own sockets may come from another realm (a test's VM context).
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, name, message, cause, syscall } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    syscall?: unknown;
  };
  // Any failed connect(): also EINVAL (a blackhole route) and EACCES (a route or firewall that prohibits it).
  if (syscall === 'connect' && typeof code === 'string') return true;
  if (typeof code === 'string' && (networkCodes.has(code) || postgresCodes.test(code) || code === 'SQLITE_BUSY'))
    return true;
  if ((typeof name === 'string' && mongoNames.has(name)) || (typeof message === 'string' && pgMessages.test(message)))
    return true;
  return isStoreUnavailable(cause, depth + 1);
}

/** 503 `ServiceUnavailable`: a store did not answer; nothing was done that the caller can rely on, so try again. */
export class ServiceUnavailable extends RetryLater {
  constructor() {
    super(
      HttpStatus.SERVICE_UNAVAILABLE,
      'ServiceUnavailable',
      'A store did not answer; try again in a moment.',
      RETRY_AFTER_SECONDS,
    );
  }
}

/**
 * 503 `ServerBusy`: the stream changed under the command on every retry (many writers on one list at once), so nothing
 * was appended; trying again a moment later succeeds. Not a 500: nothing is broken.
 */
export class StreamContended extends RetryLater {
  constructor() {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'ServerBusy', 'Many changes arrived at once; try again in a moment.', 1);
  }
}

/** What the problem filter answers instead of a 500 for an error that says "later", or null. */
export function retryLaterFor(error: unknown): RetryLater | null {
  if (isStoreUnavailable(error)) return new ServiceUnavailable();
  if (error instanceof WrongExpectedRevision) return new StreamContended();
  return null;
}
