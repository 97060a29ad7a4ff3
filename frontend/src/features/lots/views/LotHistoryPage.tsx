import { Link, Navigate, useParams } from 'react-router';
import { t, type LotHistory } from '@wl/contracts';
import { ApiErrorView } from '../../../shared/ErrorScreens.js';
import { problemOf } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import { usePageTitle } from '../../../ui/hooks.js';
import { useGetLotHistoryQuery } from '../../../api/lotsApi.js';
import { historyCsv, historyLine, historyTime } from './historyCsv.js';
import { lotingPath, lotingProblemPath } from '../../../shared/lotPaths.js';
import { asLotingProblem } from './lotingProblem.js';

/** `.../getrokken/{manageGuid}/geschiedenis`: the organizer's audit timeline of a draw, never showing a pair. */
export function LotHistoryPage() {
  const manageGuid = useParams().manageGuid ?? '';
  const history = useGetLotHistoryQuery(manageGuid);
  usePageTitle(t('loting.history.title'));

  if (history.isLoading) return <Loading />;
  const problem = asLotingProblem(problemOf(history.error));
  if (problem) return <Navigate to={lotingProblemPath(problem)} replace />;
  if (history.error || !history.data) return <ApiErrorView error={history.error} onRetry={history.refetch} />;
  const { title, entries } = history.data;

  return (
    <div className="page page--narrow">
      <Link className="back-link" to={lotingPath(manageGuid)}>
        {t('loting.history.back')}
      </Link>
      <p className="page-kicker">{title}</p>
      <h1>{t('loting.history.title')}</h1>
      <p>{t('loting.history.intro')}</p>
      {entries.length === 0 ? (
        <p className="empty">{t('loting.history.empty')}</p>
      ) : (
        <>
          <div className="button-row button-row--start">
            <Button onClick={() => download(history.data)}>{t('loting.history.export')}</Button>
          </div>
          <ol className="timeline">
            {entries.map((entry, index) => (
              <li key={index} className="timeline__entry">
                <time className="timeline__time" dateTime={entry.at}>
                  {historyTime(entry.at)}
                </time>
                <span>{historyLine(entry)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function download({ entries }: LotHistory): void {
  const url = URL.createObjectURL(new Blob([historyCsv(entries)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${t('loting.history.csv.file')}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
