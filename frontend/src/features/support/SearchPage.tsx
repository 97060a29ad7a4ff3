import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t, type SupportSubject } from '@wl/contracts';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { Loading } from '../../ui/Loading.js';
import { usePageTitle } from '../../ui/hooks.js';
import { CallError } from './CallError.js';
import { useFindSubjectsQuery } from './supportApi.js';
import { subjectPath } from './supportPaths.js';

/** One box for an e-mail address, a username or any guid; the query lives in the address, so back returns to it. */
export function SearchPage() {
  usePageTitle(t('support.search.title'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const found = useFindSubjectsQuery(q, { skip: !q, refetchOnMountOrArgChange: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setParams({ q: text.trim() });
  };

  return (
    <section className="page support-page">
      <h1>{t('support.search.title')}</h1>
      <p className="form__note">{t('support.search.intro')}</p>
      <form role="search" className="support-search" onSubmit={submit}>
        <TextField
          label={t('support.search.label')}
          type="search"
          name="q"
          value={text}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary">
          {t('support.search.submit')}
        </Button>
      </form>
      {q &&
        (found.isFetching ? (
          <Loading />
        ) : found.error ? (
          <CallError error={found.error} onRetry={found.refetch} />
        ) : (
          found.data &&
          (found.data.subjects.length === 0 ? (
            <p className="empty" role="status">
              {t('support.search.empty', { q })}
            </p>
          ) : (
            <>
              <h2 className="visually-hidden">{t('support.search.results')}</h2>
              <ul className="card-list">
                {found.data.subjects.map((subject) => (
                  <SubjectCard key={`${subject.kind}-${subject.id}`} subject={subject} />
                ))}
              </ul>
            </>
          ))
        ))}
    </section>
  );
}

function SubjectCard({ subject }: { subject: SupportSubject }) {
  return (
    <li>
      <Link className="card card--link" to={subjectPath(subject)}>
        <span className="page-kicker">{t(`support.kind.${subject.kind}`)}</span>
        <span className="card__title">{subject.label || t('support.label.erased')}</span>
        {subject.detail && <span className="card__meta">{subject.detail}</span>}
        <span className="card__meta support-id">{subject.id}</span>
      </Link>
    </li>
  );
}
