import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ListSearchQuery, t, type ListSearchAnswer, thumbnailUrl } from '@wl/contracts';
import { statusOf } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { GiftIcon } from '../../ui/icons.js';
import { Loading } from '../../ui/Loading.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { useDebounced, usePageTitle } from '../../ui/hooks.js';
import { useLazySearchListsQuery } from './listSearchApi.js';

const DEBOUNCE_MS = 500;

/** The query in the address; the history entry is replaced, so Back leaves the search instead of undoing letters. */
function useQueryInAddress(): [query: string, setQuery: (query: string) => void] {
  const [params, setParams] = useSearchParams();
  const setQuery = (query: string) => setParams(query ? { query } : {}, { replace: true, preventScrollReset: true });
  return [params.get('query') ?? '', setQuery];
}

/**
 * Live search for lists (spec 01 §4): searched 500 ms after the typing stops, a running search is aborted when the next
 * one starts, and the query lives in the address. States: initial, too short, loading, results (perhaps too many),
 * not found, no connection and error (both with retry).
 */
export function ListSearchPage() {
  usePageTitle(t('list_search.title'));
  const [addressQuery, setAddressQuery] = useQueryInAddress();
  const [input, setInput] = useState(addressQuery);
  // What this page last wrote into the address. Any other address (the menu link, Back) is followed by the box.
  const written = useRef(addressQuery);
  useEffect(() => {
    if (addressQuery === written.current) return;
    written.current = addressQuery;
    setInput(addressQuery);
  }, [addressQuery]);
  const settled = useDebounced(input, DEBOUNCE_MS).trim();
  const parsed = ListSearchQuery.safeParse({ query: settled });
  const query = parsed.success ? parsed.data.query : null;
  const [attempt, setAttempt] = useState(0);
  const [search, result] = useLazySearchListsQuery();
  const running = useRef<{ query: string; abort: () => void } | null>(null);
  const inputRef = useRef<HTMLDivElement>(null);

  // Once the typing stopped, the address follows the box.
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    setAddressQuery(settled);
    // setAddressQuery changes with every address; only a new settled query is written.
  }, [settled]);

  useEffect(() => {
    if (!query) return;
    const request = search(query);
    if (running.current && running.current.query !== query) running.current.abort();
    running.current = { query, abort: () => request.abort() };
  }, [query, attempt, search]);

  const reset = () => {
    setInput('');
    written.current = '';
    setAddressQuery('');
    inputRef.current?.querySelector('input')?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The search already runs as one types; on phones the keyboard may now go away.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };

  const current = query !== null && result.originalArgs === query;
  let outcome;
  if (!settled || !input.trim()) outcome = null;
  else if (!query) outcome = <p className="list-search__message">{t('validation.search.too_short')}</p>;
  else if (!current || result.isFetching) outcome = <Loading />;
  else if (result.error) outcome = <SearchFailed error={result.error} onRetry={() => setAttempt((n) => n + 1)} />;
  else if (result.currentData) outcome = <SearchResults query={query} answer={result.currentData} />;

  return (
    <section className="page list-search">
      <h1>{t('list_search.title')}</h1>
      <p>{t('list_search.intro')}</p>
      <form role="search" className="list-search__form" onSubmit={submit} noValidate>
        <div ref={inputRef} className="list-search__field">
          <TextField
            label={t('list_search.query')}
            type="search"
            name="query"
            autoComplete="off"
            autoCapitalize="none"
            enterKeyHint="search"
            spellCheck={false}
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
        </div>
        {input && (
          <Button className="list-search__reset" onClick={reset}>
            {t('list_search.reset')}
          </Button>
        )}
      </form>
      <div className="list-search__outcome" aria-live="polite">
        {outcome}
      </div>
    </section>
  );
}

function SearchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = statusOf(error);
  const noConnection = status === 'offline' || status === 404;
  return (
    <div className="list-search__failure" role="alert">
      <p>{t(noConnection ? 'error.no_connection_action' : 'error.something_went_wrong')}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('general.retry')}
      </Button>
    </div>
  );
}

function SearchResults({ query, answer: { totalCount, wishlists } }: { query: string; answer: ListSearchAnswer }) {
  if (wishlists.length === 0) {
    return (
      <div className="list-search__message">
        <p>
          <strong>{t('list_search.not_found', { query })}</strong>
        </p>
        <p className="form__note">{t('list_search.not_found_hint')}</p>
      </div>
    );
  }
  const tooMany = totalCount > wishlists.length;
  return (
    <>
      <p className={tooMany ? 'banner banner--warning' : 'list-search__message'}>
        {tooMany
          ? t('list_search.too_many', { count: wishlists.length })
          : totalCount === 1
            ? t('list_search.results.one')
            : t('list_search.results.other', { count: totalCount })}
      </p>
      <ul className="card-list search-results">
        {wishlists.map((list) => {
          const name = `${list.firstName} ${list.lastName}`.trim() || list.userName;
          return (
            <li key={list.id}>
              <SiteLink className="card card--link search-result" href={list.listUrl}>
                {list.illustration ? (
                  <img className="search-result__image" src={thumbnailUrl(list.illustration)} alt="" loading="lazy" />
                ) : (
                  <span className="search-result__image search-result__image--empty" aria-hidden="true">
                    <GiftIcon />
                  </span>
                )}
                <span className="search-result__text">
                  <span className="card__title">{name}</span>
                  <span className="card__meta search-result__address">{list.listUrlForDisplay}</span>
                  {list.city && <span className="card__meta">{list.city}</span>}
                </span>
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
