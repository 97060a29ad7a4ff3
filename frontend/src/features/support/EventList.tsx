import { useId, useState } from 'react';
import { Link } from 'react-router';
import { t, type SupportEvent } from '@wl/contracts';
import { ChevronIcon } from '../../ui/icons.js';
import { JsonView } from './JsonView.js';
import { SUPPORT_BASE } from './SupportSection.js';
import { supportTime } from './supportFormat.js';

/** The events support's own reads and actions are recorded as (a copy forwarded to a person too); marked in a subject's timeline. */
const AUDIT_TYPES = new Set(['SupportAccessRecorded', 'SupportAccessForwarded']);

export const correlationPath = (correlationId: string) => `${SUPPORT_BASE}/correlatie/${encodeURIComponent(correlationId)}`;

/** Events in log order, each one a button that opens its data. */
export function EventList({ events }: { events: SupportEvent[] }) {
  return (
    <ol className="support-events">
      {events.map((event) => <EventRow key={event.eventId} event={event} />)}
    </ol>
  );
}

function EventRow({ event }: { event: SupportEvent }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const audit = AUDIT_TYPES.has(event.type);
  return (
    <li className={audit ? 'support-event support-event--audit' : 'support-event'} data-event={event.eventId}>
      <button type="button" className="support-event__toggle" aria-expanded={expanded} aria-controls={panelId}
        onClick={() => setExpanded(!expanded)}>
        <span className="support-event__type">{event.type}</span>
        {event.schemaVersion > 1 && <small className="support-event__version">v{event.schemaVersion}</small>}
        {audit && <span className="support-badge support-badge--audit">{t('support.event.audit')}</span>}
        <time className="support-event__time" dateTime={event.at}>{supportTime(event.at)}</time>
        <ChevronIcon />
      </button>
      <dl className="support-event__meta">
        <div><dt>{t('support.event.user')}</dt><dd className="support-id">{event.userId ?? t('support.event.system')}</dd></div>
        <div><dt>{t('support.event.correlation')}</dt><dd className="support-id"><Link to={correlationPath(event.correlationId)}>{event.correlationId}</Link></dd></div>
        {event.causationId && <div><dt>{t('support.event.causation')}</dt><dd className="support-id">{event.causationId}</dd></div>}
        <div><dt>{t('support.event.stream')}</dt><dd className="support-id">{event.streamId}</dd></div>
        <div><dt>{t('support.event.position')}</dt><dd className="support-id">{event.position}</dd></div>
      </dl>
      <div id={panelId} hidden={!expanded}>
        {expanded && <JsonView value={event.data} />}
      </div>
    </li>
  );
}
