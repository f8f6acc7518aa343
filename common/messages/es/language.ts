import type { Translation } from '../../i18n/translation';
import type * as En from '../language';

/** Spanish for common/messages/language.ts (decision 062; terms: docs/spanish-glossary.md). */

export const LANGUAGE_SWITCHER_MESSAGES: Translation<typeof En.LANGUAGE_SWITCHER_MESSAGES> = {
  language: 'Idioma',
};

export const ACCOUNT_LANGUAGE_MESSAGES: Translation<typeof En.ACCOUNT_LANGUAGE_MESSAGES> = {
  hint: 'CalmPath le muestra las páginas y le envía los correos en el idioma que usted elija.',
  mailsIn: 'Idioma de sus correos:',
};

export const SITE_HEAD_MESSAGES: Translation<typeof En.SITE_HEAD_MESSAGES> = {
  title: 'CalmPath: lugares adaptados sensorialmente, con reseñas de familias',
  description:
    'CalmPath ayuda a las familias y cuidadores de personas autistas y con sensibilidad sensorial a encontrar médicos, dentistas, peluquerías, guarderías y más lugares adaptados a las necesidades sensoriales, con reseñas sobre la experiencia sensorial.',
};

export const PROVIDER_HEAD_MESSAGES: Translation<typeof En.PROVIDER_HEAD_MESSAGES> = {
  prepTitle: (name) => `Hoja de preparación para la visita: ${name} · CalmPath`,
  profileTitle: (name, category, location) => `${name}: ${category} en ${location} · CalmPath`,
  categoryIn: (category, location) => `${category} en ${location}.`,
  rated: (rating, count) =>
    `Calificación de ${rating} de 5 según ${count} ${count === 1 ? 'familia' : 'familias'}.`,
  accommodations: (items) => `Adaptaciones sensoriales: ${items}.`,
};
