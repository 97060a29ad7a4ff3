import { SetThemeImageRequest } from '@wl/contracts';
import { defineImageChange } from '../list-image.js';

/** `POST /api/WishlistImage/SetThemeImage`: one of the theme pictures at the top of the list. Owners only. */
export const setThemeImage = defineImageChange({
  name: 'SetThemeImage',
  payload: SetThemeImageRequest,
  image: async ({ id }) => ({ imageId: null, themeId: id }),
});
