import { LinkIcon } from './icons.js';

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

/** A gift's picture, description and shop link, as every list shows it. */
export function GiftContent({ description, uri, uriDisplayText, imageUrl }: GiftContentProps) {
  return (
    <div className="gift-content">
      {imageUrl && <img className="gift-content__image" src={imageUrl} alt="" loading="lazy" />}
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
