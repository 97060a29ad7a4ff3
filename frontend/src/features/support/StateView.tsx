import type { ReactNode } from 'react';
import {
  SupportGiftState,
  SupportLotingState,
  SupportWishlistState,
  t,
  type OwnerWishlist,
  type SupportState,
  type VisitorWishlist,
} from '@wl/contracts';
import { JsonView } from './JsonView.js';
import { giftSummary, listSummary, lotingSummary } from './supportFormat.js';

/** A state answer by its kind (contracts/src/support.ts): each view as a readable summary with its raw JSON underneath. */
export function StateView({ kind, state }: { kind: SupportState['kind']; state: unknown }) {
  return (
    <div className="support-views">
      {kind === 'wishlist' ? (
        <WishlistStateView state={state} />
      ) : kind === 'gift' ? (
        <GiftStateView state={state} />
      ) : (
        <LotingStateView state={state} />
      )}
    </div>
  );
}

function WishlistStateView({ state }: { state: unknown }) {
  const parsed = SupportWishlistState.safeParse(state);
  if (!parsed.success) return <Unreadable state={state} />;
  const { ownerView, visitorView } = parsed.data;
  return (
    <>
      <ViewCard name="ownerView" title={t('support.state.owner_view')} raw={ownerView}>
        {ownerView ? <ListSummaryView view={ownerView} /> : <p className="empty">{t('support.state.none')}</p>}
      </ViewCard>
      <ViewCard name="visitorView" title={t('support.state.visitor_view')} raw={visitorView}>
        {visitorView ? <ListSummaryView view={visitorView} /> : <p className="empty">{t('support.state.none')}</p>}
      </ViewCard>
    </>
  );
}

function GiftStateView({ state }: { state: unknown }) {
  const parsed = SupportGiftState.safeParse(state);
  if (!parsed.success) return <Unreadable state={state} />;
  return (
    <ViewCard name="crossOff" title={t('support.state.cross_off')} raw={parsed.data}>
      <p className="support-view__title">{giftSummary(parsed.data)}</p>
    </ViewCard>
  );
}

/** A draw's organizer view, or its status when it has none (not drawn yet, deleted); never a pair. */
function LotingStateView({ state }: { state: unknown }) {
  const parsed = SupportLotingState.safeParse(state);
  if (!parsed.success) return <Unreadable state={state} />;
  const { status, organizerView } = parsed.data;
  return (
    <ViewCard name="organizerView" title={t('support.state.organizer_view')} raw={organizerView}>
      <p className="support-view__title">
        {organizerView ? lotingSummary(organizerView) : t(`support.state.loting.${status}`)}
      </p>
    </ViewCard>
  );
}

/** An answer of another shape than the contract's (a newer server): its raw JSON is still the truth. */
function Unreadable({ state }: { state: unknown }) {
  return (
    <ViewCard name="unreadable" title={t('support.state.raw')} raw={null}>
      <p className="form__note">{t('support.state.unreadable')}</p>
      <JsonView value={state} />
    </ViewCard>
  );
}

function ViewCard({ name, title, raw, children }: { name: string; title: string; raw: unknown; children: ReactNode }) {
  return (
    <section className="card support-view" data-view={name}>
      <h3>{title}</h3>
      {children}
      {raw !== null && (
        <details>
          <summary>{t('support.state.raw')}</summary>
          <JsonView value={raw} />
        </details>
      )}
    </section>
  );
}

function ListSummaryView({ view }: { view: OwnerWishlist | VisitorWishlist }) {
  const summary = listSummary(view);
  return (
    <>
      <p className="support-view__title">{summary.title}</p>
      {summary.categories.map((category, index) => (
        <div key={index} className="support-view__category">
          <h4>
            {category.name}{' '}
            <small className="card__meta">
              {t('support.state.gifts', { count: category.gifts.length, crossedOff: category.crossedOff })}
            </small>
          </h4>
          <ul>
            {category.gifts.map((gift, giftIndex) => (
              <li key={giftIndex}>
                {gift.description}
                {gift.isCrossedOff && (
                  <>
                    {' '}
                    <span className="support-badge support-badge--crossed">{t('support.state.crossed_off')}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="card__meta">{t('support.state.forum', { count: summary.forumCount })}</p>
    </>
  );
}
