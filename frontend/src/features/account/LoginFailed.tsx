import { Link } from 'react-router';
import { t } from '@wl/contracts';
import type { LoginScreenState } from '../../shared/returnUrl.js';

/**
 * What a failed login says, wherever it failed (the login screen, or the header's form, which sends the person to
 * that screen): one text, a way to ask a new password for the identifier they typed, and a sign-in link instead (a giver who
 * crossed off with only her address has no password).
 */
export function LoginFailed({ id, emailOrUsername }: { id: string; emailOrUsername: string }) {
  return (
    <div id={id} className="notice notice--error" role="alert">
      <p>
        <strong>{t('general.password.wrong_title')}</strong> {t('error.login_failed')}
      </p>
      <Link to="/account/forgotpassword" state={{ emailOrUsername } satisfies LoginScreenState}>
        {t('login.request_new_password')}
      </Link>
      <Link to="/account/signinlink" state={{ emailOrUsername } satisfies LoginScreenState}>
        {t('login.sign_in_link')}
      </Link>
    </div>
  );
}
