import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '@wl/contracts';
import { describeError } from '../api/errors.js';
import { loadContractSchemas } from '../api/lazySchemas.js';
import { useLoginMutation } from '../api/accountApi.js';
import type { LoginScreenState } from '../shared/returnUrl.js';
import { Button } from '../ui/Button.js';
import { useDialogs } from '../ui/dialogs.js';
import { TextField } from '../ui/fields.js';

/** The header's login form (wide screens) or a link to the login screen (phones). */
export function HeaderLogin() {
  const [values, setValues] = useState({ emailOrUsername: '', password: '' });
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const dialogs = useDialogs();

  const toLoginScreen = (state: LoginScreenState) => navigate('/account/login', { state });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { LoginRequest } = await loadContractSchemas();
      const parsed = LoginRequest.safeParse(values);
      if (!parsed.success) {
        toLoginScreen({ emailOrUsername: values.emailOrUsername });
        return;
      }
      if (!(await login(parsed.data).unwrap()))
        toLoginScreen({ emailOrUsername: values.emailOrUsername, wrongPassword: true });
    } catch (error) {
      await dialogs.message(describeError(error));
    }
  };

  return (
    <>
      <form className="header-login" onSubmit={submit} noValidate>
        <TextField
          label={t('login.email_or_username')}
          hideLabel
          placeholder={t('login.email_or_username')}
          autoComplete="username"
          value={values.emailOrUsername}
          onChange={(event) => setValues({ ...values, emailOrUsername: event.target.value })}
        />
        <TextField
          label={t('login.password')}
          hideLabel
          placeholder={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <Button type="submit" variant="primary" busy={isLoading}>
          {t('login.submit')}
        </Button>
      </form>
      <Link className="btn btn--primary header-login-link" to="/account/login">
        {t('login.submit')}
      </Link>
    </>
  );
}
