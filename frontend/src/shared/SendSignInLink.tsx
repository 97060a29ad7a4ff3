import { useState } from 'react';
import { SIGN_IN_LINK_MINUTES, t } from '@wl/contracts';
import { describeError, statusOf } from '../api/errors.js';
import { Button } from '../ui/Button.js';
import { useRequestSignInLinkMutation } from '../api/signInLinkApi.js';

/** Asks for a sign-in link; `sentTo` is the address once asked, `failure` the text of a refusal. */
export function useSendSignInLink() {
  const [request, { isLoading }] = useRequestSignInLinkMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (email: string) => {
    setFailure(null);
    try {
      await request({ email }).unwrap();
      setSentTo(email);
    } catch (error) {
      setFailure(statusOf(error) === 429 ? t('sign_in_link.too_many') : describeError(error));
    }
  };
  return { send, sentTo, failure, busy: isLoading, reset: () => setSentTo(null) };
}

/** What was sent: the same text whether or not the address is known, as the server's answer is the same. */
export function SignInLinkSent({ email }: { email: string }) {
  return (
    <p className="notice notice--success" role="status">
      {t('sign_in_link.sent', { email, minutes: SIGN_IN_LINK_MINUTES })}
    </p>
  );
}

/** "Stuur me een aanmeldlink" for an address already typed (the cross-off dialog): the button, then what was sent. */
export function SendSignInLink({ email }: { email: string }) {
  const { send, sentTo, failure, busy } = useSendSignInLink();
  if (sentTo === email) return <SignInLinkSent email={email} />;
  return (
    <>
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <Button busy={busy} onClick={() => void send(email)}>
        {t('sign_in_link.request')}
      </Button>
    </>
  );
}
