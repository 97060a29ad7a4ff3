import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { t, type MessageKey } from '@wl/contracts';
import { usePageTitle } from '../../ui/hooks.js';
import { WIZARD_START } from '../../shared/lotPaths.js';
import { useSiteSwitch } from '../../api/siteConfigApi.js';
import { LandingFigures } from './LandingFigures.js';
import { landingPictures, type LandingPicture } from './landingPictures.js';

const CREATE_ACCOUNT = '/account/create';

type Feature = { title: MessageKey; text: MessageKey; alt: MessageKey; picture: LandingPicture; lots?: true };

const features: Feature[] = [
  { title: 'landing.list.title', text: 'landing.list.text', alt: 'landing.list.alt', picture: landingPictures.list },
  {
    title: 'landing.crossoff.title',
    text: 'landing.crossoff.text',
    alt: 'landing.crossoff.alt',
    picture: landingPictures.crossoff,
  },
  {
    title: 'landing.surprise.title',
    text: 'landing.surprise.text',
    alt: 'landing.surprise.alt',
    picture: landingPictures.surprise,
  },
  {
    title: 'landing.lots.title',
    text: 'landing.lots.text',
    alt: 'landing.lots.alt',
    picture: landingPictures.lot,
    lots: true,
  },
];

/**
 * The site root for visitors who are not logged in (docs/landing.md): on a phone the headline and both ways in (make a
 * list, draw lots) above the fold, then the figures and one short section per thing the site does, each with a picture
 * of the real product. Without the lots switch the lots button and section are not there.
 */
export function LandingPage() {
  usePageTitle(null);
  const drawsLots = useSiteSwitch('drawLotsEnabled');
  return (
    <div className="landing">
      <section className="landing__hero">
        <h1>{t('landing.title')}</h1>
        <p className="landing__text">{t('landing.text')}</p>
        <div className="landing__actions">
          <Link className="btn btn--primary" to={CREATE_ACCOUNT}>
            {t('landing.create')}
          </Link>
          {drawsLots && (
            <Link className="btn btn--secondary" to={WIZARD_START}>
              {t('landing.lots')}
            </Link>
          )}
        </div>
        <p className="landing__login">
          <Link to="/account/login">{t('landing.login')}</Link>
        </p>
      </section>
      <LandingFigures />
      {features
        .filter((feature) => drawsLots || !feature.lots)
        .map((feature, index) => (
          <FeatureSection key={feature.title} feature={feature} eager={index === 0}>
            {feature.lots && (
              <Link className="btn btn--secondary" to={WIZARD_START}>
                {t('landing.lots')}
              </Link>
            )}
          </FeatureSection>
        ))}
      <section className="landing__end">
        <h2>{t('landing.end.title')}</h2>
        <p>{t('landing.end.text')}</p>
        <Link className="btn btn--primary" to={CREATE_ACCOUNT}>
          {t('landing.create')}
        </Link>
      </section>
    </div>
  );
}

/**
 * A section with its picture. Width and height give the picture its room before it loads (no layout shift); pictures
 * load when scrolled near, except the first (`eager`): the largest paint on a desktop, just below a phone's first screen.
 */
function FeatureSection({ feature, eager, children }: { feature: Feature; eager: boolean; children?: ReactNode }) {
  const headingId = useId();
  const { src, width, height } = feature.picture;
  return (
    <section className="landing__feature" aria-labelledby={headingId}>
      <div className="landing__feature-text">
        <h2 id={headingId}>{t(feature.title)}</h2>
        <p>{t(feature.text)}</p>
        {children}
      </div>
      <img
        className="landing__picture"
        src={src}
        width={width}
        height={height}
        alt={t(feature.alt)}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </section>
  );
}
