import type { Translation } from '../../i18n/translation';
import { TOAST_DURATIONS } from '../shared';
import type * as En from '../suggest';

/**
 * Spanish for common/messages/suggest.ts (decision 062; terms: docs/spanish-glossary.md).
 * DEFAULT_LOCATION stays English: it is the value stored for a missing address, not a text shown.
 */

export const SUGGEST_MESSAGES: Translation<typeof En.SUGGEST_MESSAGES> = {
  submitted: {
    title: '¡Sugerencia de negocio enviada!',
    description: '¡Gracias! Nuestro equipo la revisará antes de agregarla al directorio.',
    duration: TOAST_DURATIONS.success,
  },
  submitFailed: {
    title: 'Error',
    description: 'Hubo un error al enviar su sugerencia. Por favor, inténtelo de nuevo.',
  },
  unexpected: {
    title: 'Error',
    description: 'Ocurrió un error inesperado. Por favor, inténtelo de nuevo.',
  },
  otherCategory: 'Otra (especifique)',
  validationErrorTitle: 'Revise los datos',
  defaultLocation: 'Ubicación no indicada',
};

export const SUGGEST_BUSINESS_PAGE_MESSAGES: Translation<typeof En.SUGGEST_BUSINESS_PAGE_MESSAGES> =
  {
    suggestABusiness: 'Sugerir un negocio',
    back: 'Volver',
    backToReview: 'Volver a la reseña',
    knowAPlaceThat:
      '¿Conoce un lugar que hace las visitas más tranquilas y que aún no está en la lista? Cuéntenos lo que sepa. Nuestro equipo revisa cada sugerencia y se comunica con el negocio antes de agregarlo al directorio. No necesita una cuenta.',
  };

export const CATEGORY_SELECT_MESSAGES: Translation<typeof En.CATEGORY_SELECT_MESSAGES> = {
  chooseACategory: 'Elija una categoría',
  other: 'Otra',
};

export const SUGGEST_BUSINESS_FORM_MESSAGES: Translation<typeof En.SUGGEST_BUSINESS_FORM_MESSAGES> =
  {
    aboutTheBusiness: 'Sobre el negocio',
    theKindOfBusiness: 'El tipo de negocio que es, por ejemplo: gimnasio sensorial.',
    streetAndCityIf: 'Calle y ciudad, si las sabe.',
    https: 'https://',
    optional: '(opcional)',
    tickTheOnesYou: 'Marque las que sepa que este negocio ofrece.',
    somethingElseTheyDo:
      'Algo más que hagan y que ayude, por ejemplo: una puerta lateral lejos de la gente.',
    charactersUsed: 'Caracteres usados:',
    submitting: 'Enviando…',
    submitSuggestion: 'Enviar sugerencia',
    submitBecomesAvailableOnce:
      'Podrá enviarla cuando haya escrito el nombre del negocio y su categoría',
    andWhatKindOf: ', además de qué tipo de negocio es',
    ourTeamReviewsEvery: 'Nuestro equipo revisa cada sugerencia antes de publicarla.',
  };

export const SUGGESTION_FIELD_LABELS: Translation<typeof En.SUGGESTION_FIELD_LABELS> = {
  name: 'Nombre del negocio',
  category: 'Categoría del negocio',
  customCategory: 'La categoría del negocio',
  address: 'Dirección',
  zipCode: 'Código postal',
  phone: 'Teléfono',
  website: 'Sitio web',
  accommodations: 'Adaptaciones sensoriales',
  customAccommodation: 'Sugerencia de otra adaptación',
};

export const SUGGESTION_CHECK_MESSAGES: Translation<typeof En.SUGGESTION_CHECK_MESSAGES> = {
  tooLong: (label, max) => `${label}: ${max.toLocaleString('es-US')} caracteres como máximo`,
  unknownCategory: 'Elija una categoría del negocio de la lista',
  duplicateAccommodation: 'Cada adaptación se puede elegir solo una vez',
};
