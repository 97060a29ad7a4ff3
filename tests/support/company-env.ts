/** The `SITE_COMPANY_*` settings of a made-up operator, with the impressum switched on (it needs them). */
export const impressumEnv = {
  SITE_IMPRESSUM: 'true',
  SITE_COMPANY_NAME: 'Verlanglijstje Voorbeeld B.V.',
  SITE_COMPANY_ADDRESS: 'Voorbeeldstraat 12, 1234 AB Utrecht, Niederlande',
  SITE_COMPANY_REGISTER: 'Kamer van Koophandel (KvK) 12345678',
  SITE_COMPANY_VAT_ID: 'NL123456789B01',
  SITE_COMPANY_EMAIL: 'impressum@voorbeeld.example',
};
