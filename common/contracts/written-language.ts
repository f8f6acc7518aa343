import { z } from 'zod';
import { LOCALES } from '../i18n/locales';

/**
 * The language a person wrote a text in, as the server tells it ('en' or 'es'), or null when a
 * text is too short to tell (decision 062 follow-up). The web puts it on the
 * text's element as `lang`.
 */
export const WrittenLanguage = z.enum(LOCALES).nullable();
export type WrittenLanguage = z.infer<typeof WrittenLanguage>;
