import { useEffect, useState } from 'react';
import { formatDate, REBUILD_INTERRUPTED, t, type SupportParked, type SupportRebuildJob } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { Loading } from '../../ui/Loading.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { useDialogs } from '../../ui/dialogs.js';
import { usePageTitle } from '../../ui/hooks.js';
import { CallError } from './CallError.js';
import {
  REBUILD_POLL_MS,
  useGetParkedQuery,
  useGetReadModelsQuery,
  useGetRebuildJobQuery,
  useParkedActionMutation,
  useStartRebuildMutation,
} from './supportApi.js';
import { durationText } from './supportFormat.js';

/** Read model rebuilds and parked events. */
export function OperationsPage() {
  usePageTitle(t('support.ops.title'));
  return (
    <section className="page support-page">
      <h1>{t('support.ops.title')}</h1>
      <ReadModels />
      <ParkedEvents />
    </section>
  );
}

function ReadModels() {
  const readModels = useGetReadModelsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [startRebuild] = useStartRebuildMutation();
  const dialogs = useDialogs();
  /** The job started per read model in this visit of the page. */
  const [jobs, setJobs] = useState<Record<string, SupportRebuildJob>>({});
  const [starting, setStarting] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ name: string; text: string } | null>(null);

  const rebuild = async (name: string) => {
    const yes = await dialogs.confirm({
      title: t('support.ops.rebuild.confirm.title'),
      text: t('support.ops.rebuild.confirm.text', { name }),
      confirmLabel: t('support.ops.rebuild'),
    });
    if (!yes) return;
    setStarting(name);
    setFailure(null);
    const answer = await startRebuild(name);
    setStarting(null);
    if (answer.data) setJobs((current) => ({ ...current, [name]: answer.data }));
    else
      setFailure({
        name,
        text: describeError(answer.error, {
          UnknownReadModel: 'support.ops.UnknownReadModel',
          RebuildRunning: 'support.ops.RebuildRunning',
        }),
      });
  };

  return (
    <section className="support-ops">
      <h2>{t('support.ops.read_models')}</h2>
      {readModels.isLoading ? (
        <Loading />
      ) : readModels.error || !readModels.data ? (
        <CallError error={readModels.error} onRetry={readModels.refetch} />
      ) : readModels.data.readModels.length === 0 ? (
        <p className="empty">{t('support.ops.read_models.empty')}</p>
      ) : (
        <ul className="card-list">
          {readModels.data.readModels.map(({ name, behind }) => (
            <li key={name} className="card support-read-model" data-read-model={name}>
              <div className="support-read-model__head">
                <span className="support-read-model__name">{name}</span>
                <span className={behind ? 'support-badge support-badge--behind' : 'support-badge'}>
                  {t(behind ? 'support.ops.behind' : 'support.ops.up_to_date')}
                </span>
                <Button busy={starting === name || jobs[name]?.status === 'running'} onClick={() => rebuild(name)}>
                  {t('support.ops.rebuild')}
                </Button>
              </div>
              {failure?.name === name && (
                <p className="field__error" role="alert">
                  {failure.text}
                </p>
              )}
              {jobs[name] && (
                <RebuildProgress
                  job={jobs[name]}
                  onFinished={(job) => {
                    setJobs((current) => ({ ...current, [name]: job }));
                    readModels.refetch();
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Follows a job while it runs; hands the finished job up once (then the polling stops). */
function RebuildProgress({
  job: started,
  onFinished,
}: {
  job: SupportRebuildJob;
  onFinished: (job: SupportRebuildJob) => void;
}) {
  const running = started.status === 'running';
  const polled = useGetRebuildJobQuery(started.jobId, { skip: !running, pollingInterval: REBUILD_POLL_MS });
  const job = running && polled.data ? polled.data : started;

  useEffect(() => {
    if (running && polled.data && polled.data.status !== 'running') onFinished(polled.data);
  }, [running, polled.data, onFinished]);

  return (
    <div className="support-rebuild">
      <progress
        max={Math.max(job.total, 1)}
        value={job.status === 'swapped' ? Math.max(job.total, 1) : job.processed}
        aria-label={t('support.ops.progress', { name: job.readModel })}
      />
      <p className="card__meta" aria-live="polite">
        {t('support.ops.progress.count', { processed: job.processed, total: job.total })}
        {job.status === 'running' && job.etaSeconds !== null && (
          <> · {t('support.ops.eta', { eta: durationText(job.etaSeconds) })}</>
        )}
      </p>
      {running && polled.error && <CallError error={polled.error} onRetry={polled.refetch} />}
      {job.status === 'failed' && (
        <p className="field__error" role="alert">
          {job.error === REBUILD_INTERRUPTED
            ? t('support.ops.interrupted')
            : t('support.ops.failed', { error: job.error ?? '' })}
        </p>
      )}
      {job.status === 'swapped' && <DifferenceReport job={job} />}
    </div>
  );
}

const changeText = {
  added: 'support.ops.change.added',
  removed: 'support.ops.change.removed',
  changed: 'support.ops.change.changed',
} as const;

function DifferenceReport({ job }: { job: SupportRebuildJob }) {
  return (
    <div className="support-report">
      <p role="status">{t('support.ops.swapped', { count: job.differingCount })}</p>
      {job.differing.length > 0 && (
        <div
          className="support-table-wrap"
          tabIndex={0}
          role="region"
          aria-label={t('support.ops.swapped', { count: job.differingCount })}
        >
          <table className="support-table">
            <thead>
              <tr>
                <th scope="col">{t('support.ops.collection')}</th>
                <th scope="col">{t('support.ops.document')}</th>
                <th scope="col">{t('support.ops.change')}</th>
              </tr>
            </thead>
            <tbody>
              {job.differing.map((row) => (
                <tr key={`${row.collection}/${row.id}`}>
                  <td>{row.collection}</td>
                  <td className="support-id">{row.id}</td>
                  <td>{t(changeText[row.change])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {job.differingCount > job.differing.length && (
        <p className="card__meta">
          {t('support.ops.differing.more', { count: job.differingCount - job.differing.length })}
        </p>
      )}
    </div>
  );
}

type Parked = SupportParked['parked'][number];

function ParkedEvents() {
  const parked = useGetParkedQuery(undefined, { refetchOnMountOrArgChange: true });
  const [act, action] = useParkedActionMutation();
  const dialogs = useDialogs();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (kind: 'Retry' | 'Skip', event: Parked) => {
    const key = kind === 'Retry' ? 'retry' : 'skip';
    const yes = await dialogs.confirm({
      title: t(`support.ops.${key}.confirm.title`),
      text: t(`support.ops.${key}.confirm.text`, { type: event.type, lane: event.lane }),
      confirmLabel: t(`support.ops.${key}`),
      danger: kind === 'Skip',
    });
    if (!yes) return;
    setDone(null);
    setFailure(null);
    const answer = await act({ action: kind, id: event.id });
    if ('error' in answer) setFailure(describeError(answer.error, { ParkedNotFound: 'support.ops.ParkedNotFound' }));
    else setDone(t(`support.ops.done.${key}`));
  };

  return (
    <section className="support-ops">
      <h2>{t('support.ops.parked')}</h2>
      <StatusNotice text={done} />
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      {parked.isLoading ? (
        <Loading />
      ) : parked.error || !parked.data ? (
        <CallError error={parked.error} onRetry={parked.refetch} />
      ) : parked.data.parked.length === 0 ? (
        <p className="empty">{t('support.ops.parked.empty')}</p>
      ) : (
        <ul className="card-list">
          {parked.data.parked.map((event) => (
            <li key={event.id} className="card support-parked" data-parked={event.id}>
              <p className="support-event__type">
                {event.type}
                {event.retryRequested && (
                  <>
                    {' '}
                    <span className="support-badge">{t('support.ops.parked.retry_requested')}</span>
                  </>
                )}
              </p>
              <p className="card__meta">
                {t('support.ops.parked.meta', {
                  lane: event.lane,
                  position: event.position,
                  attempts: event.attempts,
                  at: formatDate(event.parkedAt, 'numericWithTime'),
                })}
              </p>
              <pre className="support-json support-parked__error">{event.error}</pre>
              <div className="button-row button-row--start">
                <Button
                  busy={action.isLoading && action.originalArgs?.id === event.id}
                  onClick={() => run('Retry', event)}
                >
                  {t('support.ops.retry')}
                </Button>
                <Button variant="danger" disabled={action.isLoading} onClick={() => run('Skip', event)}>
                  {t('support.ops.skip')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
