import { useState } from 'react';
import { Link } from 'react-router';
import { t, type SupportEvent, type SupportSummaryPart } from '@wl/contracts';
import { JsonView } from './JsonView.js';
import { type SubjectRef, subjectOfStream, supportTime } from './supportFormat.js';
import { correlationPath, subjectPath } from './supportPaths.js';

/** The events support's own reads and actions are recorded as (a copy forwarded to a person too); marked in a subject's timeline. */
const AUDIT_TYPES = new Set(['SupportAccessRecorded', 'SupportAccessForwarded']);

/** Events in log order: each one its Dutch summary, with its type, ids and data behind "Details". */
export function EventList({ events }: { events: SupportEvent[] }) {
  return (
    <ol className="support-events">
      {events.map((event) => (
        <EventRow key={event.eventId} event={event} />
      ))}
    </ol>
  );
}

/** A summary with each subject it names as a link to that subject's timeline. */
function Summary({ parts }: { parts: SupportSummaryPart[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Link key={index} to={subjectPath(part)}>
        {part.label}
      </Link>
    ),
  );
}

/** An id as a link to its subject's timeline, or as text when the console has no page of it. */
export function IdLink({ id, subject }: { id: string; subject: SubjectRef | null }) {
  return subject ? <Link to={subjectPath(subject)}>{id}</Link> : <>{id}</>;
}

function EventRow({ event }: { event: SupportEvent }) {
  const [open, setOpen] = useState(false);
  const audit = AUDIT_TYPES.has(event.type);
  return (
    <li className={audit ? 'support-event support-event--audit' : 'support-event'} data-event={event.eventId}>
      <div className="support-event__head">
        <p className="support-event__summary">
          <Summary parts={event.summary} />
        </p>
        {audit && <span className="support-badge support-badge--audit">{t('support.event.audit')}</span>}
        <time className="support-event__time" dateTime={event.at}>
          {supportTime(event.at)}
        </time>
      </div>
      <details className="support-event__details" onToggle={(toggle) => setOpen(toggle.currentTarget.open)}>
        <summary>{t('support.event.details')}</summary>
        <dl className="support-event__meta">
          <div>
            <dt>{t('support.event.type')}</dt>
            <dd>
              <span className="support-event__type">{event.type}</span>
              {event.schemaVersion > 1 && <small className="support-event__version"> v{event.schemaVersion}</small>}
            </dd>
          </div>
          <div>
            <dt>{t('support.event.user')}</dt>
            <dd className="support-id">
              {event.userId ? (
                <IdLink id={event.userId} subject={{ kind: 'user', id: event.userId }} />
              ) : (
                t('support.event.system')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('support.event.correlation')}</dt>
            <dd className="support-id">
              <Link to={correlationPath(event.correlationId)}>{event.correlationId}</Link>
            </dd>
          </div>
          {event.causationId && (
            <div>
              <dt>{t('support.event.causation')}</dt>
              <dd className="support-id">{event.causationId}</dd>
            </div>
          )}
          <div>
            <dt>{t('support.event.stream')}</dt>
            <dd className="support-id">
              <IdLink id={event.streamId} subject={subjectOfStream(event.streamId)} />
            </dd>
          </div>
          <div>
            <dt>{t('support.event.position')}</dt>
            <dd className="support-id">{event.position}</dd>
          </div>
        </dl>
        {open && <JsonView value={event.data} label={t('support.event.data')} />}
      </details>
    </li>
  );
}
