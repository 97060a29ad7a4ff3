import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siteConfigApi } from '../api/siteConfigApi.js';

const builtIn = { terms: '/voorwaarden/gebruiksvoorwaarden', privacy: '/voorwaarden/privacy' } as const;

/** A link to the terms or the privacy statement: the configured address in a new tab when there is one, else our own page. */
export function LegalLink({ page, children }: { page: keyof typeof builtIn; children: ReactNode }) {
  const config = siteConfigApi.useGetSiteConfigQuery().data;
  const configured = page === 'terms' ? config?.termsUrl : config?.privacyUrl;
  if (configured)
    return (
      <a href={configured} target="_blank" rel="noopener">
        {children}
      </a>
    );
  return <Link to={builtIn[page]}>{children}</Link>;
}
