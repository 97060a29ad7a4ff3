import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link to an address the server gave: inside the app when it points at this site, else a normal link. */
export function SiteLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const url = new URL(href, window.location.origin);
  return url.origin === window.location.origin ? (
    <Link className={className} to={url.pathname + url.search + url.hash}>
      {children}
    </Link>
  ) : (
    <a className={className} href={href}>
      {children}
    </a>
  );
}
