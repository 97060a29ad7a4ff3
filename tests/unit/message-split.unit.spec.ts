import { messages, type MessageKey } from '@wl/contracts';
import { keysNamedIn } from '../../frontend/build/message-split.js';

const keysStartingWith = (prefix: string) =>
  Object.keys(messages)
    .filter((key) => key.startsWith(prefix))
    .sort();

describe('the catalogue keys a module names (frontend/build/message-split.ts)', () => {
  it('finds quoted keys, in either quotes, and nothing that only looks like one', () => {
    const code = `t('general.retry'); const texts = { NoAccess: "forum.error.no_access" }; fetch('api.example.com');`;
    expect(keysNamedIn(code)).toEqual<MessageKey[]>(['forum.error.no_access', 'general.retry']);
  });

  it('finds every key a template that starts like a key can make', () => {
    const occasions = keysStartingWith('occasion.');
    expect(occasions.length).toBeGreaterThan(10);
    expect(keysNamedIn('const label = (o) => t(`occasion.${o}`);')).toEqual(occasions);
    const confirmTitles = keysStartingWith('support.ops.').filter((key) => key.endsWith('.confirm.title'));
    expect(confirmTitles.length).toBeGreaterThan(1);
    expect(keysNamedIn('t(`support.ops.${key}.confirm.title`)')).toEqual(confirmTitles);
  });

  it('leaves templates that do not start like a key alone', () => {
    expect(keysNamedIn('fetch(`/api/Wishlist/Get/${username}`); `${first}.${second}`;')).toEqual([]);
  });
});
