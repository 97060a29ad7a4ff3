import { t } from '@wl/contracts';
import { Button } from '../../ui/Button.js';
import { usePageTitle } from '../../ui/hooks.js';

/** After the account was deleted; continuing loads the site afresh, logged out. */
export function DeletedUserPage() {
  usePageTitle(t('deleted_user.title'));
  return (
    <section className="page page--narrow">
      <h1>{t('deleted_user.title')}</h1>
      <p>{t('deleted_user.text')}</p>
      <div className="button-row">
        <Button variant="primary" onClick={() => window.location.assign('/')}>
          {t('deleted_user.continue')}
        </Button>
      </div>
    </section>
  );
}
