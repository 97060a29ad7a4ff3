import { WrongExpectedRevision } from '../event-store/event-store.port.js';
import { isStoreUnavailable, retryLaterFor, ServiceUnavailable, StreamContended } from './store-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isStoreUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection failure (class 08)', withCode('connection failure', '08006')],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['pg waiting too long for a pooled connection', new Error('timeout exceeded when trying to connect')],
    [
      'a connect() refused by a blackhole route',
      Object.assign(new Error('connect EINVAL 10.213.0.1:5432 - Local (0.0.0.0:0)'), {
        code: 'EINVAL',
        syscall: 'connect',
      }),
    ],
    ['pg given no answer in time (query_timeout: a network cut)', new Error('Query read timeout')],
    ['SQLite busy past its timeout', withCode('database is locked', 'SQLITE_BUSY')],
    [
      'MongoDB finding no server',
      Object.assign(new Error('Server selection timed out'), { name: 'MongoServerSelectionError' }),
    ],
    ['a wrapped cause', new Error('read failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
  ])('counts %s', (_, error) => {
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a bad query', withCode('syntax error at or near "SELEC"', '42601')],
    ['a broken constraint', withCode('duplicate key value violates unique constraint', '23505')],
    ['SQLite refusing a write', withCode('UNIQUE constraint failed: events.stream_id', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['an invalid argument elsewhere', withCode('invalid argument', 'EINVAL')],
    ['no error at all', 'ECONNREFUSED'],
  ])('leaves %s to the 500', (_, error) => {
    expect(isStoreUnavailable(error)).toBe(false);
  });
});

describe('retryLaterFor', () => {
  it('answers 503 ServiceUnavailable after 5 s for a store that does not answer', () => {
    const later = retryLaterFor(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    expect(later).toBeInstanceOf(ServiceUnavailable);
    expect([later!.getStatus(), later!.getResponse(), later!.retryAfterSeconds]).toEqual([
      503,
      expect.objectContaining({ problem: 'ServiceUnavailable' }),
      5,
    ]);
  });

  it('answers 503 ServerBusy after 1 s for a stream still contended after every retry, not a 500', () => {
    const later = retryLaterFor(new WrongExpectedRevision('wishlist-1', 7, 9));
    expect(later).toBeInstanceOf(StreamContended);
    expect([later!.getStatus(), later!.getResponse(), later!.retryAfterSeconds]).toEqual([
      503,
      expect.objectContaining({ problem: 'ServerBusy' }),
      1,
    ]);
  });

  it('leaves a bug to the 500', () => {
    expect(retryLaterFor(new TypeError('x is undefined'))).toBeNull();
  });
});
