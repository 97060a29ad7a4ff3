import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ContactMessageRequest, Email, t } from '@wl/contracts';
import { describeError, statusOf } from '../../../api/errors.js';
import { invalidFieldsOf } from '../../../api/invalidFields.js';
import { Button } from '../../../ui/Button.js';
import { TextAreaField, TextField } from '../../../ui/fields.js';
import { usePageTitle } from '../../../ui/hooks.js';
import { StatusNotice } from '../../../ui/StatusNotice.js';
import { useDialogs } from '../../../ui/dialogs.js';
import { beginSubmit, fieldErrors } from '../../../ui/validation.js';
import { useCurrentUser } from '../../../api/accountApi.js';
import { siteConfigApi } from '../../../api/siteConfigApi.js';
import { useSendContactMessageMutation } from './contactApi.js';

/** An anonymous sender must give an address support can answer; a logged-in one writes from their account's. */
const AnonymousContactMessage = ContactMessageRequest.extend({ email: Email });

/** The error dialog's text for a refused message (spec 02 §8: any non-200 opens it). */
function failureText(error: unknown): string {
  if (statusOf(error) === 429) return t('contact.error.too_many');
  return Object.values(invalidFieldsOf(error))[0] ?? describeError(error);
}

/** The contact page (spec 02 §2.8): the form to support, and the support address and WhatsApp link of the site. */
export function ContactPage() {
  usePageTitle(t('contact.title'));
  const user = useCurrentUser();
  const ownEmail = user?.email || null;
  const [email, setEmail] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const dialogs = useDialogs();
  const formRef = useRef<HTMLFormElement>(null);

  const parsed = (ownEmail ? ContactMessageRequest : AnonymousContactMessage).safeParse({
    email: ownEmail ?? email,
    subject,
    message,
  });
  const errors = submitted ? fieldErrors(parsed) : {};

  const submit = async (event: FormEvent) => {
    setSent(null);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted)) return;
    try {
      await send(parsed.data).unwrap();
      setEmail('');
      setSubject('');
      setMessage('');
      setSubmitted(false);
      setSent(t('contact.sent'));
    } catch (error) {
      await dialogs.message(failureText(error), t('contact.error.title'));
    }
  };

  return (
    <section className="page page--narrow">
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <p>
        <Link to="/faq">{t('contact.faq_hint')}</Link>
      </p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={ownEmail ?? email}
          disabled={ownEmail !== null}
          hint={ownEmail ? t('contact.email.logged_in_hint') : undefined}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('contact.subject')}
          name="subject"
          value={subject}
          error={errors.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          label={t('contact.message')}
          name="message"
          rows={8}
          value={message}
          error={errors.message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className="button-row button-row--fill">
          <Button type="submit" variant="primary" busy={isLoading}>
            {t('contact.send')}
          </Button>
        </div>
      </form>
      <StatusNotice text={sent} />
      <OtherWays />
    </section>
  );
}

/** The support address and the WhatsApp link, from the site configuration (nothing while it loads or failed). */
function OtherWays() {
  const { data } = siteConfigApi.useGetSiteConfigQuery();
  if (!data) return null;
  return (
    <aside className="contact-other" aria-labelledby="contact-other-title">
      <h2 id="contact-other-title">{t('contact.other_ways')}</h2>
      <ul>
        <li>
          <a href={`mailto:${data.supportEmail}`}>{t('contact.mail_us', { email: data.supportEmail })}</a>
        </li>
        {data.whatsappUrl && (
          <li>
            <a href={data.whatsappUrl} target="_blank" rel="noopener noreferrer">
              {t('contact.whatsapp')}
            </a>
          </li>
        )}
      </ul>
    </aside>
  );
}
