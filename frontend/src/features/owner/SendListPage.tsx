import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import {
  formatDate,
  listMail,
  MAX_RECIPIENTS,
  parseRecipients,
  SEND_MESSAGE_MIN,
  SendWishlistRequest,
  t,
  type CurrentUser,
  type MessageKey,
  type WishlistSummary,
} from '@wl/contracts';
import { problemOf, statusOf } from '../../api/errors.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { Button } from '../../ui/Button.js';
import { SelectField, TextAreaField, TextField } from '../../ui/fields.js';
import { Loading } from '../../ui/Loading.js';
import { usePageTitle } from '../../ui/hooks.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { beginSubmit, fieldErrors } from '../../ui/validation.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { RequestVerificationMail } from '../../shared/RequestVerificationMail.js';
import { loginPath } from '../../shared/returnUrl.js';
import { listLabel } from './MoveToListModal.js';
import { useMyLists } from '../../api/ownerApi.js';
import { useSendListMutation } from '../../api/sendListApi.js';
import { listAddress } from './ShareDialog.js';

const sendProblemTexts: Partial<Record<string, MessageKey>> = {
  IsAfstreper: 'send.error.is_afstreper',
  EmailNotVerified: 'send.error.email_not_verified',
  AccountTooNew: 'send.error.account_too_new',
  NoMessage: 'send.error.no_message',
  NoValidRecipient: 'send.error.no_valid_recipient',
  Other: 'send.error.other',
  UnknownStatus: 'send.error.unknown_status',
  WishlistNotFound: 'send.error.wishlist_not_found',
};

/** Why a send failed, as a sentence that starts with 'Bericht niet verstuurd'. */
function sendFailure(error: unknown): string {
  const status = statusOf(error);
  if (status === 'offline') return t('send.error.no_connection');
  if (status === 429) return t('send.error.too_many');
  const problem = problemOf(error);
  return t((problem && sendProblemTexts[problem]) || 'send.error.other');
}

/** `/mylist/send/{wishlistName?}`: mail the link of one of the user's lists to people they name. */
export function SendListPage() {
  const { wishlistName } = useParams();
  const user = useCurrentUser();
  const lists = useMyLists();
  usePageTitle(t('send.title'));

  if (lists.isLoading || !user) return <Loading />;
  if (lists.error || !lists.data) return <ApiErrorView error={lists.error} onRetry={lists.refetch} />;
  if (lists.data.length === 0) return <Navigate to="/mylist/new" replace />;
  if (user.isAccount && !user.emailVerified)
    return (
      <MaySendLater
        title={t('send.unverified.title')}
        text={t('send.unverified.text', { email: user.email })}
        user={user}
      />
    );
  if (user.isAccount && new Date(user.sendListAllowedFrom) > new Date()) {
    return (
      <MaySendLater
        title={t('send.too_new.title')}
        text={t('send.too_new.text', { time: formatDate(user.sendListAllowedFrom, 'numericWithTime') })}
      />
    );
  }
  const chosen =
    lists.data.find((list) => list.username.toLowerCase() === wishlistName?.toLowerCase()) ?? lists.data[0]!;
  return <SendForm key={chosen.privateGuid} user={user} lists={lists.data} initial={chosen} />;
}

/** Instead of the form: why this account may not send yet, with a new verification mail when that is the reason. */
function MaySendLater({ title, text, user }: { title: string; text: string; user?: CurrentUser }) {
  return (
    <section className="page page--narrow send-page">
      <h1>{t('send.title')}</h1>
      <h2>{title}</h2>
      <p>{text}</p>
      {user && <RequestVerificationMail email={user.email} label={t('send.unverified.send_again')} />}
    </section>
  );
}

type Values = { privateGuid: string; recipients: string; subject: string; messageStart: string; messageEnd: string };

function SendForm({ user, lists, initial }: { user: CurrentUser; lists: WishlistSummary[]; initial: WishlistSummary }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Values>({
    privateGuid: initial.privateGuid,
    recipients: '',
    subject: t('send.subject_default'),
    messageStart: t('send.message_start_default'),
    messageEnd: t('send.message_end_default', { name: user.firstName }),
  });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [send, sending] = useSendListMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const list = lists.find((candidate) => candidate.privateGuid === values.privateGuid) ?? initial;

  const parsed = SendWishlistRequest.safeParse(values);
  const recipients = parseRecipients(values.recipients);
  const errors = fieldErrors(parsed);
  if (values.recipients.trim() && !recipients) errors.recipients ??= t('send.recipients_invalid');
  if (recipients && recipients.length > MAX_RECIPIENTS)
    errors.recipients ??= t('send.recipients_too_many', { max: MAX_RECIPIENTS });
  if ((values.messageStart.trim() + values.messageEnd.trim()).length < SEND_MESSAGE_MIN) {
    errors.messageStart ??= t('send.message_too_short', { min: SEND_MESSAGE_MIN });
  }
  const shown = (name: keyof Values) => (submitted ? errors[name] : undefined);
  const field = (name: keyof Values) => ({
    value: values[name],
    error: shown(name),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const { subject: mailSubject, text: mailText } = listMail(user, values, listAddress(list.username));

  const submit = async (event: FormEvent) => {
    setFailure(null);
    setNotice(null);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted, Object.keys(errors).length === 0)) return;
    try {
      const sent = await send(parsed.data).unwrap();
      setNotice(sent === 1 ? t('send.sent.one') : t('send.sent.other', { count: sent }));
      setValues((current) => ({ ...current, recipients: '' }));
      setSubmitted(false);
    } catch (error) {
      if (statusOf(error) === 401) {
        navigate(loginPath(location.pathname));
        return;
      }
      setFailure(sendFailure(error));
    }
  };

  return (
    <section className="page send-page">
      <h1>{t('send.title')}</h1>
      <p>{t('send.intro')}</p>
      <div className="send-page__columns">
        <form ref={formRef} className="form" onSubmit={submit} noValidate>
          {lists.length > 1 && (
            <SelectField
              label={t('send.list')}
              {...field('privateGuid')}
              options={lists.map((candidate) => ({ value: candidate.privateGuid, label: listLabel(candidate) }))}
            />
          )}
          <TextAreaField
            label={t('send.recipients')}
            hint={t('send.recipients_hint')}
            rows={3}
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            {...field('recipients')}
          />
          <TextField
            label={t('send.subject')}
            hint={t('send.subject_hint', { subject: mailSubject })}
            {...field('subject')}
          />
          <TextAreaField label={t('send.message_start')} rows={4} {...field('messageStart')} />
          <TextAreaField label={t('send.message_end')} rows={3} {...field('messageEnd')} />
          {failure && (
            <p className="form__error" role="alert">
              {failure}
            </p>
          )}
          <StatusNotice text={notice} />
          <div className="button-row">
            <Button type="submit" variant="primary" busy={sending.isLoading}>
              {t('send.submit')}
            </Button>
          </div>
        </form>
        <aside className="mail-preview" aria-labelledby="send-preview-title">
          <h2 id="send-preview-title">{t('send.preview')}</h2>
          <div className="card mail-preview__card">
            <p className="mail-preview__meta">
              {t('send.preview_to', {
                to: recipients?.map((recipient) => `${recipient.name} <${recipient.email}>`).join(', ') ?? '…',
              })}
            </p>
            <p className="mail-preview__meta">{t('send.preview_subject', { subject: mailSubject })}</p>
            <p className="mail-preview__text">{mailText}</p>
          </div>
        </aside>
      </div>
    </section>
  );
}
