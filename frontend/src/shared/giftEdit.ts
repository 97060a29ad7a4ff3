import type { GiftEditProblem, MessageKey, OwnerGift } from '@wl/contracts';

/** A gift to change, or (without `gift`) a new gift for the given category. */
export type GiftToEdit = { gift?: OwnerGift; categoryPrivateGuid: string };

export const giftEditProblemTexts: Record<GiftEditProblem, MessageKey> = {
  GiftNotFound: 'gift.error.not_found',
  SaveImageFailed: 'gift.save_image_failed',
  InvalidUpdate: 'gift.error.invalid_update',
  ProductNotFound: 'gift.error.product_not_found',
};
