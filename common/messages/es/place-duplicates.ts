import type { Translation } from '../../i18n/translation';
import type * as En from '../place-duplicates';

/** Spanish for common/messages/place-duplicates.ts (decision 062; terms: docs/spanish-glossary.md). */

export const PLACE_DUPLICATES_MESSAGES: Translation<typeof En.PLACE_DUPLICATES_MESSAGES> = {
  heading: 'Posibles lugares duplicados',
  hint: 'Una importación encontró lugares que quizá ya están en el directorio. Puede unir cada par en una sola ficha o mantener los dos lugares separados: un par que se mantiene separado no se vuelve a proponer.',
  loading: 'Buscando posibles lugares duplicados…',
  empty: 'No hay posibles lugares duplicados.',
  loadMore: 'Cargar más pares',
  fetchFailed: {
    title: 'Error',
    description: 'No se pudieron cargar los posibles lugares duplicados.',
  },
  reasons: {
    name_zip: 'El mismo nombre en el mismo código postal',
    phone: 'El mismo teléfono, un nombre parecido',
    address: 'La misma dirección, un nombre parecido',
  },
  pairOf: (first: string, second: string) => `${first} o ${second}`,
  placeNumber: (id: number) => `Lugar n.º ${id}`,
  address: 'Dirección',
  phone: 'Teléfono',
  source: 'Origen',
  reviews: 'Reseñas',
  business: 'Cuenta del negocio',
  claimed: 'Reclamada',
  notClaimed: 'Sin reclamar',
  none: 'Ninguno',
  sources: {
    nppes: 'Registro NPI',
    osm: 'Datos de OpenStreetMap',
    listed: 'Publicado en CalmPath',
  },
  scan: 'Buscar entre los lugares publicados',
  scanned: {
    title: 'Búsqueda terminada',
    description: (found: number) =>
      found === 0
        ? 'No hay nuevos posibles duplicados.'
        : found === 1
          ? '1 par nuevo para revisar.'
          : `${found} pares nuevos para revisar.`,
  },
  scanFailed: {
    title: 'Error',
    description: 'No se pudo buscar duplicados. Inténtelo de nuevo.',
  },
  whichStays: '¿Qué ficha se queda?',
  merge: 'Unir',
  mergeSr: (first: string, second: string) => `${first} y ${second}`,
  keepApart: 'Mantener separados',
  confirmMerge: {
    title: (kept: string) => `¿Unir todo en ${kept}?`,
    description: (kept: string, removed: string) =>
      `${removed} pasa a formar parte de ${kept}: sus reseñas, favoritos, fotos, documentos y cuenta del negocio pasan a esa ficha, y su página lleva a ella. No se puede deshacer.`,
  },
  confirmKeepApart: {
    title: '¿Mantener separados estos lugares?',
    description: (first: string, second: string) =>
      `${first} y ${second} siguen siendo dos fichas, y este par no se vuelve a proponer.`,
  },
  merged: {
    title: 'Lugares unidos',
    description: (kept: string) => `Todo pertenece ahora a ${kept}.`,
  },
  keptApart: {
    title: 'Separados',
    description: 'Este par no se volverá a proponer.',
  },
  actionFailed: {
    title: 'Error',
    description: 'No se pudo actualizar este par. Inténtelo de nuevo.',
  },
  mergedReviewNote: (survivorId: number) =>
    `Ficha unida al lugar n.º ${survivorId}, donde sigue publicada la otra reseña de este miembro.`,
  errors: {
    pairNotFound: 'No se encontró este par de lugares.',
    pairDecided: 'Ya se decidió sobre este par.',
    notInPair: 'Elija uno de los dos lugares de este par.',
    bothClaimed:
      'Los dos lugares los administran cuentas de negocio distintas. Aclare quién administra el lugar antes de unirlos.',
  },
} as const;
