import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** The front matter of a blog article (spec 02 §3: slug, title, subtitle, intro, image, published, sites). */
const FrontMatter = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  subtitle: z.string().min(1),
  intro: z.string().min(1),
  image: z.string().regex(/^\/blog\/[\w-]+\.svg$/),
  published: z.boolean(),
  sites: z.array(z.enum(['nl-BE', 'nl-NL'])).min(1),
  /** The place in the index and the pager; each variant's articles count 1, 2, 3, … */
  position: z.number().int().positive(),
});

export type BlogArticle = Omit<z.infer<typeof FrontMatter>, 'published'> & { html: string };

/**
 * Articles are repo content, written by the team, so their Markdown is trusted; still, raw HTML in it is escaped
 * rather than passed on, so an article can never carry a script or a style the page did not ask for.
 */
const markdown = new Marked(
  { gfm: true },
  {
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) =>
        text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    },
  },
);

function readArticle(file: string): z.infer<typeof FrontMatter> & { html: string } {
  const source = readFileSync(file, 'utf8');
  const parts = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!parts) throw new Error(`${file}: an article starts with front matter between --- lines`);
  const front = FrontMatter.safeParse(parseYaml(parts[1]!));
  if (!front.success) throw new Error(`${file}: ${z.prettifyError(front.error)}`);
  return { ...front.data, html: markdown.parse(parts[2]!, { async: false }) };
}

/** The published articles in `dir`, in pager order; throws on bad front matter or two articles in one place. */
export function readArticles(dir: string): BlogArticle[] {
  const articles = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readArticle(join(dir, name)));
  const published = articles.filter((article) => article.published).map(({ published: _, ...article }) => article);
  const taken = new Set<string>();
  for (const article of published) {
    for (const site of article.sites) {
      for (const key of [`${site} slug ${article.slug}`, `${site} position ${article.position}`]) {
        if (taken.has(key)) throw new Error(`blog: two published articles share ${key}`);
        taken.add(key);
      }
    }
  }
  return published.sort((a, b) => a.position - b.position);
}

const moduleId = 'virtual:blog-articles';

/** `import articles from 'virtual:blog-articles'`: the articles rendered to HTML at build time; no Markdown reaches the browser. */
export function blogArticles(dir: string): Plugin {
  return {
    name: 'blog-articles',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : null),
    load(id) {
      if (id !== `\0${moduleId}`) return null;
      this.addWatchFile(dir);
      for (const name of readdirSync(dir)) this.addWatchFile(join(dir, name));
      return `export default ${JSON.stringify(readArticles(dir))};`;
    },
  };
}
