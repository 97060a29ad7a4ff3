import { useEffect, useRef, useState } from 'react';
import { t, thumbnailUrl } from '@wl/contracts';
import { LinkIcon } from './icons.js';
import { ImagePopout } from './ImagePopout.js';

type GiftContentProps = {
  description: string;
  uri: string | null;
  uriDisplayText?: string | null;
  imageUrl?: string | null;
  /** A product gift keeps its picture's place: a neutral square when the shop's picture is missing or does not load. */
  placeholder?: boolean;
};

function hostOf(uri: string): string {
  try {
    return new URL(uri).hostname.replace(/^www\./, '');
  } catch {
    return uri;
  }
}

/**
 * A gift's picture (a click shows it larger), description and shop link, as every list shows it. A shop's picture is
 * loaded without a referrer (docs/products.md).
 */
export function GiftContent({
  description,
  uri,
  uriDisplayText,
  imageUrl: givenUrl,
  placeholder = false,
}: GiftContentProps) {
  const [popout, setPopout] = useState(false);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageUrl = givenUrl === failedUrl ? null : givenUrl;
  const image = useRef<HTMLImageElement>(null);
  // On a page the server rendered, a picture can fail before the page is hydrated: its error came before React listened.
  useEffect(() => {
    const shown = image.current;
    if (imageUrl && shown?.complete && shown.naturalWidth === 0) setFailedUrl(imageUrl);
  }, [imageUrl]);
  return (
    <div className="gift-content">
      {!imageUrl && placeholder && <span className="gift-content__image product-image--none" aria-hidden="true" />}
      {imageUrl && (
        <button
          type="button"
          className="gift-content__image-button"
          onClick={() => setPopout(true)}
          aria-label={t('image.popout.open', { description })}
        >
          <img
            ref={image}
            className="gift-content__image"
            src={thumbnailUrl(imageUrl)}
            alt=""
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setFailedUrl(imageUrl)}
          />
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
