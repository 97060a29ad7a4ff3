import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { EMAIL_VERIFICATION_CODE_HOURS, t } from '@wl/contracts';
import { problemOf } from '../../api/errors.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { usePageTitle } from '../../ui/hooks.js';
import { Loading } from '../../ui/Loading.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { useVerifyEmailMutation } from '../../api/emailVerificationApi.js';
import { RequestVerificationMail } from '../../shared/RequestVerificationMail.js';

/** `/account/verify/{code}`, opened from the verification mail: confirms the address at once, logged in or not. */
export function VerifyEmailPage() {
  const { code = '' } = useParams();
  const [verify, result] = useVerifyEmailMutation();
  const started = useRef(false);
  const user = useCurrentUser();
  usePageTitle(t('verify_email.title'));

  useEffect(() => {
    // The code works once: never send it twice, also not when the page is mounted again in development.
    if (started.current || !code) return;
    started.current = true;
    void verify({ code });
  }, [code, verify]);

  if (result.isSuccess) {
    return (
      <section className="page page--narrow">
        <h1>{t('verify_email.title')}</h1>
        <p className="notice notice--success" role="status">
          {t('verify_email.done')}
        </p>
        {user && (
          <div className="button-row button-row--start">
            <Link className="btn btn--primary" to="/mylist/send">
              {t('verify_email.to_send')}
            </Link>
          </div>
        )}
      </section>
    );
  }
  const problem = code ? problemOf(result.error) : 'IsUnknown';
  if (problem === 'IsExpired' || problem === 'IsUnknown') {
    const title = problem === 'IsExpired' ? t('verify_email.expired_title') : t('verify_email.unknown_title');
    return (
      <section className="page page--narrow error-screen">
        <h1>{title}</h1>
        <p>
          {problem === 'IsExpired'
            ? t('verify_email.expired', { hours: EMAIL_VERIFICATION_CODE_HOURS })
            : t('verify_email.unknown')}
        </p>
        {user && !user.emailVerified && (
          <RequestVerificationMail email={user.email} label={t('verify_email.request_new')} />
        )}
      </section>
    );
  }
  if (result.isError) return <ApiErrorView error={result.error} onRetry={() => void verify({ code })} />;
  return <Loading />;
}
