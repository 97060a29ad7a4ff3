import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { t, type LotingParticipantView } from '@wl/contracts';
import { ApiErrorView } from '../../../shared/ErrorScreens.js';
import { pageError, problemOf, statusOf } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import { StatusNotice } from '../../../ui/StatusNotice.js';
import { useDialogs } from '../../../ui/dialogs.js';
import { useBusy, usePageTitle } from '../../../ui/hooks.js';
import { useDeleteLotingMutation, useGetLotingQuery, type LiveLotingView } from '../../../api/lotsApi.js';
import { DrawFacts } from './DrawFacts.js';
import { ResendModal } from './ResendModal.js';
import { LOTS_HOME, lotPath, lotingHistoryPath, lotingProblemPath, redoPath } from '../../../shared/lotPaths.js';
import { asLotingProblem } from './lotingProblem.js';
import { lotingCounts, participantStatus, statusText } from './participantStatus.js';

/** `/lootjestrekken/loting/getrokken/{manageGuid}`: the organizer view of a draw (spec 02 §2.4). */
export function LotingPage() {
  const manageGuid = useParams().manageGuid ?? '';
  const loting = useGetLotingQuery(manageGuid);
  usePageTitle(loting.data?.title ?? t('loting.view.kicker'));

  if (loting.isLoading) return <Loading />;
  const problem = asLotingProblem(problemOf(loting.error));
  if (problem) return <Navigate to={lotingProblemPath(problem)} replace />;
  if (pageError(loting) || !loting.data) return <ApiErrorView error={loting.error} onRetry={loting.refetch} />;
  return <LotingView loting={loting.data} reload={() => void loting.refetch()} />;
}

function LotingView({ loting, reload }: { loting: LiveLotingView; reload: () => void }) {
  const [resending, setResending] = useState<LotingParticipantView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { count, viewed, withList } = lotingCounts(loting.participants);

  return (
    <div className="page page--narrow loting-page">
      <p className="page-kicker">{t('loting.view.kicker')}</p>
      <h1>{loting.title}</h1>
      {loting.description && <p className="wishlist__description">{loting.description}</p>}
      <DrawFacts budget={loting.budget} date={loting.date} />
      <ul className="loting-counts">
        <li>{t('loting.view.viewed_count', { viewed, count })}</li>
        <li>{t('loting.view.wishlist_count', { withList, count })}</li>
      </ul>
      <div className="button-row button-row--start">
        <Link className="btn btn--primary" to={lotPath(loting.organizerLot)}>
          {t('loting.view.own_lot')}
        </Link>
        <Link className="btn btn--secondary" to={lotingHistoryPath(loting.manageGuid)}>
          {t('loting.view.history')}
        </Link>
      </div>

      <h2>{t('loting.view.participants')}</h2>
      <p className="form__note">{t('loting.view.secret_note')}</p>
      <StatusNotice text={notice} />
      <ul className="loting-participants">
        {loting.participants.map((participant) => (
          <ParticipantRow
            key={participant.publicGuid}
            participant={participant}
            changed={loting.changed.includes(participant.publicGuid)}
            onResend={() => {
              setNotice(null);
              setResending(participant);
            }}
          />
        ))}
      </ul>

      <div className="button-row button-row--start loting-page__manage">
        <RedoButton manageGuid={loting.manageGuid} />
        <DeleteButton manageGuid={loting.manageGuid} reload={reload} />
      </div>
      {resending && (
        <ResendModal
          manageGuid={loting.manageGuid}
          participant={resending}
          onClose={() => setResending(null)}
          onSent={() => {
            setResending(null);
            setNotice(t('loting.resend.sent', { name: resending.name }));
          }}
        />
      )}
    </div>
  );
}

function ParticipantRow({
  participant,
  changed,
  onResend,
}: {
  participant: LotingParticipantView;
  changed: boolean;
  onResend: () => void;
}) {
  const status = participantStatus(participant);
  return (
    <li className={changed ? 'loting-participant row--changed' : 'loting-participant'}>
      <span className="loting-participant__name">
        {participant.name}
        {participant.isOrganizer && <span className="card__meta"> ({t('loting.view.organizer_mark')})</span>}
      </span>
      <span className={`status-badge status-badge--${status}`}>{statusText(status)}</span>
      <Button variant="link" onClick={onResend} aria-label={t('loting.view.resend_to', { name: participant.name })}>
        {t('loting.view.resend')}
      </Button>
    </li>
  );
}

/** Redo after confirming what happens: the wizard draws anew and the current lots stop holding once it does. */
function RedoButton({ manageGuid }: { manageGuid: string }) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const redo = async () => {
    if (
      await dialogs.confirm({
        title: t('loting.redo.title'),
        text: t('loting.redo.text'),
        confirmLabel: t('loting.redo.ok'),
      })
    )
      void navigate(redoPath(manageGuid));
  };
  return <Button onClick={() => void redo()}>{t('loting.view.redo')}</Button>;
}

/** Delete after confirming; a 422 means this session may not (spec 02 §8), and the view loads again. */
function DeleteButton({ manageGuid, reload }: { manageGuid: string; reload: () => void }) {
  const [deleteLoting] = useDeleteLotingMutation();
  const [busy, run] = useBusy();
  const dialogs = useDialogs();
  const navigate = useNavigate();

  const remove = () =>
    run(async () => {
      if (
        !(await dialogs.confirm({
          title: t('loting.delete.title'),
          text: t('loting.delete.text'),
          confirmLabel: t('loting.delete.ok'),
          danger: true,
        }))
      )
        return;
      try {
        await deleteLoting(manageGuid).unwrap();
        navigate(LOTS_HOME, { replace: true });
      } catch (error) {
        if (statusOf(error) === 422) {
          await dialogs.message(t('loting.delete.failure'));
          reload();
        } else {
          await dialogs.message(
            statusOf(error) === 'offline' ? t('loting.delete.no_connection') : t('loting.delete.failed'),
          );
        }
      }
    });

  return (
    <Button variant="danger" busy={busy} onClick={() => void remove()}>
      {t('loting.view.delete')}
    </Button>
  );
}
