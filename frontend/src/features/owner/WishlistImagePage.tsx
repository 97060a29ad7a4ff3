import { useState, type ChangeEvent } from 'react';
import { Link, useParams } from 'react-router';
import { t, type MessageKey, type SetThemeImageRequest } from '@wl/contracts';
import { describeError, statusOf } from '../../api/errors.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { Loading } from '../../ui/Loading.js';
import { usePageTitle } from '../../ui/hooks.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { ListNotFound } from '../../shared/ListNotFound.js';
import { CheckIcon } from '../../ui/icons.js';
import { BackIcon } from '../../shared/ownerIcons.js';
import {
  useGetThemeImagesQuery,
  useGetWishlistImageUrlQuery,
  useSetThemeImageMutation,
  useUploadWishlistImageMutation,
} from '../../api/listImagesApi.js';
import { PictureProblem, pictureProblemText, preparePng } from '../../shared/pngFile.js';

const imageProblemTexts: Partial<Record<string, MessageKey>> = { InvalidImage: 'image.error.invalid' };

/** `/{username}/image`: the list's picture, an own PNG or one of the theme pictures. */
export function WishlistImagePage() {
  const { username = '' } = useParams();
  usePageTitle(t('image.title'));
  const current = useGetWishlistImageUrlQuery(username);

  if (current.isLoading) return <Loading />;
  if (statusOf(current.error) === 404) return <ListNotFound username={username} />;
  if (current.error || !current.data) return <ApiErrorView error={current.error} onRetry={current.refetch} />;
  return <ImageChooser username={username} imageUrl={current.data.imageUrl} />;
}

function ImageChooser({ username, imageUrl }: { username: string; imageUrl: string | null }) {
  const themes = useGetThemeImagesQuery();
  const [upload, uploading] = useUploadWishlistImageMutation();
  const [setTheme, settingTheme] = useSetThemeImageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = uploading.isLoading || settingTheme.isLoading;

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    setNotice(null);
    try {
      await action();
      setNotice(t('image.saved'));
    } catch (error) {
      setFailure(
        error instanceof PictureProblem ? t(pictureProblemText(error)) : describeError(error, imageProblemTexts),
      );
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(async () => upload({ username, png: await preparePng(file) }).unwrap());
  };

  return (
    <section className="page image-page">
      <Link className="btn btn--link back-link" to={`/${username}`}>
        <BackIcon /> {t('owner.back_to_list')}
      </Link>
      <h1>{t('image.title')}</h1>

      <h2>{t('image.current')}</h2>
      {imageUrl ? (
        <img className="image-page__current" src={imageUrl} alt={t('image.current')} />
      ) : (
        <p className="empty">{t('image.none')}</p>
      )}

      <div className="field">
        <span className="field__label">{t('image.upload')}</span>
        <input
          id="wishlist-image-file"
          className="file-input"
          type="file"
          accept="image/*"
          onChange={choose}
          disabled={busy}
          aria-describedby="wishlist-image-hint"
        />
        <label
          htmlFor="wishlist-image-file"
          className="btn btn--primary image-page__upload"
          aria-disabled={busy || undefined}
        >
          {t('owner.image.choose')}
        </label>
        <p id="wishlist-image-hint" className="field__hint">
          {t('image.upload_hint')}
        </p>
      </div>
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <StatusNotice text={notice} />
      {busy && <Loading />}

      <h2>{t('image.themes')}</h2>
      {themes.isLoading ? (
        <Loading />
      ) : themes.error || !themes.data ? (
        <ApiErrorView error={themes.error} onRetry={themes.refetch} />
      ) : (
        <ul className="theme-grid">
          {themes.data.map((theme) => {
            const chosen = theme.url === imageUrl;
            return (
              <li key={theme.id}>
                <button
                  type="button"
                  className={chosen ? 'theme-grid__option theme-grid__option--chosen' : 'theme-grid__option'}
                  aria-pressed={chosen}
                  disabled={busy}
                  aria-label={t('image.theme_label', { name: theme.id })}
                  onClick={() =>
                    void run(() => setTheme({ id: theme.id as SetThemeImageRequest['id'], username }).unwrap())
                  }
                >
                  <img src={theme.url} alt="" loading="lazy" />
                  {chosen && (
                    <span className="theme-grid__check" aria-hidden="true">
                      <CheckIcon />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
