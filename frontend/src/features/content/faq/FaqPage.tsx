import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { t, type SiteConfig } from '@wl/contracts';
import { usePageTitle } from '../../../ui/hooks.js';
import { ProseView } from '../legal/ProseView.js';
import { WithSiteConfig } from '../legal/WithSiteConfig.js';
import { faqSections, type FaqItem } from './faqContent.js';
import { filterFaq } from './faqFilter.js';

export function FaqPage() {
  usePageTitle(t('faq.title'));
  return <WithSiteConfig>{(site) => <Faq site={site} />}</WithSiteConfig>;
}

function Faq({ site }: { site: SiteConfig }) {
  const sections = useMemo(() => faqSections(site), [site]);
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const filtered = filterFaq(sections, query);
  const shown = filtered ?? sections;
  const count = shown.reduce((sum, section) => sum + section.items.length, 0);

  const search = (next: string) => {
    setQuery(next);
    // Matching items open by themselves; clearing the search folds everything up again.
    setOpened(new Set(filterFaq(sections, next)?.flatMap((section) => section.items.map((item) => item.id))));
  };
  const toggle = (id: string) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section className="page faq">
      <h1>{t('faq.title')}</h1>
      <p>{t('faq.intro', { product: site.product })}</p>
      <div className="field faq__search">
        <label htmlFor="faq-search">{t('faq.search')}</label>
        <input
          id="faq-search"
          type="search"
          value={query}
          onChange={(event) => search(event.target.value)}
          aria-describedby="faq-count"
          autoComplete="off"
        />
      </div>
      <p id="faq-count" className="form__note" role="status" aria-live="polite">
        {filtered === null
          ? ''
          : count === 0
            ? t('faq.none')
            : t(count === 1 ? 'faq.count_one' : 'faq.count', { count })}
      </p>
      {shown.map((section) => (
        <section key={section.id} className="faq__section" aria-labelledby={`faq-${section.id}`}>
          <h2 id={`faq-${section.id}`}>{t(section.title, { product: site.product })}</h2>
          {section.items.map((item) => (
            <FaqEntry key={item.id} item={item} open={opened.has(item.id)} onToggle={() => toggle(item.id)} />
          ))}
        </section>
      ))}
      <p className="faq__more">
        {t('faq.more')} <Link to="/contact">{t('faq.contact')}</Link>
      </p>
    </section>
  );
}

function FaqEntry({ item, open, onToggle }: { item: FaqItem; open: boolean; onToggle: () => void }) {
  const panel = `faq-answer-${item.id}`;
  return (
    <div className="faq__item">
      <h3>
        <button type="button" className="faq__question" aria-expanded={open} aria-controls={panel} onClick={onToggle}>
          {item.question}
        </button>
      </h3>
      <div id={panel} className="faq__answer" hidden={!open}>
        <ProseView prose={item.answer} />
      </div>
    </div>
  );
}
