import { Link } from 'react-router';
import { t } from '@wl/contracts';
import { usePageTitle } from '../../ui/hooks.js';

/** The site root for visitors who are not logged in. */
export function LandingPage() {
  usePageTitle(null);
  return (
    <section className="landing">
      <h1>{t('landing.title')}</h1>
      <p className="landing__text">{t('landing.text')}</p>
      <div className="button-row button-row--start">
        <Link className="btn btn--primary" to="/account/create">{t('landing.create')}</Link>
        <Link className="btn btn--secondary" to="/account/login">{t('landing.login')}</Link>
      </div>
    </section>
  );
}
