import { useRef, useState, type FormEvent } from 'react';
import { ResendLotRequest, t, type LotingParticipantView } from '@wl/contracts';
import { problemOf, statusOf } from '../../../api/errors.js';
import { FormActions } from '../../../ui/FormActions.js';
import { Modal } from '../../../ui/Modal.js';
import { TextField } from '../../../ui/fields.js';
import { beginSubmit, fieldErrors } from '../../../ui/validation.js';
import { useResendLotMutation } from '../../../api/lotsApi.js';

/**
 * Mails a participant's lot again (spec 02 §8 "Resend"). A participant added by e-mail may get a corrected address;
 * a friend is always mailed at their account's address, which the organizer never sees.
 */
export function ResendModal({
  manageGuid,
  participant,
  onClose,
  onSent,
}: {
  manageGuid: string;
  participant: LotingParticipantView;
  onClose: () => void;
  onSent: () => void;
}) {
  const editable = participant.publicUserGuid === null && participant.email !== '';
  const [email, setEmail] = useState(participant.email);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [resend, { isLoading }] = useResendLotMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const corrected = editable && email.trim() !== participant.email ? email.trim() : '';
  const parsed = ResendLotRequest.safeParse({
    manageGuid,
    participantPublicGuid: participant.publicGuid,
    email: corrected,
  });
  const emailError =
    submitted && editable
      ? email.trim() === ''
        ? t('loting.resend.email_required')
        : fieldErrors(parsed).email
      : undefined;

  const submit = async (event: FormEvent) => {
    setFailure(null);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted, !emailError && (!editable || email.trim() !== '')))
      return;
    try {
      await resend(parsed.data).unwrap();
      onSent();
    } catch (error) {
      const status = statusOf(error);
      if (status === 'offline') setFailure(t('loting.resend.no_connection'));
      else if (status === 429) setFailure(t('loting.resend.too_many'));
      else if (problemOf(error) === 'EmailNotEditable') setFailure(t('loting.resend.email_not_editable'));
      else setFailure(t('loting.resend.failed'));
    }
  };

  return (
    <Modal title={t('loting.resend.title')} onClose={onClose}>
      <form ref={formRef} className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t(editable ? 'loting.resend.text' : 'loting.resend.text_friend', { name: participant.name })}</p>
        {editable && (
          <TextField
            label={t('loting.resend.email')}
            type="email"
            autoComplete="off"
            value={email}
            error={emailError}
            hint={t('loting.resend.email_hint')}
            data-autofocus
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
        <FormActions failure={failure} busy={isLoading} onCancel={onClose} submitLabel={t('loting.resend.send')} />
      </form>
    </Modal>
  );
}
