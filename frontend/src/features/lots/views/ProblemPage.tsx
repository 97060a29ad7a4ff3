import { Link } from 'react-router';
import { t, type LotingProblem, type MessageKey } from '@wl/contracts';
import { usePageTitle } from '../../../ui/hooks.js';
import { LOTS_HOME } from '../../../shared/lotPaths.js';

const texts: Record<'lot' | 'loting', Record<LotingProblem, [title: MessageKey, text: MessageKey]>> = {
  lot: {
    Deleted: ['lot.deleted.title', 'lot.deleted.text'],
    NotDrawn: ['lot.broken.title', 'lot.broken.text'],
    NotFound: ['lot.not_found.title', 'lot.not_found.text'],
  },
  loting: {
    Deleted: ['loting.deleted.title', 'loting.deleted.text'],
    NotDrawn: ['loting.broken.title', 'loting.broken.text'],
    NotFound: ['loting.not_found.title', 'loting.not_found.text'],
  },
};

/** lotDeleted, lotBroken, lotNotFound and the organizer view's three (spec 02 §2.1), each linking to the lots home. */
export function ProblemPage({ of, problem }: { of: 'lot' | 'loting'; problem: LotingProblem }) {
  const [title, text] = texts[of][problem];
  return <Explanation title={title} text={text} />;
}

/** An old lot link of a redone draw, for someone whose new lot was mailed: not 'the draw was deleted'. */
export function LotRedonePage() {
  return <Explanation title="lot.redone.title" text="lot.redone.text" />;
}

function Explanation({ title, text }: { title: MessageKey; text: MessageKey }) {
  usePageTitle(t(title));
  return (
    <section className="page page--narrow error-screen">
      <h1>{t(title)}</h1>
      <p>{t(text)}</p>
      <div className="button-row button-row--start">
        <Link className="btn btn--secondary" to={LOTS_HOME}>
          {t('loting.to_home')}
        </Link>
      </div>
    </section>
  );
}
