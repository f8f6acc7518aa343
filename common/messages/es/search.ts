import { icu } from '../../i18n/icu';
import type { Translation } from '../../i18n/translation';
import type * as En from '../search';

/** Spanish for common/messages/search.ts (decision 062; terms: docs/spanish-glossary.md). */

/** A number as US Spanish writes it (1,234). */
const num = (value: number) => value.toLocaleString('es-US');

/** A distance with one decimal, as US Spanish writes it (2.5); miles stay miles in the US. */
const miles1 = (value: number) =>
  value.toLocaleString('es-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 'N milla(s)', the count through ICU's plural rules. */
const milesText = (count: number) =>
  icu('es', '{count, plural, one {{n} milla} other {{n} millas}}', { count, n: num(count) });

const nearPart = ({ near }: En.SearchName) =>
  near ? ` cerca de ${near.zip} (a menos de ${milesText(near.within)})` : '';

function searchName(search: En.SearchName): string {
  return `${search.what ? `para “${search.what}”` : ''}${nearPart(search)}`.trim();
}

export const SEARCH_MESSAGES: Translation<typeof En.SEARCH_MESSAGES> = {
  placeholder: 'Escriba su código postal o ciudad',
  shareYourExperience: 'Compartir su experiencia',
  noResultsFor: (query) => `No se encontraron resultados para “${query}”`,
  tryDifferentKeywords: 'Pruebe con otras palabras o revise la ortografía.',
  nominatePrompt: '¿No encuentra un negocio? Propóngalo y nos comunicaremos con él.',
  nominateBusiness: 'Proponer un negocio',
  moreAccommodations: (count) => `+${num(count)} más`,
  showLess: 'Ver menos',
  save: 'Guardar',
  saved: 'Guardado',
  call: 'Llamar',
  email: 'Correo',
  website: 'Sitio web',
};

export const SMART_SEARCH_MESSAGES: Translation<typeof En.SMART_SEARCH_MESSAGES> = {
  understood: (line) => `Mostrando ${line}`,
  lookedFor: (line) => `Buscamos ${line}.`,
  searchesWithResults: 'Estas búsquedas sí tienen resultados:',
  onlyGeneric:
    'Todos los lugares de este directorio están pensados para visitantes con sensibilidad sensorial. Escriba lo que necesita y dónde: un tipo de lugar, una ciudad o una adaptación, como una sala de espera tranquila.',
  trySearches: 'Pruebe una de estas:',
  resultCount: (total, estimate) =>
    icu(
      'es',
      '{estimate, select, yes {unos } other {}}{total, plural, one {{n} lugar} other {{n} lugares}}',
      { estimate: estimate ? 'yes' : 'no', total, n: num(total) },
    ),
  suggestionsLabel: 'Sugerencias de búsqueda',
  suggestionsAvailable: (count) =>
    icu(
      'es',
      '{count, plural, =0 {} one {{n} sugerencia disponible. Use las flechas hacia arriba y hacia abajo para elegir.} other {{n} sugerencias disponibles. Use las flechas hacia arriba y hacia abajo para elegir.}}',
      { count, n: num(count) },
    ),
};

export const SEARCH_LIMIT_MESSAGES: Translation<typeof En.SEARCH_LIMIT_MESSAGES> = {
  tooManyWords: (max) =>
    `Esa búsqueda tiene más palabras de las que podemos buscar a la vez. Use ${num(max)} palabras o menos, por ejemplo, lo que necesita y dónde.`,
  tooLong: (max) => `Escriba una búsqueda de ${num(max)} caracteres o menos.`,
  rateLimited:
    'Está buscando más rápido de lo que podemos responder. Espere un momento y vuelva a intentarlo.',
  timedOut: 'Esa búsqueda tardó más de lo permitido. Inténtelo de nuevo con menos palabras.',
};

export const PLACES_MESSAGES: Translation<typeof En.PLACES_MESSAGES> = {
  filtersHeading: 'Afinar los resultados',
  nearLabel: 'Cerca del código postal',
  nearHint: 'Cinco dígitos, por ejemplo: 78701.',
  withinLabel: 'Distancia',
  within: (miles) => `Hasta ${milesText(miles)}`,
  applyNear: 'Buscar cerca de este código postal',
  clearNear: 'Cualquier distancia',
  zipInvalid: 'Escriba un código postal de cinco dígitos.',
  unknownZip: 'No encontramos ese código postal. Revíselo o busque sin distancia.',
  sortLabel: 'Ordenar por',
  sortRelevance: 'Mejores fichas primero',
  sortDistance: 'Más cercanos primero',
  needsLegend: 'Debe tener todas las adaptaciones marcadas',
  facetCount: (count, estimate = false) => `(${estimate ? 'aprox. ' : ''}${num(count)})`,
  facetCountLabel: (count) =>
    icu('es', '{count, plural, one {{n} resultado} other {{n} resultados}}', {
      count,
      n: num(count),
    }),
  confirmedOnly: 'Solo confirmadas por familias',
  confirmedHint: 'Contar una adaptación solo si las familias la marcaron en una reseña aprobada.',
  clearFilters: 'Quitar filtros',
  resultsTotal: (total, estimate) => `${estimate ? 'Unos ' : ''}${num(total)}`,
  distance: (miles) =>
    miles < 0.1 ? `A menos de ${miles1(0.1)} millas` : `A ${miles1(miles)} millas`,
  nearHeading: (within, zip, place) =>
    zip
      ? `A menos de ${milesText(within)} de ${zip}${place ? ` (${place})` : ''}`
      : `A menos de ${milesText(within)} de ${place ?? 'este lugar'}`,
  nearestNotice: (nearest, count) => {
    const where = nearest.zip ?? nearest.place ?? 'este lugar';
    const none =
      nearest.within === null
        ? `No hay resultados en ${where}`
        : `No hay resultados a menos de ${milesText(nearest.within)} de ${where}`;
    const what = icu('es', '{count, plural, one {{one}} other {{many}}}', {
      count,
      one: nearest.what?.one ?? 'lugar',
      many: nearest.what?.many ?? 'lugares',
    });
    const from = miles1(nearest.fromMiles);
    const to = miles1(nearest.toMiles);
    const away = count === 1 || from === to ? `a ${from} millas` : `a entre ${from} y ${to} millas`;
    return `${none}; lo más cercano: ${what}, ${away}`;
  },
  resultsHeading: (total, count, search) =>
    `${icu('es', '{count, plural, one {{total} lugar} other {{total} lugares}}', { count, total })} ${searchName(search)}`.trim(),
  noResultsHeading: (search) =>
    search.what
      ? `No se encontraron resultados para “${search.what}”${nearPart(search)}`
      : `No se encontraron resultados ${searchName(search)}`.trim(),
  viewLabel: 'Ver resultados como',
  viewList: 'Lista',
  viewMap: 'Mapa',
  mapLabel: 'Mapa de los resultados de esta página',
  mapLoading: 'Cargando el mapa…',
  mapNote: 'La lista de abajo tiene todos los resultados del mapa.',
  mapNoPlaces: 'Ninguno de estos resultados tiene una ubicación conocida para mostrar en el mapa.',
  approximate: 'Ubicación aproximada (centro del código postal)',
  mapLegendApproximate: 'Cada lugar se muestra en el centro de su código postal.',
  mapUnplaced: (count) =>
    icu(
      'es',
      '{count, plural, one {{n} resultado no tiene ubicación conocida y solo aparece en la lista.} other {{n} resultados no tienen ubicación conocida y solo aparecen en la lista.}}',
      { count, n: num(count) },
    ),
  showInList: 'Ver en la lista',
};

export const NEAR_ME_MESSAGES: Translation<typeof En.NEAR_ME_MESSAGES> = {
  promptHeading: '¿Dónde buscamos?',
  promptIntro: (understood) =>
    understood ? `Buscó ${understood}.` : 'Buscó lugares cerca de usted.',
  zipLabel: 'Escriba un código postal',
  searchHere: 'Ver lugares cerca de este código postal',
  useMyLocation: 'Usar mi ubicación',
  locating: 'Buscando su código postal…',
  locationRefused:
    'No pudimos usar su ubicación. Puede escribir su código postal; solo se usa en esta búsqueda.',
  locationHint:
    'Su navegador le pregunta primero. Solo guardamos el código postal más cercano, en la dirección de la página.',
  chip: (zip) => `Cerca de ${zip}`,
  clearChip: (zip) => `Dejar de buscar cerca de ${zip}`,
  chipNote: 'De su código postal guardado.',
  noZipNear:
    'No encontramos un código postal de EE. UU. cerca de donde está. Escriba su código postal.',
};

export const HOME_SECTIONS_PAGE_MESSAGES: Translation<typeof En.HOME_SECTIONS_PAGE_MESSAGES> = {
  findSensoryFriendlyPlaces:
    'Encuentre lugares adaptados a las necesidades sensoriales, con reseñas de familias',
  doctorsDentistsBarbersDay:
    'Médicos, dentistas, barberías, guarderías y más, donde el ruido, la luz y el ritmo se toman en serio. Busque por nombre, tipo, ciudad o código postal.',
  verifiedProviders: 'Proveedores verificados',
  ourTeamChecksLicenses:
    'Nuestro equipo revisa licencias, registros y acreditaciones antes de que un negocio reciba la insignia de Proveedor verificado.',
  detailedSensoryProfiles: 'Perfiles sensoriales detallados',
  seeNoiseLevelLighting:
    'Vea el nivel de ruido, la iluminación, la flexibilidad del personal, las herramientas sensoriales y si las transiciones son predecibles, antes de ir.',
  communityDriven: 'Hecho por la comunidad',
  reviewsComeFromCaregivers:
    'Las reseñas las escriben cuidadores, madres, padres y miembros de la comunidad que cuentan cómo fue de verdad su visita.',
  whyFamiliesUseCalmpath: 'Por qué las familias usan CalmPath',
  planningAVisitIs: 'Planear una visita es más fácil cuando sabe qué esperar.',
  howOurTrustBadges: 'Cómo funcionan nuestras insignias de confianza',
  helpTheNextFamily: 'Ayude a la próxima familia a encontrar su lugar tranquilo',
  aFewWordsAbout:
    'Unas palabras sobre su visita pueden hacerle el día más fácil a otra persona. Los negocios pueden mostrar a las familias las adaptaciones que ofrecen.',
  shareYourExperience: 'Compartir su experiencia',
  listYourBusiness: 'Agregar su negocio',
};

export const HOME_PAGE_MESSAGES: Translation<typeof En.HOME_PAGE_MESSAGES> = {
  sensoryFriendlyPlacesReviewed: 'Lugares adaptados sensorialmente, con reseñas de familias',
  searching: 'Buscando…',
  search: (words) => `Búsqueda: ${words}`,
  providers: (group) => `Lugares: ${group}`,
};

export const SEARCH_BAR_MESSAGES: Translation<typeof En.SEARCH_BAR_MESSAGES> = {
  searchProviders: 'Buscar lugares',
  searchByNameType: 'Busque por nombre, tipo, ciudad o código postal',
  search: 'Buscar',
  quickCategories: 'Categorías rápidas',
};

export const SEARCH_RESULTS_MESSAGES: Translation<typeof En.SEARCH_RESULTS_MESSAGES> = {
  searching: 'Buscando…',
  searchIsNotAvailable: 'La búsqueda no está disponible ahora. Inténtelo de nuevo en un momento.',
  nothingMatched: 'Nada coincide exactamente con “',
  exactlyShowingResultsFor: '”. Mostramos resultados de la coincidencia más cercana',
  loading: 'Cargando…',
  loadMore: 'Cargar más',
  showing: 'Mostrando',
  of: 'de',
  providers: 'lugares.',
  otherSearches: 'Otras búsquedas',
};

export const CONTACT_ACTIONS_MESSAGES: Translation<typeof En.CONTACT_ACTIONS_MESSAGES> = {
  callName: (name) => `Llamar a ${name}`,
  emailName: (name) => `Escribir un correo a ${name}`,
  ofOpensInA: (website, name) => `${website} de ${name} (se abre en una pestaña nueva)`,
};

export const MATCH_SCORE_POPOVER_MESSAGES: Translation<typeof En.MATCH_SCORE_POPOVER_MESSAGES> = {
  aboutTheMatchScore: 'Sobre el índice de compatibilidad',
};

export const MATCH_SCORE_MESSAGES: Translation<typeof En.MATCH_SCORE_MESSAGES> = {
  match: '% compatible',
};

export const PROVIDER_CARD_MESSAGES: Translation<typeof En.PROVIDER_CARD_MESSAGES> = {
  badges: 'Insignias',
  accommodations: 'Adaptaciones',
};

export const RATING_SUMMARY_MESSAGES: Translation<typeof En.RATING_SUMMARY_MESSAGES> = {
  noReviewsYet: 'Aún sin reseñas',
  review: 'reseña',
  reviews: 'reseñas',
  outOf5: 'de 5',
};
