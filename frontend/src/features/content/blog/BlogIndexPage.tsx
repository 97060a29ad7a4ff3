import { Link } from 'react-router';
import { t } from '@wl/contracts';
import { usePageTitle } from '../../../ui/hooks.js';
import { useArticles } from './articles.js';

/** `/blog`: 'Onze verhalen', the published articles of the site's country variant. */
export function BlogIndexPage() {
  usePageTitle(t('blog.index.title'));
  const articles = useArticles();
  return (
    <section className="page blog">
      <h1>{t('blog.index.title')}</h1>
      <p>{t('blog.index.intro')}</p>
      {articles.length === 0 ? (
        <p>{t('blog.index.empty')}</p>
      ) : (
        <ul className="blog__list">
          {articles.map((article) => (
            <li key={article.slug} className="card blog__teaser">
              <img className="blog__image" src={article.image} alt="" width={640} height={320} />
              <h2 className="blog__teaser-title">{article.title}</h2>
              <p className="blog__subtitle">{article.subtitle}</p>
              <p>{article.intro}</p>
              <Link to={`/blog/${article.slug}`}>
                {t('blog.read_more')}
                <span className="visually-hidden"> {t('blog.read_more.about', { title: article.title })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
