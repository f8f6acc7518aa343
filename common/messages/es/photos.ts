import {
  PHOTO_ALT_MAX_LENGTH,
  PHOTO_CAPTION_MAX_LENGTH,
  PHOTO_MAX_PER_PROVIDER,
} from '../../contracts/photo-limits';
import { icu } from '../../i18n/icu';
import type { Translation } from '../../i18n/translation';
import type * as En from '../photos';

/** Spanish for common/messages/photos.ts (decision 062; terms: docs/spanish-glossary.md). */

const num = (value: number) => value.toLocaleString('es-US');

export const PHOTO_MESSAGES: Translation<typeof En.PHOTO_MESSAGES> = {
  sectionTitle: 'Fotos',
  sectionIntro:
    'Muestre a las familias cómo es una visita, paso a paso: la puerta por donde entran, la sala de espera, el cuarto donde se les atiende. Nuestro equipo revisa cada foto antes de que aparezca en su ficha.',
  altLabel: 'Describa la foto (texto alternativo)',
  altHint:
    'Lo que necesita saber alguien que no puede ver la foto, por ejemplo: “Puerta de vidrio con un toldo azul y una rampa”.',
  altRequired: 'Describa la foto para las personas que no pueden verla.',
  altTooLong: `La descripción debe tener menos de ${num(PHOTO_ALT_MAX_LENGTH)} caracteres.`,
  captionLabel: 'Qué pasa en este paso',
  captionHint: 'Una o dos frases sencillas, por ejemplo: “Usted entra por esta puerta”.',
  captionTooLong: `La frase debe tener menos de ${num(PHOTO_CAPTION_MAX_LENGTH)} caracteres.`,
  fileLabel: 'Foto',
  fileHint: `JPG, PNG o WebP, de hasta 8 MB. Hasta ${PHOTO_MAX_PER_PROVIDER} fotos. Quitamos de cada foto los datos de ubicación y de la cámara.`,
  noFile: 'Elija una foto para subir.',
  invalidType: 'Suba una foto en formato JPG, PNG o WebP.',
  tooLarge: 'Suba una foto de menos de 8 MB.',
  tooManyPixels: 'Esta foto tiene demasiados píxeles para procesarla. Suba una más pequeña.',
  unreadable: 'No pudimos leer esta foto. Pruebe con otra.',
  tooMany: `Puede agregar hasta ${PHOTO_MAX_PER_PROVIDER} fotos. Borre una antes de agregar otra.`,
  upload: 'Agregar foto',
  uploading: 'Subiendo…',
  uploaded: 'Foto agregada. Nuestro equipo la revisará antes de que aparezca en su ficha.',
  saved: 'Se guardaron los datos de la foto.',
  savedForReview: 'Se guardaron los datos de la foto. Nuestro equipo revisará los cambios.',
  deleted: 'Foto borrada.',
  moved: 'Orden guardado.',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  remove: 'Borrar',
  save: 'Guardar datos',
  empty: 'Todavía no hay fotos. Agregue el primer paso de una visita: la entrada.',
  statusPending: 'En revisión',
  statusApproved: 'Aprobada',
  statusRejected: (reason) => `No aprobada: ${reason}`,
  noReasonGiven: 'sin motivo indicado',
  notFound: 'No encontramos esa foto.',
  orderMismatch: 'La lista de fotos cambió. Actualice la página e inténtelo de nuevo.',
  alreadyModerated: 'Esta foto ya fue revisada. Actualice la lista para ver la versión actual.',
  rejectNotesRequired: 'Explique al negocio por qué no se aprueba la foto.',
  adminTab: 'Fotos',
  adminEmpty: 'No hay fotos esperando revisión.',
  adminIntro:
    'Fotos que los negocios agregaron a su sección “Qué esperar”. Apruebe una foto para mostrarla en la ficha pública; una foto que no se aprueba vuelve al negocio con su nota.',
  approve: 'Aprobar',
  reject: 'Rechazar',
  approved: 'Foto aprobada.',
  rejected: 'Foto rechazada.',
  notesLabel: 'Nota para el negocio',
  storyTitle: 'Qué esperar',
  storyIntro: 'Una visita, paso a paso, con fotos del negocio.',
  previous: 'Anterior',
  next: 'Siguiente',
  stepOf: (step, total) => icu('es', 'Paso {step} de {total}', { step, total }),
  stepsLabel: 'Pasos',
};
