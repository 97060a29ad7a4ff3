import { isStoreUnavailable } from './store-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isStoreUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection failure (class 08)', withCode('connection failure', '08006')],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['pg waiting too long for a pooled connection', new Error('timeout exceeded when trying to connect')],
    ['a connect() refused by a blackhole route', Object.assign(new Error('connect EINVAL 10.213.0.1:5432 - Local (0.0.0.0:0)'), { code: 'EINVAL', syscall: 'connect' })],
    ['pg given no answer in time (query_timeout: a network cut)', new Error('Query read timeout')],
    ['SQLite busy past its timeout', withCode('database is locked', 'SQLITE_BUSY')],
    ['MongoDB finding no server', Object.assign(new Error('Server selection timed out'), { name: 'MongoServerSelectionError' })],
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
