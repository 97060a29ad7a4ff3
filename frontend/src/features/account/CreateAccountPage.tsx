import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { CreateAccountRequest, t, type CreateAccountProblem } from '@wl/contracts';
import { describeError, problemOf } from '../../api/errors.js';
import { inAppMode, postToApp } from '../../shared/appBridge.js';
import { useDialogs } from '../../ui/dialogs.js';
import { TextField } from '../../ui/fields.js';
import { usePageTitle } from '../../ui/hooks.js';
import { beginSubmit, fieldErrors, focusFirstInvalid } from '../../ui/validation.js';
import { useCreateAccountMutation, useCurrentUser } from '../../api/accountApi.js';
import { safeReturnUrl, type LoginScreenState } from '../../shared/returnUrl.js';
import { useAvailability } from '../../shared/useAvailability.js';
import { NewAccountFormEnd } from '../../shared/NewAccountFormEnd.js';

type TextFieldName = 'username' | 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';
type Values = Record<TextFieldName, string> & { receiveMailing: boolean };

const emptyValues: Values = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  receiveMailing: false,
};

/**
 * A new account with its first list. A logged-in lightweight user (crossed off by e-mail) upgrades here: their e-mail
 * address stays, they choose a username and a password, and land on their new list.
 */
export function CreateAccountPage() {
  const user = useCurrentUser();
  const upgrading = user?.isAccount === false;
  usePageTitle(t(upgrading ? 'account.upgrade.title' : 'account.create.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dialogs = useDialogs();
  const [values, setValues] = useState(emptyValues);
  const [touched, setTouched] = useState<Partial<Record<TextFieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<TextFieldName, string>>>({});
  const [create, creation] = useCreateAccountMutation();
  // An upgrading user's address is theirs already: not checked, not editable.
  const email = upgrading ? (user?.email ?? '') : values.email;
  const availability = useAvailability(
    values.username,
    upgrading ? '' : email,
    creation.isUninitialized || creation.isError,
  );
  const formRef = useRef<HTMLFormElement>(null);

  if (user?.isAccount && creation.isUninitialized) return <Navigate to="/" replace />;

  const parsed = CreateAccountRequest.safeParse({ ...values, email });
  const errors: Partial<Record<TextFieldName, string>> = { ...fieldErrors(parsed), ...refused };
  if (values.confirmPassword !== values.password) errors.confirmPassword = t('validation.password.mismatch');
  if (availability.username.problem) errors.username ??= t(availability.username.problem);
  if (availability.email.problem) errors.email ??= t(availability.email.problem);

  const field = (name: TextFieldName) => ({
    name,
    value: values[name],
    error: touched[name] || submitted ? errors[name] : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setRefused(({ [name]: _, ...rest }) => rest);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const refuse = (name: TextFieldName, text: string) => {
    setRefused((current) => ({ ...current, [name]: text }));
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  const submit = async (event: FormEvent) => {
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted, Object.keys(errors).length === 0)) return;
    try {
      await create(parsed.data).unwrap();
      postToApp({ type: 'wishlistCreated', username: parsed.data.username });
      if (!inAppMode) await dialogs.message(t('account.create.success'), t('account.create.success_title'));
      // An upgrade started from an invite goes back to it (`returnUrl`); otherwise to the new list.
      navigate(params.has('returnUrl') ? safeReturnUrl(params.get('returnUrl')) : `/${parsed.data.username}`);
    } catch (error) {
      switch (problemOf(error) as CreateAccountProblem | null) {
        case 'AlreadyLoggedIn':
          window.location.reload();
          return;
        case 'EmailUnavailable':
          refuse('email', t('validation.email.unavailable'));
          return;
        case 'UsernameUnavailable':
          refuse('username', t('validation.username.unavailable'));
          return;
        case 'WishlistFailed':
          // The account exists and is logged in; its list follows shortly on the home page.
          await dialogs.message(t('account.create.wishlist_failed'));
          navigate('/');
          return;
        default:
          await dialogs.message(describeError(error, { WishlistFailed: 'account.create.wishlist_failed' }));
      }
    }
  };

  return (
    <section className="page page--narrow">
      <h1>{t(upgrading ? 'account.upgrade.title' : 'account.create.title')}</h1>
      <p>{upgrading ? t('account.upgrade.intro', { email }) : t('account.create.intro')}</p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('account.create.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={availability.username.hint}
          {...field('username')}
        />
        <TextField label={t('account.create.first_name')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('account.create.last_name')} autoComplete="family-name" {...field('lastName')} />
        {upgrading ? (
          <TextField
            label={t('account.create.email')}
            type="email"
            name="email"
            value={email}
            readOnly
            hint={t('account.upgrade.email_hint')}
          />
        ) : (
          <TextField
            label={t('account.create.email')}
            type="email"
            autoComplete="email"
            hint={
              availability.email.problem && (
                <Link
                  className="btn btn--secondary"
                  to="/account/login"
                  state={{ emailOrUsername: values.email.trim() } satisfies LoginScreenState}
                >
                  {t('account.create.login_here')}
                </Link>
              )
            }
            {...field('email')}
          />
        )}
        <NewAccountFormEnd
          password={field('password')}
          confirmPassword={field('confirmPassword')}
          receiveMailing={values.receiveMailing}
          onReceiveMailing={(receiveMailing) => setValues({ ...values, receiveMailing })}
          busy={creation.isLoading}
        />
      </form>
    </section>
  );
}
