import { useEffect, useRef, useState, type FormEvent } from 'react';
import { INVITE_VALID_DAYS, InviteExtraOwnerRequest, limits, t } from '@wl/contracts';
import { describeError, problemOf } from '../../api/errors.js';
import { invalidFieldsOf } from '../../api/invalidFields.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { beginSubmit, fieldErrors } from '../../ui/validation.js';
import { useInviteExtraOwnerMutation } from '../../api/coOwnersApi.js';

/** How long the name field lights up when the invite is refused for it (spec 01 §9). */
export const INVITE_FIELD_HIGHLIGHT_MS = 500;

/** Invite someone by name (primary owner only); the new invite shows first among the open ones, to copy its link. */
export function InviteForm({
  privateWishlistGuid,
  onInvited,
}: {
  privateWishlistGuid: string;
  onInvited: (inviteGuid: string) => void;
}) {
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [highlight, setHighlight] = useState(0);
  const [invite, invitation] = useInviteExtraOwnerMutation();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(0), INVITE_FIELD_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  const parsed = InviteExtraOwnerRequest.safeParse({ privateWishlistGuid, name });
  const error = refused ?? (submitted ? fieldErrors(parsed).name : undefined);
  const flash = () => setHighlight((count) => count + 1);

  const submit = async (event: FormEvent) => {
    setFailure(null);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted)) {
      flash();
      return;
    }
    try {
      onInvited((await invite(parsed.data).unwrap()).guid);
      setName('');
      setSubmitted(false);
    } catch (failed) {
      const onName = invalidFieldsOf(failed).name;
      if (onName) {
        setRefused(onName);
        flash();
      } else {
        setFailure(
          problemOf(failed) === 'TooManyInvites'
            ? t('settings.owners.invite.too_many', { max: limits.openInvitesPerWishlist })
            : describeError(failed),
        );
      }
    }
  };

  return (
    <section className="owners__invite-form" aria-labelledby={`${privateWishlistGuid}-invite`}>
      <h3 id={`${privateWishlistGuid}-invite`} className="owners__heading">
        {t('settings.owners.invite.title')}
      </h3>
      <p className="form__note">{t('settings.owners.invite.intro', { days: INVITE_VALID_DAYS })}</p>
      <form
        ref={formRef}
        className={highlight ? 'form invite-form invite-form--highlight' : 'form invite-form'}
        onSubmit={submit}
        noValidate
      >
        <TextField
          label={t('settings.owners.invite.name')}
          name="name"
          autoComplete="off"
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setRefused(null);
          }}
        />
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <div className="button-row button-row--start">
          <Button type="submit" variant="primary" busy={invitation.isLoading}>
            {t('settings.owners.invite.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
