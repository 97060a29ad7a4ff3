import { Link, useParams } from 'react-router';
import { t } from '@wl/contracts';
import { NotFoundScreen } from '../../../shared/ErrorScreens.js';
import { usePageTitle } from '../../../ui/hooks.js';
import { useArticles } from './articles.js';
import { BlogPager } from './BlogPager.js';

/** `/blog/{slug}`: one article of the site's variant and the pager through the others; any other slug is not found. */
export function BlogArticlePage() {
  const articles = useArticles();
  const { slug } = useParams();
  const index = articles.findIndex((article) => article.slug === slug);
  const article = articles[index];
  usePageTitle(article?.title ?? t('error.not_found.title'));
  if (!article) return <NotFoundScreen />;
  return (
    <article className="page blog">
      <p className="page-kicker">
        <Link to="/blog">{t('blog.back_to_index')}</Link>
      </p>
      <h1>{article.title}</h1>
      <p className="blog__subtitle">{article.subtitle}</p>
      <img className="blog__image" src={article.image} alt="" width={640} height={320} />
      <p className="blog__intro">{article.intro}</p>
      {/* Rendered at build time from the repo's own Markdown, raw HTML escaped (frontend/build/blog-articles.ts). */}
      <div className="blog__body" dangerouslySetInnerHTML={{ __html: article.html }} />
      <BlogPager slugs={articles.map((each) => each.slug)} current={index + 1} />
    </article>
  );
}
