import { useState } from 'react';
import { t, thumbnailUrl } from '@wl/contracts';
import { LinkIcon } from './icons.js';
import { ImagePopout } from './ImagePopout.js';

type GiftContentProps = {
  description: string;
  uri: string | null;
  uriDisplayText?: string | null;
  imageUrl?: string | null;
};

function hostOf(uri: string): string {
  try {
    return new URL(uri).hostname.replace(/^www\./, '');
  } catch {
    return uri;
  }
}

/** A gift's picture (a click shows it larger), description and shop link, as every list shows it. */
export function GiftContent({ description, uri, uriDisplayText, imageUrl }: GiftContentProps) {
  const [popout, setPopout] = useState(false);
  return (
    <div className="gift-content">
      {imageUrl && (
        <button type="button" className="gift-content__image-button" onClick={() => setPopout(true)}
          aria-label={t('image.popout.open', { description })}>
          <img className="gift-content__image" src={thumbnailUrl(imageUrl)} alt="" loading="lazy" />
        </button>
      )}
      {popout && imageUrl && <ImagePopout src={imageUrl} description={description} onClose={() => setPopout(false)} />}
      <div className="gift-content__text">
        <span className="gift-content__description">{description}</span>
        {uri && (
          <a className="gift-content__link" href={uri} target="_blank" rel="noopener noreferrer">
            <LinkIcon /> {uriDisplayText || hostOf(uri)}
          </a>
        )}
      </div>
    </div>
  );
}
