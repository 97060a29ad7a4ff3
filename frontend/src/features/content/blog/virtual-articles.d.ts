/** The blog articles, rendered from Markdown at build time by `frontend/build/blog-articles.ts`. */
declare module 'virtual:blog-articles' {
  const articles: import('../../../../build/blog-articles.js').BlogArticle[];
  export default articles;
}
