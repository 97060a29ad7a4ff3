import { useId, useState } from 'react';
import { formatDate, t } from '@wl/contracts';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { Button } from '../../ui/Button.js';
import { ChevronIcon } from '../../ui/icons.js';
import { Loading } from '../../ui/Loading.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { usePageTitle } from '../../ui/hooks.js';
import { useGetOutboxQuery, type OutboxMail } from './outboxApi.js';

/**
 * Developer page (not in any menu): the mail the embedded default kept, so that a reset or cross-off mail can be
 * followed by hand. Links in a mail are clickable; links to this site stay inside the app.
 */
export function OutboxPage() {
  usePageTitle(t('outbox.title'));
  const outbox = useGetOutboxQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <section className="page">
      <h1>{t('outbox.title')}</h1>
      <p className="form__note">{t('outbox.intro')}</p>
      {outbox.isLoading ? (
        <Loading />
      ) : outbox.error || !outbox.data ? (
        <ApiErrorView error={outbox.error} onRetry={outbox.refetch} />
      ) : (
        <>
          <div className="button-row button-row--start">
            <Button busy={outbox.isFetching} onClick={() => outbox.refetch()}>
              {t('outbox.refresh')}
            </Button>
          </div>
          {outbox.data.length === 0 ? (
            <p className="empty">{t('outbox.empty')}</p>
          ) : (
            <ul className="gift-list outbox">
              {outbox.data.map((mail) => (
                <OutboxRow key={mail.id} mail={mail} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function OutboxRow({ mail }: { mail: OutboxMail }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <li className="gift gift--expandable" data-mail={mail.id}>
      <button
        type="button"
        className="gift__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded(!expanded)}
      >
        <span className="outbox__summary">
          <span className="outbox__subject">{mail.subject}</span>
          <span className="card__meta">
            {t('outbox.to', { to: mail.to })} · {formatDate(mail.sentAt, 'numericWithTime')}
          </span>
        </span>
        <ChevronIcon />
      </button>
      {expanded && (
        <div id={panelId} className="outbox__text">
          <MailText text={mail.text} />
        </div>
      )}
    </li>
  );
}

/** http(s) addresses, without the punctuation that ends a sentence around them. */
const LINK = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]]/g;

function MailText({ text }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(last, match.index), { href: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <SiteLink key={index} href={part.href}>
            {part.href}
          </SiteLink>
        ),
      )}
    </>
  );
}
