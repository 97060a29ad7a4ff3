import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CreateWishlistRequest, limits, t } from '@wl/contracts';
import { describeError, problemOf } from '../../api/errors.js';
import { postToApp } from '../../shared/appBridge.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { TextField } from '../../ui/fields.js';
import { usePageTitle } from '../../ui/hooks.js';
import { beginSubmit, fieldErrors, focusFirstInvalid } from '../../ui/validation.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { safeReturnUrl } from '../../shared/returnUrl.js';
import type { NewListReturnState } from '../../shared/navigationState.js';
import { AccessTypeFields, type VisibleAccessType } from './AccessTypeFields.js';
import { useCreateListMutation } from '../../api/listSettingsApi.js';
import { useUsernameCheck } from '../../shared/useUsernameCheck.js';

type TextFieldName = 'username' | 'firstName' | 'lastName' | 'city';

/** `/mylist/new`: another list for an account holder; lightweight users make an account first. */
export function NewListPage() {
  const user = useCurrentUser();
  if (user && !user.isAccount) return <Navigate to="/account/create" replace />;
  return <NewListForm />;
}

function NewListForm() {
  usePageTitle(t('new_list.title'));
  // The app may show its own new-list form over this one; this page stays as the fallback.
  useEffect(() => postToApp({ type: 'openNewListModal' }), []);
  const navigate = useNavigate();
  const returnUrl = useSearchParams()[0].get('returnUrl');
  const dialogs = useDialogs();
  const [values, setValues] = useState({ username: '', firstName: '', lastName: '', city: '' });
  const [access, setAccess] = useState<{ accessType: VisibleAccessType; question: string; answer: string }>({
    accessType: 'PUBLIC',
    question: '',
    answer: '',
  });
  const [touched, setTouched] = useState<Partial<Record<TextFieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [create, creation] = useCreateListMutation();
  const usernameCheck = useUsernameCheck(values.username);
  const formRef = useRef<HTMLFormElement>(null);
  const open = access.accessType === 'OPEN';

  const parsed = CreateWishlistRequest.safeParse({
    ...values,
    city: values.city.trim() || null,
    accessType: access.accessType,
    listQuestion: open ? access.question : null,
    listAnswer: open ? access.answer : null,
  });
  const errors = fieldErrors(parsed);
  if (refused) errors.username = refused;
  if (usernameCheck.problem) errors.username ??= t(usernameCheck.problem);
  if (open && !access.question.trim()) errors.listQuestion ??= t('validation.access_question.required');
  if (open && !access.answer.trim()) errors.listAnswer ??= t('validation.access_question.required');
  // The refinement reports a missing question or answer under accessQuestion.
  if (errors.accessQuestion) errors.listQuestion ??= errors.accessQuestion;
  delete errors.accessQuestion;

  const field = (name: TextFieldName) => ({
    value: values[name],
    error: touched[name] || submitted ? errors[name] : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (name === 'username') setRefused(null);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const submit = async (event: FormEvent) => {
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted, Object.keys(errors).length === 0)) return;
    try {
      const list = await create(parsed.data).unwrap();
      postToApp({ type: 'wishlistCreated', username: list.username });
      if (returnUrl)
        navigate(safeReturnUrl(returnUrl), {
          state: { createdListGuid: list.privateGuid } satisfies NewListReturnState,
        });
      else navigate(`/${list.username}`);
    } catch (error) {
      switch (problemOf(error)) {
        case 'IsAfstreper':
          await dialogs.message(t('new_list.error.is_afstreper'));
          navigate('/account/create');
          return;
        case 'TooManyWishlists':
          await dialogs.message(t('new_list.error.too_many', { max: limits.wishlistsPerAccount }));
          return;
        case 'Unavailable':
          setRefused(t('validation.username.unavailable'));
          requestAnimationFrame(() => focusFirstInvalid(formRef.current));
          return;
        default:
          await dialogs.message(describeError(error));
      }
    }
  };

  return (
    <section className="page page--narrow">
      <h1>{t('new_list.title')}</h1>
      <p>{t('new_list.intro')}</p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('new_list.username')}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          hint={usernameCheck.hint}
          {...field('username')}
        />
        <TextField label={t('new_list.first_name')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('new_list.last_name')} autoComplete="family-name" {...field('lastName')} />
        <TextField label={t('new_list.city')} autoComplete="address-level2" {...field('city')} />
        <AccessTypeFields
          accessType={access.accessType}
          question={access.question}
          answer={access.answer}
          errors={submitted ? { question: errors.listQuestion, answer: errors.listAnswer } : {}}
          onChange={(change) => setAccess((current) => ({ ...current, ...change }))}
        />
        <div className="button-row">
          <Button type="submit" variant="primary" busy={creation.isLoading}>
            {t('new_list.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
