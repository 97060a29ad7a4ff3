import { Link, Navigate, useParams } from 'react-router';
import { SIGN_IN_LINK_MINUTES, t } from '@wl/contracts';
import { problemOf } from '../../api/errors.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { Button } from '../../ui/Button.js';
import { usePageTitle } from '../../ui/hooks.js';
import { Loading } from '../../ui/Loading.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { useSignInWithLinkMutation } from '../../api/signInLinkApi.js';

/**
 * `/account/signin/{userId}/{code}`, opened from the sign-in mail. Signing in takes a click: a mail scanner that opens
 * links would otherwise use up the single-use link before its owner does. Someone else signed in in this browser is
 * asked first, never signed out silently. A giver without password lands on her crossed-off gifts, an account at home.
 */
export function SignInWithLinkPage() {
  const { userId = '', code = '' } = useParams();
  usePageTitle(t('sign_in_link.open_title'));
  const user = useCurrentUser();
  const [signIn, result] = useSignInWithLinkMutation();

  if (result.data) return <Navigate to={result.data.isAccount ? '/' : '/crossedoff'} replace />;
  if (user === undefined) return <Loading />;
  // Signed in as the link's user already: nothing to do.
  if (user?.privateGuid === userId && !result.isLoading)
    return <Navigate to={user.isAccount ? '/' : '/crossedoff'} replace />;

  const problem = problemOf(result.error);
  if (problem === 'IsExpired' || problem === 'IsUnknown') {
    return (
      <section className="page page--narrow error-screen">
        <h1>{problem === 'IsExpired' ? t('sign_in_link.expired_title') : t('sign_in_link.unknown_title')}</h1>
        <p>
          {problem === 'IsExpired'
            ? t('sign_in_link.expired', { minutes: SIGN_IN_LINK_MINUTES })
            : t('sign_in_link.unknown')}
        </p>
        <div className="button-row button-row--start">
          <Link className="btn btn--primary" to="/account/signinlink">
            {t('sign_in_link.request_new')}
          </Link>
        </div>
      </section>
    );
  }
  if (result.isError && problem !== 'OtherUserSignedIn')
    return <ApiErrorView error={result.error} onRetry={() => void signIn({ userId, code })} />;

  const otherUser = user && user.privateGuid !== userId ? user : null;
  return (
    <section className="page page--narrow">
      <h1>{t('sign_in_link.open_title')}</h1>
      {otherUser ? (
        <p>{t('sign_in_link.other_user', { email: otherUser.email })}</p>
      ) : (
        <p>{t('sign_in_link.open_intro')}</p>
      )}
      <div className="button-row button-row--start">
        {otherUser && (
          <Link className="btn btn--secondary" to="/">
            {t('sign_in_link.stay')}
          </Link>
        )}
        <Button
          variant="primary"
          busy={result.isLoading}
          onClick={() => void signIn({ userId, code, replaceOtherUser: otherUser !== null })}
        >
          {otherUser ? t('sign_in_link.replace') : t('sign_in_link.open_submit')}
        </Button>
      </div>
    </section>
  );
}
