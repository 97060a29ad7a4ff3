import type { InputHTMLAttributes } from 'react';
import { t } from '@wl/contracts';
import { Button } from '../ui/Button.js';
import { CheckboxField, TextField } from '../ui/fields.js';
import { LegalLink } from './LegalLink.js';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
};

interface Props {
  password: FieldProps;
  confirmPassword: FieldProps;
  receiveMailing: boolean;
  onReceiveMailing: (receive: boolean) => void;
  busy: boolean;
}

/** The end of every form that makes an account: password twice, the mailing choice, the privacy note and the submit. */
export function NewAccountFormEnd({ password, confirmPassword, receiveMailing, onReceiveMailing, busy }: Props) {
  return (
    <>
      <TextField
        label={t('account.create.password')}
        type="password"
        autoComplete="new-password"
        hint={t('validation.password.hint')}
        {...password}
      />
      <TextField
        label={t('account.create.confirm_password')}
        type="password"
        autoComplete="new-password"
        {...confirmPassword}
      />
      <CheckboxField
        label={t('account.create.receive_mailing')}
        checked={receiveMailing}
        onChange={(event) => onReceiveMailing(event.target.checked)}
      />
      <p className="form__note">
        {t('account.create.privacy')} <LegalLink page="privacy">{t('account.create.privacy_link')}</LegalLink>.
      </p>
      <div className="button-row">
        <Button type="submit" variant="primary" busy={busy}>
          {t('account.create.submit')}
        </Button>
      </div>
    </>
  );
}
