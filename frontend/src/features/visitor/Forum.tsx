import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { limits, t, type VisitorWishlist } from '@wl/contracts';
import { describeError, problemOf, statusOf } from '../../api/errors.js';
import { loadContractSchemas, useContractSchemas } from '../../api/lazySchemas.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { TextAreaField, TextField } from '../../ui/fields.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { beginSubmit, fieldErrors, focusFirstInvalid } from '../../ui/validation.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { loginPath } from '../../shared/returnUrl.js';
import { useCreateForumPostMutation } from '../../api/forumApi.js';
import { ForumPosts } from '../../shared/ForumPosts.js';

/** The messages under a visitor list, oldest first, and the form to add one (logged-in visitors only). */
export function Forum({ wishlist }: { wishlist: VisitorWishlist }) {
  const headingId = useId();
  const name = `${wishlist.firstName} ${wishlist.lastName}`;
  return (
    <section className="forum" aria-labelledby={headingId}>
      <h2 id={headingId} className="category__title">
        {t('forum.title')}
      </h2>
      <p className="form__note">{t('forum.intro', { name })}</p>
      <ForumPosts posts={wishlist.forum} shownOn={{ username: wishlist.username }} />
      <ForumPostForm wishlist={wishlist} />
    </section>
  );
}

type Values = { message: string; firstName: string; lastName: string };
const emptyValues: Values = { message: '', firstName: '', lastName: '' };

/**
 * A message for the list. Users without a name (lightweight users from the e-mail cross-off) give one first: the form
 * asks for it when the user has no first name, or when the server answers NameRequired.
 */
function ForumPostForm({ wishlist }: { wishlist: VisitorWishlist }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [values, setValues] = useState(emptyValues);
  const [nameRequired, setNameRequired] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [posted, setPosted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [createPost, { isLoading }] = useCreateForumPostMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const schemas = useContractSchemas();

  if (user === undefined) return null;
  if (user === null) {
    return (
      <p className="forum__login">
        {t('forum.login')} <Link to={loginPath(pathname)}>{t('visitor.login')}</Link>
      </p>
    );
  }

  const askName = nameRequired || !user.firstName.trim();
  const post = {
    publicWishlistGuid: wishlist.publicGuid,
    message: values.message,
    ...(askName ? { firstName: values.firstName, lastName: values.lastName } : {}),
  };
  const parsed = schemas?.CreateForumPostRequest.safeParse(post);
  const errors: Partial<Record<keyof Values, string>> = submitted && parsed ? fieldErrors(parsed) : {};

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setPosted(false);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setPosted(false);
    const checked = await loadContractSchemas().then(
      (schemas) => schemas.CreateForumPostRequest.safeParse(post),
      () => null,
    );
    if (!checked) return setFailure(t('error.no_connection_action'));
    if (!beginSubmit(event, checked, formRef.current, setSubmitted)) return;
    try {
      await createPost({ ...checked.data, username: wishlist.username }).unwrap();
      setValues((current) => ({ ...current, message: '' }));
      setSubmitted(false);
      setPosted(true);
    } catch (error) {
      const problem = problemOf(error);
      if (problem === 'NameRequired') {
        setNameRequired(true);
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      } else if (statusOf(error) === 401) {
        navigate(loginPath(pathname));
      } else if (problem === 'NoAccess') {
        await dialogs.message(t('forum.error.no_access'));
      } else {
        setFailure(describeError(error));
      }
    }
  };

  return (
    <form ref={formRef} className="form forum__form" onSubmit={submit} noValidate>
      {askName && (
        <fieldset className="fieldset">
          <legend>{t('forum.name_needed')}</legend>
          <TextField label={t('account.create.first_name')} autoComplete="given-name" {...field('firstName')} />
          <TextField label={t('account.create.last_name')} autoComplete="family-name" {...field('lastName')} />
        </fieldset>
      )}
      <TextAreaField
        label={t('forum.message')}
        hint={t('forum.message_hint', { max: limits.forumMessage })}
        maxLength={limits.forumMessage}
        rows={4}
        {...field('message')}
      />
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <StatusNotice text={posted ? t('forum.posted') : null} />
      <div className="button-row button-row--fill">
        <Button type="submit" variant="primary" busy={isLoading}>
          {t('forum.submit')}
        </Button>
      </div>
    </form>
  );
}
