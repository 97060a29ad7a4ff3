import { Link } from 'react-router';
import { t, type MessageKey, type SiteConfig } from '@wl/contracts';
import { LegalLink } from '../shared/LegalLink.js';
import { siteConfigApi, type SiteSwitch } from '../api/siteConfigApi.js';

/** Links with a switch show only while the site has it on. */
const footerLinks: [path: string, label: MessageKey, needs?: SiteSwitch][] = [
  ['/faq', 'footer.faq'],
  ['/contact', 'footer.contact'],
  ['/lootjestrekken', 'footer.lots', 'drawLotsEnabled'],
  ['/winkels', 'footer.shops', 'shops'],
  ['/blog', 'footer.blog', 'blog'],
];

export function Footer() {
  const config = siteConfigApi.useGetSiteConfigQuery().data;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          {footerLinks
            .filter(([, , needs]) => !needs || config?.[needs])
            .map(([path, label]) => (
              <li key={path}>
                <Link to={path}>{t(label)}</Link>
              </li>
            ))}
          <li>
            <LegalLink page="terms">{t('footer.terms')}</LegalLink>
          </li>
          <li>
            <LegalLink page="privacy">{t('footer.privacy')}</LegalLink>
          </li>
          {config?.impressum && (
            <li>
              <Link to="/impressum">{t('footer.impressum')}</Link>
            </li>
          )}
        </ul>
      </nav>
      {config && <AppStoreButtons config={config} />}
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

/** The app store buttons, when the site shows them and has a link for the store. */
function AppStoreButtons({ config }: { config: SiteConfig }) {
  const { ios, android } = config.appStoreLinks;
  if (!config.appStoreButtons || (!ios && !android)) return null;
  return (
    <ul className="site-footer__apps" aria-label={t('footer.apps')}>
      {ios && (
        <li>
          <a className="app-store-button" href={ios} target="_blank" rel="noopener">
            {t('footer.app_store')}
          </a>
        </li>
      )}
      {android && (
        <li>
          <a className="app-store-button" href={android} target="_blank" rel="noopener">
            {t('footer.google_play')}
          </a>
        </li>
      )}
    </ul>
  );
}
