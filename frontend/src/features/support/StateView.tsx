import { t, type MessageKey, type SupportState } from '@wl/contracts';
import { JsonView } from './JsonView.js';
import { drawStatus, giftSummary, listSummary, lotingSummary } from './supportFormat.js';

type Kind = SupportState['kind'];

/** The views a state answer holds, by kind (contracts/src/support.ts `SupportState.state`); null: the whole state. */
const viewsOf: Record<Kind, { field: string | null; title: MessageKey }[]> = {
  wishlist: [{ field: 'ownerView', title: 'support.state.owner_view' }, { field: 'visitorView', title: 'support.state.visitor_view' }],
  gift: [{ field: null, title: 'support.state.cross_off' }],
  loting: [{ field: 'organizerView', title: 'support.state.organizer_view' }],
};

/** Each view of the state as a readable summary with its raw JSON underneath. */
export function StateView({ kind, state }: { kind: Kind; state: unknown }) {
  const fields = typeof state === 'object' && state !== null ? state as Record<string, unknown> : {};
  return (
    <div className="support-views">
      {viewsOf[kind].map(({ field, title }) => {
        const view = field === null ? state : fields[field] ?? null;
        return (
          <section key={title} className="card support-view" data-view={field ?? kind}>
            <h3>{t(title)}</h3>
            {view === null
              ? <p className="empty">{kind === 'loting' ? t('support.state.not_drawn', { status: drawStatus(state) }) : t('support.state.none')}</p>
              : (
                <>
                  <ViewSummary kind={kind} view={view} />
                  <details>
                    <summary>{t('support.state.raw')}</summary>
                    <JsonView value={view} />
                  </details>
                </>
              )}
          </section>
        );
      })}
    </div>
  );
}

function ViewSummary({ kind, view }: { kind: Kind; view: unknown }) {
  if (kind === 'wishlist') return <ListSummaryView view={view} />;
  const line = kind === 'gift' ? giftSummary(view) : lotingSummary(view);
  return line && <p className="support-view__title">{line}</p>;
}

function ListSummaryView({ view }: { view: unknown }) {
  const summary = listSummary(view);
  if (!summary) return null;
  return (
    <>
      <p className="support-view__title">{summary.title}</p>
      {summary.categories.map((category, index) => (
        <div key={index} className="support-view__category">
          <h4>{category.name} <small className="card__meta">{t('support.state.gifts', { count: category.gifts.length, crossedOff: category.crossedOff })}</small></h4>
          <ul>
            {category.gifts.map((gift, giftIndex) => (
              <li key={giftIndex}>
                {gift.description}
                {gift.isCrossedOff && <> <span className="support-badge support-badge--crossed">{t('support.state.crossed_off')}</span></>}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="card__meta">{t('support.state.forum', { count: summary.forumCount })}</p>
    </>
  );
}
