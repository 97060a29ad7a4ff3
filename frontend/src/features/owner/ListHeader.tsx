import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { t, type OwnerWishlist } from '@wl/contracts';
import { useContractSchemas } from '../../api/lazySchemas.js';
import { Button } from '../../ui/Button.js';
import { Loading } from '../../ui/Loading.js';
import { CoOwnerAvatars } from '../../shared/CoOwnerAvatars.js';
import { fieldErrors } from '../../ui/validation.js';
import { InlineEdit } from './InlineEdit.js';
import { occasionText } from '../../shared/occasions.js';
import { ImageIcon, PencilIcon } from '../../shared/ownerIcons.js';
import { useUpdateDescriptionMutation, useUpdateTitleMutation } from '../../api/listSettingsApi.js';

/** The first error of one field of a list edit, or null. */
function errorOf(parsed: Parameters<typeof fieldErrors>[0], field: string): string | null {
  return fieldErrors(parsed)[field] ?? null;
}

const OccasionModal = lazy(() => import('./OccasionModal.js').then((m) => ({ default: m.OccasionModal })));

/** The owner's list header: picture, title and description (click to edit), name and occasion. */
export function ListHeader({ wishlist }: { wishlist: OwnerWishlist }) {
  const [editingOccasion, setEditingOccasion] = useState(false);
  const schemas = useContractSchemas();
  const [updateTitle] = useUpdateTitleMutation();
  const [updateDescription] = useUpdateDescriptionMutation();
  const { privateGuid } = wishlist;
  const fullName = `${wishlist.firstName} ${wishlist.lastName}`;

  return (
    <header className="wishlist__header owner-header">
      <Link
        className={wishlist.imageUrl ? 'owner-header__image' : 'owner-header__image owner-header__image--empty'}
        to={`/${wishlist.username}/image`}
        aria-label={wishlist.imageUrl ? t('owner.image.change') : undefined}
      >
        {wishlist.imageUrl ? (
          <img src={wishlist.imageUrl} alt="" fetchPriority="high" />
        ) : (
          <span className="owner-header__placeholder">
            <ImageIcon /> {t('owner.image.choose')}
          </span>
        )}
        {wishlist.imageUrl && (
          <span className="owner-header__image-edit" aria-hidden="true">
            <PencilIcon />
          </span>
        )}
      </Link>

      <InlineEdit
        label={t('owner.title.label')}
        hint={t('owner.title.hint')}
        value={wishlist.title}
        validate={(title) => schemas && errorOf(schemas.UpdateTitleRequest.safeParse({ privateGuid, title }), 'title')}
        onSave={(title) => updateTitle({ privateGuid, title }).unwrap()}
      >
        {(start, triggerRef) => (
          <h1 className="owner-header__title">
            <button ref={triggerRef} type="button" className="inline-edit__trigger" onClick={start}>
              <span>{wishlist.title || fullName}</span>
              <PencilIcon />
              <span className="visually-hidden"> {t('owner.title.edit')}</span>
            </button>
          </h1>
        )}
      </InlineEdit>
      {wishlist.title && <p className="wishlist__owner">{fullName}</p>}
      <CoOwnerAvatars wishlist={wishlist} />

      <p className="owner-header__occasion">
        {wishlist.occasion ? (
          <button
            type="button"
            className="inline-edit__trigger inline-edit__trigger--small"
            onClick={() => setEditingOccasion(true)}
            aria-label={`${t('owner.occasion.edit')}: ${occasionText(wishlist)}`}
          >
            <span>{occasionText(wishlist)}</span>
            <PencilIcon />
          </button>
        ) : (
          <Button variant="link" onClick={() => setEditingOccasion(true)}>
            {t('owner.occasion.add')}
          </Button>
        )}
      </p>

      <InlineEdit
        label={t('owner.description.label')}
        value={wishlist.description}
        multiline
        validate={(description) =>
          schemas && errorOf(schemas.UpdateDescriptionRequest.safeParse({ privateGuid, description }), 'description')
        }
        onSave={(description) => updateDescription({ privateGuid, description }).unwrap()}
      >
        {(start, triggerRef) =>
          wishlist.description ? (
            <div className="wishlist__description">
              <button
                ref={triggerRef}
                type="button"
                className="inline-edit__trigger inline-edit__trigger--text"
                onClick={start}
              >
                <span>{wishlist.description}</span>
                <PencilIcon />
                <span className="visually-hidden"> {t('owner.description.edit')}</span>
              </button>
            </div>
          ) : (
            <button ref={triggerRef} type="button" className="btn btn--link" onClick={start}>
              {t('owner.description.add')}
            </button>
          )
        }
      </InlineEdit>

      {editingOccasion && (
        <Suspense fallback={<Loading />}>
          <OccasionModal wishlist={wishlist} onClose={() => setEditingOccasion(false)} />
        </Suspense>
      )}
    </header>
  );
}
