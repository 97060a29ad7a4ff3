import { Link } from 'react-router';
import { formatDate, t, type LotingOverviewItem } from '@wl/contracts';
import { lotPath, lotingPath } from '../../../shared/lotPaths.js';

/** The user's draws: title, participants, date, their own lots, and a manage button for the organizer only. */
export function LotingCards({ lotingen }: { lotingen: LotingOverviewItem[] }) {
  return (
    <ul className="card-list loting-cards">
      {lotingen.map((loting) => (
        <li key={loting.publicGuid} className="card loting-card">
          <span className="card__title">{loting.title}</span>
          <span className="card__meta">
            {t('loting.home.participant_count', { count: loting.participantCount })}
            {' · '}
            {t('loting.home.created', { date: formatDate(loting.createDate) })}
          </span>
          <div className="button-row button-row--start">
            {loting.lots.map((lot) => (
              <Link
                key={lot.privateParticipantGuid}
                className="btn btn--primary"
                to={lotPath(lot.privateParticipantGuid)}
              >
                {t('loting.home.lot_of', { name: lot.participantName })}
              </Link>
            ))}
            {loting.manageGuid && (
              <Link
                className="btn btn--secondary"
                to={lotingPath(loting.manageGuid)}
                aria-label={`${t('loting.home.manage')}: ${loting.title}`}
              >
                {t('loting.home.manage')}
              </Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
