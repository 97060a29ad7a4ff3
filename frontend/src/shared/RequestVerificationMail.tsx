import { useState } from 'react';
import { t } from '@wl/contracts';
import { describeError, problemOf, statusOf } from '../api/errors.js';
import { Button } from '../ui/Button.js';
import { StatusNotice } from '../ui/StatusNotice.js';
import { useGetUserDataQuery } from '../api/accountApi.js';
import { useRequestEmailVerificationMutation } from '../api/emailVerificationApi.js';

/** A button that mails the logged-in user a new link to confirm their address, with what came of it. */
export function RequestVerificationMail({ email, label }: { email: string; label: string }) {
  const [request, { isLoading }] = useRequestEmailVerificationMutation();
  const userData = useGetUserDataQuery();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setNotice(null);
    setFailure(null);
    try {
      await request().unwrap();
      setNotice(t('verify_email.sent', { email }));
    } catch (error) {
      if (problemOf(error) === 'AlreadyVerified') {
        setNotice(t('verify_email.already_verified'));
        await userData.refetch();
      } else if (statusOf(error) === 429) setFailure(t('verify_email.error.too_many'));
      else setFailure(describeError(error, { ErrorSendingEmail: 'verify_email.error.sending' }));
    }
  };

  return (
    <div>
      <div className="button-row button-row--start">
        <Button variant="primary" busy={isLoading} onClick={send}>
          {label}
        </Button>
      </div>
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <StatusNotice text={notice} />
    </div>
  );
}
