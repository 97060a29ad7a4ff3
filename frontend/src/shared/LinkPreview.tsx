import { type LinkPreview as Preview, t } from '@wl/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../ui/Button.js';
import { useLinkPreviewQuery } from '../api/linkPreviewApi.js';

type LinkPreviewProps = {
  /** The link to preview (set when the owner pastes or leaves the field); nothing is shown for anything but http(s). */
  link: string | null;
  /** Whether the gift has no description yet, so the page's title may become it. */
  canUseTitle: boolean;
  /** The picture the gift has taken from a preview, if any (its button goes then). */
  imageInUse: string | null;
  onUseTitle: (title: string) => void;
  onUseImage: (imageUrl: string) => void;
  /** A preview arrived: its `sanitizedUrl` is the link without tracking parameters. */
  onPreview: (preview: Preview) => void;
};

const isWebLink = (link: string | null): link is string =>
  link !== null && /^https?:\/\//i.test(link) && URL.canParse(link);

/**
 * A small card with the page behind a shop link: picture, title and site. A preview is optional: while it loads it
 * says so, and when there is none (or the call fails) it says that quietly, never as an error.
 */
export function LinkPreview({ link, onPreview, ...card }: LinkPreviewProps) {
  const previewable = isWebLink(link);
  const { data, isFetching, isError } = useLinkPreviewQuery(previewable ? link : '', { skip: !previewable });
  useEffect(() => {
    if (data) onPreview(data);
    // Once per preview: the form's callback changes with every keystroke.
  }, [data]);
  if (!previewable) return null;
  return (
    <section className="link-preview" aria-label={t('link_preview.label')}>
      {isFetching ? (
        <p className="link-preview__status" role="status">
          {t('link_preview.loading')}
        </p>
      ) : isError || !data ? (
        <p className="link-preview__status" role="status">
          {t('link_preview.none')}
        </p>
      ) : (
        <PreviewCard key={data.sanitizedUrl} preview={data} {...card} />
      )}
    </section>
  );
}

type PreviewCardProps = Omit<LinkPreviewProps, 'link' | 'onPreview'> & { preview: Preview };

function PreviewCard({ preview, canUseTitle, imageInUse, onUseTitle, onUseImage }: PreviewCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const [iconFailed, setIconFailed] = useState(false);
  const image = imageFailed ? null : preview.imageForDisplay;
  return (
    <div className="link-preview__card">
      {image ? (
        <img
          className="link-preview__image"
          src={image}
          alt={t('link_preview.image_alt', { site: preview.urlDisplayText })}
          referrerPolicy="no-referrer"
          onError={() => setImageFailed(true)}
        />
      ) : (
        <div className="link-preview__image link-preview__image--none">{t('link_preview.no_image')}</div>
      )}
      <div className="link-preview__text">
        {preview.title && <p className="link-preview__title">{preview.title}</p>}
        <p className="link-preview__site">
          {preview.faviconSite && !iconFailed && (
            <img
              className="link-preview__icon"
              src={preview.faviconSite}
              alt=""
              referrerPolicy="no-referrer"
              onError={() => setIconFailed(true)}
            />
          )}
          {preview.urlDisplayText}
        </p>
        <div className="link-preview__actions">
          {canUseTitle && preview.title && (
            <Button variant="link" onClick={() => onUseTitle(preview.title!)}>
              {t('link_preview.use_title')}
            </Button>
          )}
          {image && image !== imageInUse && (
            <Button variant="link" onClick={() => onUseImage(image)}>
              {t('link_preview.use_image')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
