import { Link } from 'react-router';
import { t, type MessageKey, type SiteConfig } from '@wl/contracts';
import { siteConfigApi } from '../features/site/siteConfigApi.js';

/** Links with a switch show only while the site has it on. */
const footerLinks: [path: string, label: MessageKey, needs?: keyof SiteConfig][] = [
  ['/faq', 'footer.faq'],
  ['/contact', 'footer.contact'],
  ['/lootjestrekken', 'footer.lots', 'drawLotsEnabled'],
  ['/winkels', 'footer.shops'],
  ['/blog', 'footer.blog', 'blog'],
  ['/voorwaarden/gebruiksvoorwaarden', 'footer.terms'],
  ['/voorwaarden/privacy', 'footer.privacy'],
  ['/impressum', 'footer.impressum'],
];

export function Footer() {
  const config = siteConfigApi.useGetSiteConfigQuery().data;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          {footerLinks.filter(([, , needs]) => !needs || config?.[needs]).map(([path, label]) => <li key={path}><Link to={path}>{t(label)}</Link></li>)}
        </ul>
      </nav>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
