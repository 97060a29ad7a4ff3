import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { impressumEnv } from '../support/company-env.js';

describe('the site configuration', () => {
  it('reads every SITE_* setting, with every switch but the impressum on by default', () => {
    const site = configFromEnv({
      SITE_VARIANT: 'nl-NL',
      SITE_TERMS_URL: 'https://voorwaarden.example/nl',
      SITE_BLOG: 'false',
    }).site;
    expect(site).toMatchObject({
      variant: 'nl-NL',
      termsUrl: 'https://voorwaarden.example/nl',
      privacyUrl: null,
      blog: false,
      shops: true,
      impressum: false,
      company: null,
    });
  });

  it('switches the impressum on only with the company details, which it reads', () => {
    expect(configFromEnv(impressumEnv).site).toMatchObject({
      impressum: true,
      company: {
        name: 'Verlanglijstje Voorbeeld B.V.',
        address: 'Voorbeeldstraat 12, 1234 AB Utrecht, Niederlande',
        register: 'Kamer van Koophandel (KvK) 12345678',
        vatId: 'NL123456789B01',
        email: 'impressum@voorbeeld.example',
      },
    });
    expect(configFromEnv({ ...impressumEnv, SITE_COMPANY_VAT_ID: '' }).site.company?.vatId).toBeNull();
    expect(() => configFromEnv({ SITE_IMPRESSUM: 'true' })).toThrow(
      /impressum: the impressum needs the company details: set SITE_COMPANY_NAME/,
    );
    expect(() => configFromEnv({ ...impressumEnv, SITE_COMPANY_ADDRESS: undefined })).toThrow(/company\.address/);
    expect(() => configFromEnv({ ...impressumEnv, SITE_COMPANY_EMAIL: 'geen adres' })).toThrow(/company\.email/);
    expect(() => configFromEnv({ ...impressumEnv, SITE_COMPANY_NAME: 'Twee\nregels' })).toThrow(/company\.name/);
    expect(() => configFromEnv({ ...impressumEnv, SITE_COMPANY_VAT_ID: '123' })).toThrow(/company\.vatId/);
    // Details without the switch are kept, the page stays off.
    expect(configFromEnv({ ...impressumEnv, SITE_IMPRESSUM: undefined }).site).toMatchObject({
      impressum: false,
      company: { name: 'Verlanglijstje Voorbeeld B.V.' },
    });
  });

  it('refuses to start with a setting its schema refuses, naming it', () => {
    expect(() => configFromEnv({ SITE_TERMS_URL: 'javascript:alert(1)' })).toThrow(/termsUrl/);
    expect(() => configFromEnv({ SITE_SUPPORT_EMAIL: 'geen adres' })).toThrow(/supportEmail/);
    expect(() => configFromEnv({ SITE_WHATSAPP_URL: 'ftp://wa.example' })).toThrow(/whatsappUrl/);
  });
});
