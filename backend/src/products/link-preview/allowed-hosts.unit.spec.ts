import { configFromEnv } from '../../platform/config/config.js';

describe('LINK_PREVIEW_ALLOW_HOSTS', () => {
  it('takes IP:port pairs, IPv6 in brackets', () => {
    expect(configFromEnv({ LINK_PREVIEW_ALLOW_HOSTS: ' 127.0.0.1:8080 , [::1]:3000' }).linkPreviewAllowHosts).toEqual([
      '127.0.0.1:8080',
      '::1:3000',
    ]);
    expect(configFromEnv({}).linkPreviewAllowHosts).toEqual([]);
  });

  it.each(['localhost:8080', '127.0.0.1', '127.0.0.1:0', '127.0.0.1:70000', '10.0.0.0/8:80', 'http://127.0.0.1:80'])(
    'stops the start on %s',
    (entry) => {
      expect(() => configFromEnv({ LINK_PREVIEW_ALLOW_HOSTS: entry })).toThrow('LINK_PREVIEW_ALLOW_HOSTS');
    },
  );
});
