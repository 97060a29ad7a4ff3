import { Link } from 'react-router';
import { t } from '@wl/contracts';
import { useInvalidInvite } from './InvitePage.js';

/** `/i/{guid}/error`: the invite does not exist, expired or was accepted already. */
export function InviteError() {
  const { problem } = useInvalidInvite();
  return (
    <section className="page page--narrow error-screen">
      <h1>{t('invite.error.title')}</h1>
      <p>{t(`invite.error.${problem}`)}</p>
      <div className="button-row button-row--start">
        <Link className="btn btn--secondary" to="/">
          {t('general.to_home')}
        </Link>
      </div>
    </section>
  );
}
