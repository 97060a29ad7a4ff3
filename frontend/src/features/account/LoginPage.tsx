import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { LoginRequest, t } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { inAppMode } from '../../shared/appBridge.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { GiftIcon } from '../../ui/icons.js';
import { usePageTitle } from '../../ui/hooks.js';
import { fieldErrors, focusFirstInvalid } from '../../ui/validation.js';
import { useCurrentUser, useLoginMutation } from '../../api/accountApi.js';
import { LoginFailed } from './LoginFailed.js';
import { safeReturnUrl, type LoginScreenState } from '../../shared/returnUrl.js';

export function LoginPage() {
  const location = useLocation();
  return <LoginScreen key={location.key} state={(location.state ?? {}) as LoginScreenState} />;
}

type LoginScreenProps = {
  state: LoginScreenState;
  /** Where to go once logged in (instead of the address's `returnUrl`), and an invite's own way to an account. */
  returnTo?: string;
  intro?: string;
  createAccount?: { intro: string; link: string; label: string };
};

/** The login form; the login page shows it, and so does an invite that needs a login first. */
export function LoginScreen({ state, returnTo, intro, createAccount }: LoginScreenProps) {
  usePageTitle(t('login.title'));
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ emailOrUsername: state.emailOrUsername ?? '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Counts wrong passwords (the header's included), so each one moves the focus back to the password field. */
  const [wrongPasswords, setWrongPasswords] = useState(state.wrongPassword ? 1 : 0);
  const [login, { isLoading }] = useLoginMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const loginFailedId = useId();

  useEffect(() => {
    if (wrongPasswords === 0) return;
    const password = formRef.current?.querySelector<HTMLInputElement>('input[name="password"]');
    password?.focus();
    password?.select();
  }, [wrongPasswords]);

  if (user) return <Navigate to={safeReturnUrl(returnTo ?? params.get('returnUrl'))} replace />;

  const errors = submitted ? fieldErrors(LoginRequest.safeParse(values)) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    setWrongPasswords(0);
    const parsed = LoginRequest.safeParse(values);
    if (!parsed.success) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    try {
      if (!(await login(parsed.data).unwrap())) setWrongPasswords((count) => count + 1);
    } catch (error) {
      setFailure(describeError(error));
    }
  };

  return (
    <section className="page page--narrow">
      {inAppMode && (
        // The app hides the header, so its login screen carries the logo and slogan (spec 01 §2).
        <div className="app-brand">
          <span className="app-brand__name">
            <GiftIcon /> {t('app.name')}
          </span>
          <span>{t('app.slogan')}</span>
        </div>
      )}
      <h1>{t('login.title')}</h1>
      <p>{intro ?? t('login.intro')}</p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('login.email_or_username')}
          name="emailOrUsername"
          autoComplete="username"
          value={values.emailOrUsername}
          error={errors.emailOrUsername}
          onChange={(event) => setValues({ ...values, emailOrUsername: event.target.value })}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          {...(wrongPasswords > 0 ? { 'aria-invalid': true, 'aria-describedby': loginFailedId } : {})}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        {wrongPasswords > 0 && <LoginFailed id={loginFailedId} emailOrUsername={values.emailOrUsername} />}
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <Link to="/account/forgotpassword" state={{ emailOrUsername: values.emailOrUsername }}>
          {t('login.forgot_password')}
        </Link>
        <Link to="/account/signinlink" state={{ emailOrUsername: values.emailOrUsername }}>
          {t('login.sign_in_link')}
        </Link>
        <div className="button-row">
          <Button type="submit" variant="primary" busy={isLoading}>
            {t('login.submit')}
          </Button>
        </div>
      </form>
      <p className="page__aside">
        {createAccount?.intro ?? t('login.no_account')}{' '}
        <Link to={createAccount?.link ?? '/account/create'}>{createAccount?.label ?? t('login.create_account')}</Link>
      </p>
    </section>
  );
}
