import { setProductWord, t } from '@wl/contracts';

describe('the {product} word of the message catalogue', () => {
  afterEach(() => setProductWord('verlanglijstje'));

  it('is verlanglijstje until the site configuration sets it', () => {
    expect(t('home.empty')).toBe('Je hebt nog geen verlanglijstje.');
  });

  it('follows the configured word once set, and a text can still name its own', () => {
    setProductWord('verlanglijst');
    expect(t('home.empty')).toBe('Je hebt nog geen verlanglijst.');
    expect(t('lot.drawn_list', { name: 'An' })).toBe('Bekijk het verlanglijst van An');
    expect(t('home.empty', { product: 'lijstje' })).toBe('Je hebt nog geen lijstje.');
  });
});
