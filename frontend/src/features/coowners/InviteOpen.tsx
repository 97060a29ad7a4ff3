import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AcceptExtraOwnerInviteRequest, t } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { beginSubmit, fieldErrors } from '../../ui/validation.js';
import { useAcceptExtraOwnerInviteMutation } from '../../api/coOwnersApi.js';
import { useValidInvite } from './InvitePage.js';

/** Accepting needs names only when the account has none (spec 01 §5). */
const WithFullName = AcceptExtraOwnerInviteRequest.required({ firstName: true, lastName: true });

/** `/i/{guid}/open`: accept the invite (with a first and last name when the account lacks them), then the list. */
export function InviteOpen() {
  const { guid, info } = useValidInvite();
  const navigate = useNavigate();
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [accept, acceptance] = useAcceptExtraOwnerInviteMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const askNames = info.problem === 'NeedAccountFullName';
  const listPath = `/${info.username}`;

  if (info.problem === 'AlreadyOwned') {
    return (
      <section className="page page--narrow">
        <h1>{t('invite.open.title')}</h1>
        <p>{t('invite.open.already_owned')}</p>
        <div className="button-row button-row--start">
          <Link className="btn btn--primary" to={listPath}>
            {t('invite.open.to_list', { username: info.username })}
          </Link>
        </div>
      </section>
    );
  }

  const parsed = (askNames ? WithFullName : AcceptExtraOwnerInviteRequest).safeParse({
    invitationGuid: guid,
    ...(askNames ? names : {}),
  });
  const errors = submitted ? fieldErrors(parsed) : {};
  const name = (field: 'firstName' | 'lastName') => ({
    name: field,
    value: names[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setNames((current) => ({ ...current, [field]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    setFailure(null);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted)) return;
    try {
      await accept(parsed.data).unwrap();
      navigate(listPath);
    } catch (error) {
      // A refusal also loads the invite again (coOwnersApi), which leads to the screen that fits it now.
      setFailure(describeError(error));
    }
  };

  return (
    <section className="page page--narrow">
      <h1>{t('invite.open.title')}</h1>
      <p>{t('invite.open.text', { name: info.name, username: info.username })}</p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        {askNames && (
          <>
            <p>{t('invite.open.full_name')}</p>
            <TextField label={t('account.create.first_name')} autoComplete="given-name" {...name('firstName')} />
            <TextField label={t('account.create.last_name')} autoComplete="family-name" {...name('lastName')} />
          </>
        )}
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <div className="button-row">
          <Button type="submit" variant="primary" busy={acceptance.isLoading}>
            {t('invite.open.accept')}
          </Button>
        </div>
      </form>
    </section>
  );
}
