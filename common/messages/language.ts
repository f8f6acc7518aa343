import { translatable } from '../i18n/translatable';
/**
 * Choosing the page's language, and the words of the head the server writes (decision 062).
 * The switcher names each language in its own language (common/i18n/locales.ts LOCALE_NAMES);
 * these are the words around it. Spanish: common/messages/es/language.ts.
 */

export const LANGUAGE_SWITCHER_MESSAGES = /*#__PURE__*/ translatable(
  'language',
  'LANGUAGE_SWITCHER_MESSAGES',
  {
    /** The switcher's accessible name (a nav landmark in the header and the footer). */
    language: 'Language',
  },
);

/** The account page's language section (web/src/app/account-language.tsx). */
export const ACCOUNT_LANGUAGE_MESSAGES = /*#__PURE__*/ translatable(
  'language',
  'ACCOUNT_LANGUAGE_MESSAGES',
  {
    hint: 'CalmPath shows its pages and writes its e-mails to you in the language you choose.',
    mailsIn: 'E-mails to you:',
  },
);

/** The site's head as index.html has it (web/index.html; language-head.test.ts keeps them equal). */
export const SITE_HEAD_MESSAGES = /*#__PURE__*/ translatable('language', 'SITE_HEAD_MESSAGES', {
  title: 'CalmPath: sensory-friendly places, reviewed by families',
  description:
    'CalmPath helps families and caregivers of autistic and sensory-sensitive people find sensory-friendly doctors, dentists, barbers, day cares and more, with reviews about the sensory experience.',
});

/** A provider page's head (server/features/provider-profile/profile-head.ts, decision 027). */
export const PROVIDER_HEAD_MESSAGES = /*#__PURE__*/ translatable(
  'language',
  'PROVIDER_HEAD_MESSAGES',
  {
    prepTitle: (name: string) => `Visit-prep sheet: ${name} · CalmPath`,
    profileTitle: (name: string, category: string, location: string) =>
      `${name}: ${category} in ${location} · CalmPath`,
    categoryIn: (category: string, location: string) => `${category} in ${location}.`,
    rated: (rating: string, count: number) =>
      `Rated ${rating} of 5 by ${count} ${count === 1 ? 'family' : 'families'}.`,
    accommodations: (items: string) => `Sensory accommodations: ${items}.`,
  },
);
