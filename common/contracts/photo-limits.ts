/** The limits of a provider's photos that their messages name (decision 029). */
export const PHOTO_MAX_PER_PROVIDER = 12;
export const PHOTO_ALT_MAX_LENGTH = 300;
export const PHOTO_CAPTION_MAX_LENGTH = 500;
