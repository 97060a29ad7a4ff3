import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '@wl/contracts';
import { describeError, problemOf } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { StatusNotice } from '../../../ui/StatusNotice.js';
import { useDialogs } from '../../../ui/dialogs.js';
import { useBusy } from '../../../ui/hooks.js';
import { useSendNudgeMutation, type LiveLotView } from '../../../api/lotsApi.js';
import { QuestionModal } from './QuestionModal.js';
import { lotProblemPath } from '../../../shared/lotPaths.js';

/** Whom the participant drew: their list, or a nudge to couple one; and an anonymous question (spec 02 §2.5). */
export function DrawnPerson({ lot, guid, reload }: { lot: LiveLotView; guid: string; reload: () => void }) {
  const { name, wishlistLink } = lot.drawnParticipant;
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className="lot-drawn" aria-labelledby="lot-drawn-name">
      <p className="lot-drawn__intro">{t('lot.drawn_intro')}</p>
      <p id="lot-drawn-name" className="lot-drawn__name">
        {name}
      </p>
      <p className="form__note">{t('lot.secret_note')}</p>
      <div role="status" aria-live="polite">
        {wishlistLink && lot.linkChanged && <span className="visually-hidden">{t('lot.link_changed', { name })}</span>}
      </div>
      {wishlistLink ? (
        <div className={lot.linkChanged ? 'button-row button-row--start row--changed' : 'button-row button-row--start'}>
          <a className="btn btn--primary" href={wishlistLink}>
            {t('lot.drawn_list', { name })}
          </a>
          <Button onClick={() => setAsking(true)}>{t('lot.question.open', { name })}</Button>
        </div>
      ) : (
        <NudgeButton lot={lot} guid={guid} reload={reload} onSent={() => setNotice(t('lot.nudge.sent', { name }))} />
      )}
      <StatusNotice text={notice} />
      {asking && (
        <QuestionModal
          guid={guid}
          name={name}
          onClose={() => setAsking(false)}
          onSent={() => {
            setAsking(false);
            setNotice(t('lot.question.sent'));
          }}
        />
      )}
    </section>
  );
}

/** Whether `until` (an ISO time) is still ahead; turns false by itself when it passes. */
function useStillBefore(until: string | null): boolean {
  const [now, setNow] = useState(Date.now);
  const end = until ? Date.parse(until) : 0;
  useEffect(() => {
    if (!(end > now)) return;
    // setTimeout takes at most 2^31-1 ms; a longer wait checks again then.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(end - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [end, now]);
  return end > Date.now();
}

function laterOf(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

function NudgeButton({
  lot,
  guid,
  reload,
  onSent,
}: {
  lot: LiveLotView;
  guid: string;
  reload: () => void;
  onSent: () => void;
}) {
  const { name } = lot.drawnParticipant;
  // A nudge sent from here answers when the next may go: the button waits from then on, not from the lot's refetch.
  const [sentUntil, setSentUntil] = useState<string | null>(null);
  const waiting = useStillBefore(laterOf(lot.nudgeDisabledUntil, sentUntil));
  const [sendNudge] = useSendNudgeMutation();
  const [busy, run] = useBusy();
  const dialogs = useDialogs();
  const navigate = useNavigate();

  const nudge = () =>
    run(async () => {
      try {
        setSentUntil((await sendNudge(guid).unwrap()).nudgeDisabledUntil);
        onSent();
      } catch (error) {
        switch (problemOf(error)) {
          case 'LotDoesNotExist':
            navigate(lotProblemPath('Deleted'), { replace: true });
            return;
          case 'LastNudgeTooRecent':
            await dialogs.message(t('lot.nudge.too_recent'));
            reload();
            return;
          case 'WishlistAlreadySelected':
            await dialogs.message(t('lot.nudge.already_selected', { name }));
            reload();
            return;
          default:
            await dialogs.message(describeError(error));
        }
      }
    });

  return (
    <>
      <p>{t('lot.no_list', { name })}</p>
      <div className="button-row button-row--start">
        <Button
          variant="primary"
          busy={busy}
          disabled={waiting}
          onClick={() => void nudge()}
          aria-describedby="lot-nudge-hint"
        >
          {t('lot.nudge', { name })}
        </Button>
      </div>
      <p id="lot-nudge-hint" className="field__hint">
        {waiting ? t('lot.nudge.wait', { name }) : t('lot.nudge.hint', { name })}
      </p>
    </>
  );
}
