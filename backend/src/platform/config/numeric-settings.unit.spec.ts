import { configFromEnv } from './config.js';

describe('numbers from the environment', () => {
  it('are the defaults when unset or empty', () => {
    const config = configFromEnv({ PORT: '', LEASE_MS: '  ' });
    expect(config).toMatchObject({
      port: 3000,
      scryptCost: 2 ** 17,
      leaseMs: 10_000,
      claimGraceMs: 600_000,
      reactorRetry: { attempts: 8, backoffMs: 250 },
    });
    expect(config.livePing).toEqual({ intervalMs: 1500, timeoutMs: 2000 });
  });

  it('are read as written when they are whole numbers in range', () => {
    const config = configFromEnv({
      PORT: '8080',
      SCRYPT_COST: '1024',
      LEASE_MS: ' 900 ',
      READ_YOUR_WRITES_WAIT_MS: '0',
      PRODUCT_FEEDS_EVERY_MS: '60000',
    });
    expect(config).toMatchObject({
      port: 8080,
      scryptCost: 1024,
      leaseMs: 900,
      readYourWritesWaitMs: 0,
      productFeedsEveryMs: 60_000,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 1 to 65535, got "abc"'],
    ['PORT', '70000', 'PORT must be a whole number from 1 to 65535'],
    ['PORT', '0', 'PORT must be a whole number from 1 to 65535'],
    ['SCRYPT_COST', '-1', 'SCRYPT_COST must be a power of two from 1024 to 1048576, got "-1"'],
    ['SCRYPT_COST', '100000', 'SCRYPT_COST must be a power of two'],
    ['LEASE_MS', '1e4', 'LEASE_MS must be a whole number'],
    ['LEASE_MS', '0x2710', 'LEASE_MS must be a whole number'],
    ['READ_YOUR_WRITES_WAIT_MS', '2.5', 'READ_YOUR_WRITES_WAIT_MS must be a whole number'],
    ['CLAIM_GRACE_MS', '10', 'CLAIM_GRACE_MS must be a whole number from 1000'],
    ['REACTOR_ATTEMPTS', '1000', 'REACTOR_ATTEMPTS must be a whole number from 1 to 12'],
    ['LIVE_PING_TIMEOUT_MS', 'Infinity', 'LIVE_PING_TIMEOUT_MS must be a whole number'],
  ])('stop the start when %s is "%s", naming it', (name, value, message) => {
    expect(() => configFromEnv({ [name]: value })).toThrow(message);
  });

  it('bound the hop count of TRUST_PROXY, which also takes addresses', () => {
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => configFromEnv({ TRUST_PROXY: '99999999999999999999' })).toThrow(
      'TRUST_PROXY must be a whole number from 0 to 16, got "99999999999999999999"',
    );
  });

  it('name every bad variable at once', () => {
    expect(() => configFromEnv({ PORT: 'abc', PRESENCE_LEASE_MS: '-5' })).toThrow(
      /Invalid configuration: PORT must be .*; PRESENCE_LEASE_MS must be .*, got "-5"/,
    );
  });
});
