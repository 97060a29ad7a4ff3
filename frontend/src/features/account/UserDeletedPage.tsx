import { t } from '@wl/contracts';
import { Button } from '../../ui/Button.js';
import { usePageTitle } from '../../ui/hooks.js';

export function UserDeletedPage() {
  usePageTitle(t('user_deleted.title'));
  return (
    <section className="page page--narrow">
      <h1>{t('user_deleted.title')}</h1>
      <p>{t('user_deleted.text')}</p>
      <div className="button-row">
        <Button variant="primary" onClick={() => window.location.assign(window.location.origin)}>
          {t('general.ok')}
        </Button>
      </div>
    </section>
  );
}
