import { configFromEnv } from '../../backend/src/platform/config/config.js';

describe('the site configuration', () => {
  it('reads every SITE_* setting, with every switch on by default', () => {
    const site = configFromEnv({ SITE_VARIANT: 'nl-NL', SITE_TERMS_URL: 'https://voorwaarden.example/nl', SITE_BLOG: 'false' }).site;
    expect(site).toMatchObject({ variant: 'nl-NL', termsUrl: 'https://voorwaarden.example/nl', privacyUrl: null, blog: false, shops: true, impressum: true });
  });

  it('refuses to start with a setting its schema refuses, naming it', () => {
    expect(() => configFromEnv({ SITE_TERMS_URL: 'javascript:alert(1)' })).toThrow(/termsUrl/);
    expect(() => configFromEnv({ SITE_SUPPORT_EMAIL: 'geen adres' })).toThrow(/supportEmail/);
    expect(() => configFromEnv({ SITE_WHATSAPP_URL: 'ftp://wa.example' })).toThrow(/whatsappUrl/);
  });
});
