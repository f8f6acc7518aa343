import { z } from 'zod';
import { LOCALES } from '../i18n/locales';

/** An account's language (decision 062): the switcher saves it; mails to the account use it. */
export const AccountLocaleBody = z.object({
  locale: z.enum(LOCALES, { error: 'Choose English (en) or Spanish (es).' }),
});
export type AccountLocaleBody = z.infer<typeof AccountLocaleBody>;

export const AccountLocaleResponse = z.object({ locale: z.enum(LOCALES) });
export type AccountLocaleResponse = z.infer<typeof AccountLocaleResponse>;
