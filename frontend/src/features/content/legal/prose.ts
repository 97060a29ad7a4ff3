/** Paragraphs of a content page; `[text](href)` inside one is a link (a path of this site, `mailto:` or `https:`). */
export type Prose = readonly string[];

export type ProsePart = { text: string; href?: string };

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A paragraph as text and links, in order. */
export function proseParts(paragraph: string): ProsePart[] {
  const parts: ProsePart[] = [];
  let at = 0;
  for (const match of paragraph.matchAll(linkPattern)) {
    if (match.index > at) parts.push({ text: paragraph.slice(at, match.index) });
    parts.push({ text: match[1]!, href: match[2]! });
    at = match.index + match[0].length;
  }
  if (at < paragraph.length) parts.push({ text: paragraph.slice(at) });
  return parts;
}

/** What a reader sees of the paragraphs: the links' words without their addresses. */
export function proseText(prose: Prose): string {
  return prose
    .map((paragraph) =>
      proseParts(paragraph)
        .map((part) => part.text)
        .join(''),
    )
    .join(' ');
}
