import { t, type MessageKey, type SupportState } from '@wl/contracts';
import { JsonView } from './JsonView.js';
import { listSummary, lotingSummary } from './supportFormat.js';

/** The views a state answer holds, by kind (contracts/src/support.ts `SupportState.state`). */
const viewsOf: Record<SupportState['kind'], { field: string; title: MessageKey }[]> = {
  wishlist: [{ field: 'ownerView', title: 'support.state.owner_view' }, { field: 'visitorView', title: 'support.state.visitor_view' }],
  gift: [{ field: 'crossOff', title: 'support.state.cross_off' }],
  loting: [{ field: 'organizerView', title: 'support.state.organizer_view' }],
};

/** Each view of the state as a readable summary with its raw JSON underneath. */
export function StateView({ kind, state }: { kind: SupportState['kind']; state: unknown }) {
  const fields = typeof state === 'object' && state !== null ? state as Record<string, unknown> : {};
  return (
    <div className="support-views">
      {viewsOf[kind].map(({ field, title }) => {
        const view = fields[field] ?? null;
        return (
          <section key={field} className="card support-view" data-view={field}>
            <h3>{t(title)}</h3>
            {view === null ? <p className="empty">{t('support.state.none')}</p> : (
              <>
                {kind === 'wishlist' && <ListSummaryView view={view} />}
                {kind === 'loting' && <p>{lotingSummary(view)}</p>}
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
