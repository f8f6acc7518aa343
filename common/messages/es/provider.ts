import { icu } from '../../i18n/icu';
import type { Translation } from '../../i18n/translation';
import type * as En from '../provider';

/**
 * Spanish for common/messages/provider.ts (decision 062): the public provider page, its badges,
 * reviews and visit-prep sheet. Usted, and the terms of docs/spanish-glossary.md.
 */

const number = (n: number) => n.toLocaleString('es-US');

/** An ICU plural on `count`, the number shown as `{n}` in US Spanish digits. */
const counted = (message: string, count: number) => icu('es', message, { count, n: number(count) });

export const BADGE_MESSAGES: Translation<typeof En.BADGE_MESSAGES> = {
  premium: 'Prémium',
  enhanced: 'Destacado',
  communityVerified: 'Verificado por la comunidad',
  trustedAlly: 'Aliado de confianza',
  verifiedProvider: '✓ Proveedor verificado',
  verifiedProviderName: 'Proveedor verificado',
  verifiedReviewer: 'Historial verificado',
};

export const PROFILE_MESSAGES: Translation<typeof En.PROFILE_MESSAGES> = {
  notFoundTitle: 'Negocio no encontrado',
  notFoundBody: 'No pudimos encontrar este negocio. Puede que todavía no esté en CalmPath.',
  previewNotice:
    'Solo usted puede ver esta página: la ficha todavía no es pública (está esperando revisión o no fue aprobada).',
  leaveReview: 'Escribir una reseña',
  prepareVisit: 'Preparar una visita',
  printSheet: 'Imprimir esta hoja',
  backToProfile: 'Volver al perfil',
  hours: 'Horario de atención',
  hoursUnknown: 'El negocio no ha publicado su horario.',
  about: 'Acerca del negocio',
  contact: 'Contacto',
  badgesHeading: 'Insignias',
  badgeWhy: {
    'verified-provider': 'CalmPath revisó los documentos de este negocio.',
    'community-verified': 'Al menos 3 familias lo reseñaron, 2 de ellas con una visita verificada.',
    'trusted-ally': 'Las familias confirmaron adaptaciones en al menos 2 áreas de atención.',
    premium: 'Este negocio paga por aparecer destacado; eso no cambia las reseñas.',
    enhanced: 'Este negocio paga por aparecer destacado; eso no cambia las reseñas.',
  },
  badgeWhyLink: 'Cómo funcionan las insignias',
  matchHeading: 'Índice de compatibilidad sensorial',
  matchScore: (score: number) => `${number(score)}% compatible`,
  matchNoReviews: 'Todavía no hay reseñas',
  matchNoReviewsBody: 'El índice aparecerá cuando las familias hayan reseñado este negocio.',
  matchNotYourNeeds:
    'Este índice se refiere a la ficha en general. Al principio de la página verá qué tan bien responde el negocio a sus propias necesidades.',
  evidenceHeading: 'Adaptaciones y cómo lo sabemos',
  evidenceNone: 'El negocio todavía no ha indicado ninguna adaptación.',
  declared: 'Lo indica el negocio',
  documentVerified: 'Verificado con documentos',
  headsUpHeading: 'Aviso: lo que a las familias les resultó difícil',
  headsUpNone: 'Ninguna familia ha mencionado nada difícil todavía.',
  bestTimeHeading: 'Mejor momento para ir',
  notEnoughVisits: 'Todavía no hay suficientes visitas',
  notEnoughVisitsBody: (count: number, minimum: number) =>
    `${number(count)} de las ${number(minimum)} visitas necesarias para mostrar los momentos más tranquilos.`,
  gridCaption: 'Qué tan lleno y ruidoso estuvo cada momento (1 = muy tranquilo, 5 = muy lleno)',
  gridRegion: 'Tabla del mejor momento para ir',
  gridNoVisits: 'Sin visitas',
  reviewsHeading: 'Reseñas de las familias',
  reviewsNone: 'Todavía no hay reseñas publicadas.',
  reviewsNoneForFilter: 'Todavía no hay reseñas publicadas que mencionen esta adaptación.',
  sortLabel: 'Ordenar reseñas',
  sortNewest: 'Más recientes primero',
  sortHelpful: 'Más útiles primero',
  filterLabel: 'Mostrar reseñas que confirman',
  filterAll: 'Cualquier adaptación',
  moreReviews: 'Mostrar más reseñas',
  verifiedVisit: 'Visita verificada',
  practitioner: (name: string) => `Profesional: ${name}`,
  helpful: 'Útil',
  markedHelpful: 'Marcada como útil',
  helpfulCount: (n: number) =>
    counted(
      '{count, plural, one {A {n} familia le pareció útil} other {A {n} familias les pareció útil}}',
      n,
    ),
  helpfulSignIn: 'Inicie sesión para marcar una reseña como útil.',
  report: 'Reportar',
  reported: 'Reportada',
  reportTitle: 'Reportar esta reseña',
  reportReason: '¿Por qué la reporta?',
  reportReasons: {
    spam: 'Spam o publicidad',
    abuse: 'Ofensiva o que promueve el odio',
    misleading: 'Engañosa o falsa',
  },
  reportDetails: '¿Hay algo más que debamos saber? (opcional)',
  reportSend: 'Enviar reporte',
  reportCancel: 'Cancelar',
  reportThanks: 'Gracias. El equipo de administración revisará esta reseña.',
  reportAlready: 'Usted ya reportó esta reseña.',
  reportOwn: 'No puede reportar su propia reseña.',
  helpfulOwn: 'No puede marcar su propia reseña como útil.',
  reviewNotFound: 'No pudimos encontrar esa reseña.',
  ratingLabel: (n: number) => `${number(n)} de 5 estrellas`,
  matchedListing: 'Coincidió con lo que decía la ficha',
  didNotMatch: 'No coincidió con lo que decía la ficha',
  storyHeading: 'Qué esperar',
  prepareTitle: (name: string) => `Hoja de preparación para la visita: ${name}`,
  prepareIntro:
    'Una guía tranquila para su visita. Le cuenta lo que las familias encontraron allí, para que haya menos sorpresas.',
  prepareSounds: 'Cómo se ve y cómo suena',
  prepareSoundsNone: 'Las familias todavía no lo han descrito.',
  prepareAsk: 'Qué pedir al llegar',
  prepareAskNone:
    'Puede pedir un lugar tranquilo para esperar y que le expliquen los pasos de la visita con anticipación.',
  prepareAskItem: (accommodation: string) => `Pida: ${accommodation}.`,
};

