import { Link } from 'react-router';
import { proseParts, type Prose } from './prose.js';

/** Paragraphs with their links: a path of this site stays in the app, other addresses are normal links. */
export function ProseView({ prose }: { prose: Prose }) {
  return prose.map((paragraph, index) => (
    <p key={index}>
      {proseParts(paragraph).map((part, partIndex) =>
        !part.href ? (
          part.text
        ) : part.href.startsWith('/') ? (
          <Link key={partIndex} to={part.href}>
            {part.text}
          </Link>
        ) : (
          <a key={partIndex} href={part.href}>
            {part.text}
          </a>
        ),
      )}
    </p>
  ));
}
