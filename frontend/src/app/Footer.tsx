import { Link } from 'react-router';
import { t, type MessageKey } from '@wl/contracts';

const footerLinks: [path: string, label: MessageKey][] = [
  ['/faq', 'footer.faq'],
  ['/contact', 'footer.contact'],
  ['/lootjestrekken', 'footer.lots'],
  ['/winkels', 'footer.shops'],
  ['/blog', 'footer.blog'],
  ['/voorwaarden/gebruiksvoorwaarden', 'footer.terms'],
  ['/voorwaarden/privacy', 'footer.privacy'],
  ['/impressum', 'footer.impressum'],
];

export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          {footerLinks.map(([path, label]) => <li key={path}><Link to={path}>{t(label)}</Link></li>)}
        </ul>
      </nav>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
