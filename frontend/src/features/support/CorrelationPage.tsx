import { useParams } from 'react-router';
import { t } from '@wl/contracts';
import { Loading } from '../../ui/Loading.js';
import { usePageTitle } from '../../ui/hooks.js';
import { CallError } from './CallError.js';
import { EventList } from './EventList.js';
import { useGetCorrelationQuery } from './supportApi.js';

/** Every event one request (or one reactor step) wrote, across streams. */
export function CorrelationPage() {
  usePageTitle(t('support.correlation.title'));
  const correlationId = useParams().correlationId ?? '';
  const events = useGetCorrelationQuery(correlationId, { refetchOnMountOrArgChange: true });
  return (
    <section className="page support-page">
      <h1>{t('support.correlation.title')}</h1>
      <p className="form__note support-id">{t('support.correlation.intro', { id: correlationId })}</p>
      {events.isLoading ? (
        <Loading />
      ) : events.error || !events.data ? (
        <CallError error={events.error} onRetry={events.refetch} />
      ) : events.data.events.length === 0 ? (
        <p className="empty">{t('support.timeline.empty')}</p>
      ) : (
        <EventList events={events.data.events} />
      )}
    </section>
  );
}
