import { defineProjection, type ProjectionContext, type ProjectionEvent, unhandled } from '../runner/projection.js';

type Of<T extends ProjectionEvent['type']> = Extract<ProjectionEvent, { type: T }>;

/** Operational collection of the uploaded pictures themselves (written by the backend when a PNG is uploaded). */
export const IMAGES = 'images';
/** Read model: one document per picture that a list or a gift shows now; the backend serves only these. */
export const IMAGE_REFERENCES = 'image_references';
/** Per list: its own picture and its gifts' pictures, so that a deleted list releases all of them; per shop its logo. */
const IMAGE_HOLDERS = 'image_holders';

export type ImageReference =
  | {
      imageId: string;
      wishlistId: string;
      /** Null for the list's own picture. */
      giftId: string | null;
    }
  /** A shop's logo in the shop directory (issue 27). */
  | { imageId: string; shopId: string };

/** The holder of a shop's logo, `shop:<shopId>` among the lists' holders (a list id never has a colon). */
interface ShopLogoHolder {
  shopId: string;
  logoImageId: string;
}
const shopHolderId = (shopId: string) => `shop:${shopId}`;

interface ImageHolders {
  wishlistId: string;
  listImageId: string | null;
  giftImages: Record<string, string>;
}

/**
 * Follows which uploaded picture each list and gift shows, and which logo each shop. A picture that is replaced, removed, or whose gift or
 * list is deleted is released: its reference goes and so does the stored picture, in the same commit as this
 * projection's checkpoint, so a crash or restart neither loses a release nor serves a released picture again.
 * A rebuild drops only the references and holders; releasing again what is already gone changes nothing.
 */
export const imageReferencesProjection = defineProjection({
  name: 'image_references',
  collections: [IMAGE_REFERENCES, IMAGE_HOLDERS],
  indexes: [],
  handles: [
    'GiftCreated',
    'GiftUpdated',
    'GiftMoved',
    'GiftDeleted',
    'WishlistImageChanged',
    'WishlistDeleted',
    'ShopLogoChanged',
    'ShopRemoved',
  ],
  async apply(event, context) {
    switch (event.type) {
      case 'GiftCreated':
      case 'GiftUpdated': {
        const { giftId, wishlistId, imageId } = event.data;
        return changeHolders(context, wishlistId, (holders) => {
          const current = holders.giftImages[giftId] ?? null;
          if (current === imageId) return holders;
          if (current) release(context, current);
          const { [giftId]: _, ...others } = holders.giftImages;
          if (!imageId) return { ...holders, giftImages: others };
          reference(context, { imageId, wishlistId, giftId });
          return { ...holders, giftImages: { ...others, [giftId]: imageId } };
        });
      }
      case 'GiftMoved':
        return moveGift(event, context);
      case 'GiftDeleted': {
        const { giftId, wishlistId } = event.data;
        return changeHolders(context, wishlistId, (holders) => {
          const { [giftId]: imageId, ...others } = holders.giftImages;
          if (imageId) release(context, imageId);
          return { ...holders, giftImages: others };
        });
      }
      case 'WishlistImageChanged': {
        const { wishlistId, imageId } = event.data;
        return changeHolders(context, wishlistId, (holders) => {
          if (holders.listImageId === imageId) return holders;
          if (holders.listImageId) release(context, holders.listImageId);
          if (imageId) reference(context, { imageId, wishlistId, giftId: null });
          return { ...holders, listImageId: imageId };
        });
      }
      case 'WishlistDeleted': {
        const holders = await context.get<ImageHolders>(IMAGE_HOLDERS, event.data.wishlistId);
        if (!holders) return;
        [holders.listImageId, ...Object.values(holders.giftImages)].forEach(
          (imageId) => imageId && release(context, imageId),
        );
        context.delete(IMAGE_HOLDERS, event.data.wishlistId);
        return;
      }
      case 'ShopLogoChanged':
        return changeShopLogo(context, event.data.shopId, event.data.imageId);
      case 'ShopRemoved':
        return changeShopLogo(context, event.data.shopId, null);
      default:
        return unhandled(event);
    }
  },
});

async function moveGift(event: Of<'GiftMoved'>, context: ProjectionContext) {
  const { giftId, fromWishlistId, wishlistId } = event.data;
  const source = await context.get<ImageHolders>(IMAGE_HOLDERS, fromWishlistId);
  const imageId = source?.giftImages[giftId];
  if (!source || !imageId) return;
  const { [giftId]: _, ...others } = source.giftImages;
  context.put(IMAGE_HOLDERS, fromWishlistId, { ...source, giftImages: others });
  reference(context, { imageId, wishlistId, giftId });
  await changeHolders(context, wishlistId, (target) => ({
    ...target,
    giftImages: { ...target.giftImages, [giftId]: imageId },
  }));
}

async function changeHolders(
  context: ProjectionContext,
  wishlistId: string,
  change: (holders: ImageHolders) => ImageHolders,
) {
  const holders = (await context.get<ImageHolders>(IMAGE_HOLDERS, wishlistId)) ?? {
    wishlistId,
    listImageId: null,
    giftImages: {},
  };
  const changed = change(holders);
  if (changed !== holders) context.put(IMAGE_HOLDERS, wishlistId, changed);
}

/** A shop's new logo (or none): the one it showed before is released. */
async function changeShopLogo(context: ProjectionContext, shopId: string, imageId: string | null) {
  const holder = await context.get<ShopLogoHolder>(IMAGE_HOLDERS, shopHolderId(shopId));
  if (holder?.logoImageId === imageId) return;
  if (holder) release(context, holder.logoImageId);
  if (!imageId) return context.delete(IMAGE_HOLDERS, shopHolderId(shopId));
  reference(context, { imageId, shopId });
  context.put(IMAGE_HOLDERS, shopHolderId(shopId), { shopId, logoImageId: imageId } satisfies ShopLogoHolder);
}

function reference(context: ProjectionContext, image: ImageReference) {
  context.put(IMAGE_REFERENCES, image.imageId, image);
}

function release(context: ProjectionContext, imageId: string) {
  context.delete(IMAGE_REFERENCES, imageId);
  context.delete(IMAGES, imageId);
}
