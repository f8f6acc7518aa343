import type { Translation } from '../../i18n/translation';
import type * as En from '../search-answers';

/** Spanish for common/messages/search-answers.ts (decision 073; terms: docs/spanish-glossary.md). */

export const SEARCH_ANSWER_WORDS: Translation<typeof En.SEARCH_ANSWER_WORDS> = {
  nearYou: (what) => `${what} cerca de usted`,
  near: (what, where) => `${what} cerca de ${where}`,
  nearWithin: (what, where, miles) =>
    `${what} cerca de ${where} (a menos de ${miles.toLocaleString('es-US')} ${miles === 1 ? 'milla' : 'millas'})`,
  allProvidersIn: (place) => `Todos los lugares en ${place}`,
  groupPlace: (group) => `lugar de ${group.toLocaleLowerCase('es')}`,
  groupPlaces: (group) => `lugares de ${group.toLocaleLowerCase('es')}`,
};

export const SEARCH_REQUEST_ERRORS: Translation<typeof En.SEARCH_REQUEST_ERRORS> = {
  unknownZip: 'No encontramos ese código postal. Revíselo o busque sin distancia.',
};

export const SEARCH_LANGUAGE_MESSAGES: Translation<typeof En.SEARCH_LANGUAGE_MESSAGES> = {
  unknown: 'Elija inglés (en) o español (es) como idioma de la respuesta.',
};
