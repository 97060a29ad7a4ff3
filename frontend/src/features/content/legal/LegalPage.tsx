import { t } from '@wl/contracts';
import { NotFoundScreen } from '../../../shared/ErrorScreens.js';
import { usePageTitle } from '../../../ui/hooks.js';
import {
  aboutSafety,
  impressum,
  privacyStatement,
  termsOfUse,
  type LegalDocument,
  type LegalSite,
} from './legalContent.js';
import { ProseView } from './ProseView.js';
import { WithSiteConfig } from './WithSiteConfig.js';

type LegalText = (site: LegalSite) => LegalDocument;

function LegalPage({ text }: { text: LegalText }) {
  return <WithSiteConfig>{(site) => <LegalView document={text(site)} />}</WithSiteConfig>;
}

function LegalView({ document }: { document: LegalDocument }) {
  usePageTitle(t(document.title));
  return (
    <article className="page legal" lang={document.lang}>
      <h1>{t(document.title)}</h1>
      {document.version && <p className="legal__version">{t('legal.version', { date: document.version })}</p>}
      <ProseView prose={document.intro} />
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <ProseView prose={section.body} />
        </section>
      ))}
      {document.closing && <ProseView prose={document.closing} />}
    </article>
  );
}

export const TermsPage = () => <LegalPage text={termsOfUse} />;
export const PrivacyPage = () => <LegalPage text={privacyStatement} />;
export const SafetyPage = () => <LegalPage text={aboutSafety} />;
/** Routed only with the impressum switch (spec 02 §2.9, `legalRoutes.tsx`), which the configuration allows only with the company's details. */
export const ImpressumPage = () => (
  <WithSiteConfig>
    {({ company }) => (company ? <LegalView document={impressum(company)} /> : <NotFoundScreen />)}
  </WithSiteConfig>
);
