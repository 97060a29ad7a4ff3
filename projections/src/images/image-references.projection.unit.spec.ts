import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { IMAGE_REFERENCES, imageReferencesProjection, IMAGES } from './image-references.projection.js';

const given = projectionSpec(imageReferencesProjection);
/** The stored pictures the events talk about, as the upload put them there. */
const withPictures = (...events: Parameters<typeof given>) =>
  ['img-1', 'img-2', 'img-3'].reduce((spec, id) => spec.storing(IMAGES, id, { imageId: id }), given(...events));

describe('image references projection', () => {
  it('references the picture of a new gift and of the list', async () => {
    expect(
      await withPictures(gift('created', 'gift-1', 'img-1'), listImage('img-2')).documents(IMAGE_REFERENCES),
    ).toEqual([
      { imageId: 'img-1', wishlistId: 'list-1', giftId: 'gift-1' },
      { imageId: 'img-2', wishlistId: 'list-1', giftId: null },
    ]);
  });

  it('references nothing for a gift without a picture or with a theme picture for the list', async () => {
    const theme = opened('WishlistImageChanged', { wishlistId: 'list-1', imageId: null, themeId: 'theme-1' });
    expect(await withPictures(gift('created', 'gift-1', null), theme).documents(IMAGE_REFERENCES)).toEqual([]);
  });

  it('releases a replaced gift picture: its reference and the stored picture go', async () => {
    const spec = () => withPictures(gift('created', 'gift-1', 'img-1'), gift('updated', 'gift-1', 'img-2'));
    expect(await spec().documents(IMAGE_REFERENCES)).toEqual([
      { imageId: 'img-2', wishlistId: 'list-1', giftId: 'gift-1' },
    ]);
    expect(await spec().documents(IMAGES)).toEqual([{ imageId: 'img-2' }, { imageId: 'img-3' }]);
  });

  it('keeps the picture of a gift updated without changing it', async () => {
    expect(
      await withPictures(gift('created', 'gift-1', 'img-1'), gift('updated', 'gift-1', 'img-1')).documents(IMAGES),
    ).toHaveLength(3);
  });

  it('releases a removed gift picture and the picture of a deleted gift', async () => {
    const removed = () => withPictures(gift('created', 'gift-1', 'img-1'), gift('updated', 'gift-1', null));
    expect(await removed().documents(IMAGE_REFERENCES)).toEqual([]);
    expect(await removed().document(IMAGES, 'img-1')).toBeNull();
    const deleted = () =>
      withPictures(
        gift('created', 'gift-1', 'img-1'),
        gift('created', 'gift-2', 'img-2'),
        opened('GiftDeleted', { giftId: 'gift-1', wishlistId: 'list-1' }),
      );
    expect(await deleted().documents(IMAGE_REFERENCES)).toEqual([
      { imageId: 'img-2', wishlistId: 'list-1', giftId: 'gift-2' },
    ]);
    expect(await deleted().document(IMAGES, 'img-1')).toBeNull();
  });

  it('releases a replaced or removed list picture', async () => {
    const replaced = () => withPictures(listImage('img-1'), listImage('img-2'));
    expect(await replaced().documents(IMAGE_REFERENCES)).toEqual([
      { imageId: 'img-2', wishlistId: 'list-1', giftId: null },
    ]);
    expect(await replaced().document(IMAGES, 'img-1')).toBeNull();
    expect(await withPictures(listImage('img-1'), listImage(null)).documents(IMAGE_REFERENCES)).toEqual([]);
  });

  it('moves a gift\u2019s picture with the gift, so deleting the old list no longer releases it', async () => {
    const moved = opened('GiftMoved', {
      giftId: 'gift-1',
      fromWishlistId: 'list-1',
      wishlistId: 'list-2',
      categoryId: 'cat-2',
    });
    const spec = () =>
      withPictures(gift('created', 'gift-1', 'img-1'), moved, opened('WishlistDeleted', { wishlistId: 'list-1' }));
    expect(await spec().documents(IMAGE_REFERENCES)).toEqual([
      { imageId: 'img-1', wishlistId: 'list-2', giftId: 'gift-1' },
    ]);
    expect(await spec().document(IMAGES, 'img-1')).toEqual({ imageId: 'img-1' });
  });

  it('releases every picture of a deleted list, and only of that list', async () => {
    const other = opened('GiftCreated', { ...gift('created', 'gift-9', 'img-3').data, wishlistId: 'list-2' });
    const spec = () =>
      withPictures(
        gift('created', 'gift-1', 'img-1'),
        listImage('img-2'),
        other,
        opened('WishlistDeleted', { wishlistId: 'list-1' }),
      );
    expect(await spec().documents(IMAGE_REFERENCES)).toEqual([
      { imageId: 'img-3', wishlistId: 'list-2', giftId: 'gift-9' },
    ]);
    expect(await spec().documents(IMAGES)).toEqual([{ imageId: 'img-3' }]);
  });

  it('holds a shop\u2019s logo and releases it when replaced, removed or when the shop goes (issue 27)', async () => {
    const logo = (shopId: string, imageId: string | null) => opened('ShopLogoChanged', { shopId, imageId });
    const replaced = () => withPictures(logo('bol', 'img-1'), logo('club', 'img-3'), logo('bol', 'img-2'));
    expect(await replaced().documents(IMAGE_REFERENCES)).toEqual([
      { imageId: 'img-2', shopId: 'bol' },
      { imageId: 'img-3', shopId: 'club' },
    ]);
    expect(await replaced().documents(IMAGES)).toEqual([{ imageId: 'img-2' }, { imageId: 'img-3' }]);
    const removed = () =>
      withPictures(
        logo('bol', 'img-1'),
        logo('bol', null),
        logo('club', 'img-2'),
        opened('ShopRemoved', { shopId: 'club' }),
      );
    expect(await removed().documents(IMAGE_REFERENCES)).toEqual([]);
    expect(await removed().documents(IMAGES)).toEqual([{ imageId: 'img-3' }]);
  });
});

const gift = (kind: 'created' | 'updated', giftId: string, imageId: string | null) => {
  const data = {
    giftId,
    wishlistId: 'list-1',
    categoryId: 'cat-1',
    description: 'Een boek',
    url: null,
    crossOffEnabled: true,
    imageId,
    product: null,
  };
  return kind === 'created' ? opened('GiftCreated', data) : opened('GiftUpdated', data);
};
const listImage = (imageId: string | null) =>
  opened('WishlistImageChanged', { wishlistId: 'list-1', imageId, themeId: null });
