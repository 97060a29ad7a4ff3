import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import { t, type SupportEvent, type SupportStateQuery } from '@wl/contracts';
import { Button } from '../../ui/Button.js';
import { SelectField, TextField } from '../../ui/fields.js';
import { Loading } from '../../ui/Loading.js';
import { useDebounced } from '../../ui/hooks.js';
import { CallError } from './CallError.js';
import { StateView } from './StateView.js';
import { useGetStateDiffQuery, useGetStateQuery } from './supportApi.js';
import {
  changePlace,
  diffValue,
  isoOfLocalInput,
  localInputOfIso,
  sliderMoments,
  supportTime,
} from './supportFormat.js';

type StateKind = SupportStateQuery['kind'];
const STATE_KINDS: readonly string[] = ['wishlist', 'gift', 'loting'] satisfies StateKind[];

export const hasState = (kind: string): kind is StateKind => STATE_KINDS.includes(kind);

/** Every state read is audited on the server, so the slider asks only once it rests. */
const SLIDER_SETTLE_MS = 400;

/** The subject's state at a moment picked on a slider over its event times (or typed), and a diff of two moments. */
export function StatePanel({ kind, id, events }: { kind: StateKind; id: string; events: SupportEvent[] }) {
  const moments = sliderMoments(events);
  const [picked, setPicked] = useState<string | null>(null);
  const at = picked ?? moments.at(-1) ?? null;
  const settledAt = useDebounced(at, SLIDER_SETTLE_MS);
  const sliderIndex = at ? moments.indexOf(at) : -1;
  const hintId = useId();

  return (
    <section className="support-state" aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`}>{t('support.state.title')}</h2>
      {moments.length === 0 ? (
        <p className="empty">{t('support.state.no_moments')}</p>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={`${hintId}-slider`}>
            {t('support.state.slider')}
          </label>
          <input
            id={`${hintId}-slider`}
            type="range"
            className="support-slider"
            min={0}
            max={moments.length - 1}
            step={1}
            value={sliderIndex === -1 ? moments.length - 1 : sliderIndex}
            aria-describedby={hintId}
            aria-valuetext={at ? supportTime(at) : undefined}
            onChange={(event) => setPicked(moments[Number(event.target.value)] ?? null)}
          />
          <p id={hintId} className="field__hint">
            {t('support.state.slider.hint')}
          </p>
        </div>
      )}
      <TextField
        label={t('support.state.at')}
        type="datetime-local"
        step={1}
        value={at ? localInputOfIso(at) : ''}
        onChange={(event) => setPicked(isoOfLocalInput(event.target.value))}
      />
      {settledAt && <StateAt query={{ kind, id, at: settledAt }} />}
      {moments.length > 1 && <StateDiff kind={kind} id={id} moments={moments} />}
    </section>
  );
}

function StateAt({ query }: { query: SupportStateQuery }) {
  const state = useGetStateQuery(query);
  if (state.isFetching) return <Loading />;
  if (state.error || !state.data)
    return (
      <CallError
        error={state.error}
        onRetry={state.refetch}
        problemTexts={{ SubjectNotFound: 'support.timeline.not_found' }}
      />
    );
  return (
    <div className="support-state__answer">
      <p className="form__note" role="status">
        <time dateTime={state.data.at}>{supportTime(state.data.at)}</time>
        {state.data.position && <> · {t('support.state.position', { position: state.data.position })}</>}
      </p>
      <StateView kind={state.data.kind} state={state.data.state} />
    </div>
  );
}

function StateDiff({ kind, id, moments }: { kind: StateKind; id: string; moments: string[] }) {
  const [from, setFrom] = useState(moments[0]!);
  const [to, setTo] = useState(moments.at(-1)!);
  const [asked, setAsked] = useState<{ from: string; to: string } | null>(null);
  const diff = useGetStateDiffQuery(asked ? { kind, id, ...asked } : skipToken);
  const options = moments.map((moment) => ({ value: moment, label: supportTime(moment) }));

  return (
    <section className="support-diff">
      <h3>{t('support.diff.title')}</h3>
      <form
        className="support-diff__form"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked({ from, to });
        }}
      >
        <SelectField
          label={t('support.diff.from')}
          options={options}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <SelectField
          label={t('support.diff.to')}
          options={options}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="submit" busy={diff.isFetching}>
          {t('support.diff.submit')}
        </Button>
      </form>
      {asked &&
        (diff.isFetching ? (
          <Loading />
        ) : diff.error || !diff.data ? (
          <CallError error={diff.error} onRetry={diff.refetch} />
        ) : diff.data.changes.length === 0 ? (
          <p className="empty" role="status">
            {t('support.diff.empty')}
          </p>
        ) : (
          <ul className="support-changes">
            {diff.data.changes.map((change) => (
              <li key={change.path}>
                <p className="support-changes__place">
                  {changePlace(change.path, diff.data.from.state, diff.data.to.state)}
                </p>
                <code className="support-id">{change.path}</code>
                <dl>
                  <div className="support-changes__before">
                    <dt>{t('support.diff.before')}</dt>
                    <dd>
                      <code>{diffValue(change.before)}</code>
                    </dd>
                  </div>
                  <div className="support-changes__after">
                    <dt>{t('support.diff.after')}</dt>
                    <dd>
                      <code>{diffValue(change.after)}</code>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
