import { Link, Navigate, useParams } from 'react-router';
import { LotRedoneAnswer, t } from '@wl/contracts';
import { ApiErrorView } from '../../../shared/ErrorScreens.js';
import { pageError, problemOf, refusalBodyOf } from '../../../api/errors.js';
import { Loading } from '../../../ui/Loading.js';
import { usePageTitle } from '../../../ui/hooks.js';
import { useGetLotQuery } from '../../../api/lotsApi.js';
import { QuestionToMe } from './LotQuestions.js';
import { LOT_REDONE_PATH, lotPath, lotProblemPath } from '../../../shared/lotPaths.js';
import { asLotingProblem } from './lotingProblem.js';

/**
 * `/lootjestrekken/lootje/{guid}/vraag/{questionId}`: the question mail's link. The lot guid of whom the question was
 * asked is the capability; the page shows the question and the answer form, never who asked.
 */
export function AnswerQuestionPage() {
  const { guid = '', questionId = '' } = useParams();
  const lot = useGetLotQuery(guid);
  usePageTitle(t('lot.answer.heading'));

  if (lot.isLoading) return <Loading />;
  if (LotRedoneAnswer.safeParse(refusalBodyOf(lot.error)).success) return <Navigate to={LOT_REDONE_PATH} replace />;
  const problem = asLotingProblem(problemOf(lot.error));
  if (problem) return <Navigate to={lotProblemPath(problem)} replace />;
  if (pageError(lot) || !lot.data) return <ApiErrorView error={lot.error} onRetry={lot.refetch} />;
  const question = lot.data.questionsToMe.find((q) => q.questionId === questionId);

  return (
    <div className="page page--narrow lot-page">
      <p className="page-kicker">{lot.data.lotingTitle}</p>
      <h1>{t('lot.answer.heading')}</h1>
      {question ? (
        <>
          <p className="form__note">{t('lot.answer.intro')}</p>
          <QuestionToMe question={question} guid={guid} />
        </>
      ) : (
        <p className="form__error" role="alert">
          {t('lot.answer.not_found')}
        </p>
      )}
      <p>
        <Link className="btn btn--secondary" to={lotPath(guid)}>
          {t('lot.answer.to_lot')}
        </Link>
      </p>
    </div>
  );
}
