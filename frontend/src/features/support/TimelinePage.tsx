import { useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { SupportSubjectKind, t } from '@wl/contracts';
import { NotFoundScreen } from '../../shared/ErrorScreens.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { Loading } from '../../ui/Loading.js';
import { usePageTitle } from '../../ui/hooks.js';
import { CallError } from './CallError.js';
import { EventList, IdLink } from './EventList.js';
import { StatePanel, hasState } from './StatePanel.js';
import { type TimelineFilter, useGetTimelineInfiniteQuery } from './supportApi.js';
import { isoOfLocalInput, knownTypes, localInputOfIso, subjectOfStream, typeList } from './supportFormat.js';

/** A subject's merged timeline, filtered by the address's `types`, `from` and `to`, and its state at any moment. */
export function TimelinePage() {
  usePageTitle(t('support.timeline.title'));
  const { kind, id = '' } = useParams();
  const parsedKind = SupportSubjectKind.safeParse(kind);
  const [params] = useSearchParams();
  if (!parsedKind.success) return <NotFoundScreen />;
  const filter: TimelineFilter = {
    kind: parsedKind.data,
    id,
    types: params.get('types') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  return <Timeline key={`${kind}/${id}`} filter={filter} />;
}

function Timeline({ filter }: { filter: TimelineFilter }) {
  const timeline = useGetTimelineInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  // Not `data`: while other filters load, the previous filters' events must not show as their answer.
  const pages = timeline.currentData?.pages ?? [];
  const subject = pages[0]?.subject;
  const events = pages.flatMap((page) => page.events);

  return (
    <section className="page support-page support-timeline">
      <div className="support-timeline__main">
        <p className="page-kicker">{t(`support.kind.${filter.kind}`)}</p>
        <h1>{subject ? subject.label || t('support.label.erased') : t('support.timeline.title')}</h1>
        {subject?.detail && <p className="card__meta">{subject.detail}</p>}
        {pages[0] && (
          <p className="form__note support-id">
            {t('support.timeline.streams')}{' '}
            {pages[0].streams.map((stream, index) => (
              <span key={stream}>
                {index > 0 && ', '}
                <IdLink id={stream} subject={subjectOfStream(stream)} />
              </span>
            ))}
          </p>
        )}
        <TimelineFilters
          key={`${filter.types}|${filter.from}|${filter.to}`}
          filter={filter}
          offeredTypes={knownTypes(filter, events)}
        />
        {!timeline.currentData && timeline.isFetching ? (
          <Loading />
        ) : timeline.isError && pages.length === 0 ? (
          <CallError
            error={timeline.error}
            onRetry={timeline.refetch}
            problemTexts={{ SubjectNotFound: 'support.timeline.not_found' }}
          />
        ) : events.length === 0 ? (
          <p className="empty">{t('support.timeline.empty')}</p>
        ) : (
          <>
            <EventList events={events} />
            {timeline.isFetchNextPageError && <CallError error={timeline.error} />}
            {timeline.hasNextPage ? (
              <Button busy={timeline.isFetchingNextPage} onClick={() => timeline.fetchNextPage()}>
                {t('support.timeline.more')}
              </Button>
            ) : (
              <p className="empty">{t('support.timeline.end')}</p>
            )}
          </>
        )}
      </div>
      {hasState(filter.kind) && (
        <aside className="support-timeline__state">
          <StatePanel kind={filter.kind} id={filter.id} events={events} />
        </aside>
      )}
    </section>
  );
}

/**
 * Type and time filters; applying them puts them in the address (so a filtered timeline can be shared). The types of
 * the loaded events are offered as toggles, since support cannot know every event type by heart.
 */
function TimelineFilters({ filter, offeredTypes }: { filter: TimelineFilter; offeredTypes: string[] }) {
  const [, setParams] = useSearchParams();
  const [types, setTypes] = useState(filter.types ?? '');
  const chosen = typeList(types);
  const toggle = (type: string) =>
    setTypes((chosen.includes(type) ? chosen.filter((other) => other !== type) : [...chosen, type]).join(', '));
  const [from, setFrom] = useState(filter.from ? localInputOfIso(filter.from) : '');
  const [to, setTo] = useState(filter.to ? localInputOfIso(filter.to) : '');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const cleanTypes = chosen.join(',');
    if (cleanTypes) next.types = cleanTypes;
    const fromIso = isoOfLocalInput(from);
    const toIso = isoOfLocalInput(to);
    if (fromIso) next.from = fromIso;
    if (toIso) next.to = toIso;
    setParams(next);
  };
  const clear = () => {
    setTypes('');
    setFrom('');
    setTo('');
    setParams({});
  };

  return (
    <details className="support-filters" open={Boolean(filter.types || filter.from || filter.to)}>
      <summary>{t('support.filter.title')}</summary>
      <form onSubmit={apply} className="support-filters__form">
        <TextField
          label={t('support.filter.types')}
          hint={t('support.filter.types.hint')}
          value={types}
          maxLength={2000}
          onChange={(event) => setTypes(event.target.value)}
        />
        <TextField
          label={t('support.filter.from')}
          type="datetime-local"
          step={1}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={t('support.filter.to')}
          type="datetime-local"
          step={1}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        {offeredTypes.length > 0 && (
          <div className="support-type-chips" role="group" aria-label={t('support.filter.known')}>
            {offeredTypes.map((type) => (
              <button
                key={type}
                type="button"
                className="support-type-chip"
                aria-pressed={chosen.includes(type)}
                onClick={() => toggle(type)}
              >
                {type}
              </button>
            ))}
          </div>
        )}
        <div className="button-row button-row--start">
          <Button type="submit" variant="primary">
            {t('support.filter.apply')}
          </Button>
          <Button onClick={clear}>{t('support.filter.clear')}</Button>
        </div>
      </form>
    </details>
  );
}