export const PROVIDER_PREPARE_PAGE_MESSAGES: Translation<typeof En.PROVIDER_PREPARE_PAGE_MESSAGES> =
  {
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    website: 'Sitio web',
  };

export const PROVIDER_PROFILE_PAGE_MESSAGES: Translation<typeof En.PROVIDER_PROFILE_PAGE_MESSAGES> =
  {
    in: (name: string | number, category: string | number, location: string | number) =>
      `${name}: ${category} en ${location}`,
  };

export const BEST_TIME_GRID_MESSAGES: Translation<typeof En.BEST_TIME_GRID_MESSAGES> = {
  of5: 'de 5 ·',
  visit: 'visita',
  visits: 'visitas',
  quietestTimes: (times: string) => `Momentos más tranquilos: ${times}.`,
};

export const PROVIDER_NAME_LINK_MESSAGES: Translation<typeof En.PROVIDER_NAME_LINK_MESSAGES> = {
  opensInANew: '(se abre en una pestaña nueva)',
};

export const PROVIDER_NOT_FOUND_MESSAGES: Translation<typeof En.PROVIDER_NOT_FOUND_MESSAGES> = {
  returnToHome: 'Volver al inicio',
};

export const REVIEW_ITEM_MESSAGES: Translation<typeof En.REVIEW_ITEM_MESSAGES> = {
  tags: 'Etiquetas',
};

export const LISTING_ORIGIN_MESSAGES: Translation<typeof En.LISTING_ORIGIN_MESSAGES> = {
  sectionLabel: 'Sobre esta ficha',
  notYetReviewed: 'Aún sin reseñas',
  notYetReviewedWhy:
    'Este lugar viene de registros públicos. Ninguna familia lo ha reseñado todavía y no indica adaptaciones sensoriales: sea la primera persona en contarles a otras familias cómo fue su visita.',
  fromNppes: (updated: string) => `Del registro NPI, actualizado el ${updated}`,
  fromOsm: (updated: string) => `De OpenStreetMap, actualizado el ${updated}`,
  osmCopyright: '© colaboradores de OpenStreetMap',
  osmCopyrightUrl: 'https://www.openstreetmap.org/copyright/es',
  openDataLink: 'Descargar las fichas derivadas de OpenStreetMap (ODbL)',
  approximateLocation:
    'Ubicación aproximada: el registro solo da el código postal, así que el mapa muestra el centro de esa zona, no la puerta del lugar.',
  claimQuestion: '¿Es este su negocio?',
  claimAction: 'Reclamar esta ficha',
  claimWhy:
    'Reclámela para agregar su horario, su descripción y sus adaptaciones, después de que nuestro equipo confirme que usted está a cargo del negocio.',
  trustImportedTitle: 'Algunos lugares vienen de registros públicos.',
  trustImportedBody:
    'Los lugares del registro NPI y de OpenStreetMap dicen “Aún sin reseñas” hasta que una familia los reseñe, y no reciben la insignia de Proveedor verificado hasta que nuestro equipo compruebe quién está a cargo. Las fichas derivadas de OpenStreetMap son datos abiertos:',
};
