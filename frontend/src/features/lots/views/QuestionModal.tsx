import { useRef, useState, type FormEvent } from 'react';
import { limits, SendQuestionRequest, t } from '@wl/contracts';
import { describeError, statusOf } from '../../../api/errors.js';
import { FormActions } from '../../../ui/FormActions.js';
import { Modal } from '../../../ui/Modal.js';
import { TextAreaField } from '../../../ui/fields.js';
import { beginSubmit, fieldErrors } from '../../../ui/validation.js';
import { useSendQuestionMutation } from '../../../api/lotsApi.js';

/** An anonymous question by e-mail to the person the participant drew (spec 02 §1, §8 "Ask question"). */
export function QuestionModal({
  guid,
  name,
  onClose,
  onSent,
}: {
  guid: string;
  name: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const [question, setQuestion] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sendQuestion, { isLoading }] = useSendQuestionMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const parsed = SendQuestionRequest.safeParse({ lotPrivateGuid: guid, question });
  const error = submitted ? fieldErrors(parsed).question : undefined;

  const submit = async (event: FormEvent) => {
    setFailure(null);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted)) return;
    try {
      await sendQuestion(parsed.data).unwrap();
      onSent();
    } catch (failed) {
      setFailure(statusOf(failed) === 429 ? t('lot.question.too_many') : describeError(failed));
    }
  };

  return (
    <Modal title={t('lot.question.title', { name })} onClose={onClose}>
      <form ref={formRef} className="form" onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          label={t('lot.question.label')}
          value={question}
          error={error}
          hint={t('lot.question.hint', { name })}
          maxLength={limits.lotQuestion}
          rows={5}
          data-autofocus
          onChange={(event) => setQuestion(event.target.value)}
        />
        <FormActions failure={failure} busy={isLoading} onCancel={onClose} submitLabel={t('lot.question.send')} />
      </form>
    </Modal>
  );
}
