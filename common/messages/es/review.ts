import { ACCOMMODATIONS_IN_CATALOGUE } from '../../domain/review-score';
import { icu } from '../../i18n/icu';
import type { Translation } from '../../i18n/translation';
import type * as En from '../review';
import { TOAST_DURATIONS } from '../shared';

/**
 * Spanish for common/messages/review.ts (decision 062): writing a review, its visit questions and
 * the reviewer's own star rating. Usted, and the terms of docs/spanish-glossary.md.
 */

const number = (n: number) => n.toLocaleString('es-US');

export const REVIEW_MESSAGES: Translation<typeof En.REVIEW_MESSAGES> = {
  backToHome: 'Volver al inicio',
  businessNotListed: '¿El negocio no aparece?',
  stepBasicInfo: 'Datos básicos',
  stepSensoryDetails: 'Detalles sensoriales',
  verifyCheckbox: 'Confirmo que encontré estas adaptaciones en persona.',
  feedbackCounter: (length: number) => `${length}/500`,
  providerRequired: {
    title: 'Falta el negocio',
    description: 'Debe seleccionar un negocio para mencionar a un profesional.',
  },
  selectBusiness: {
    title: 'Seleccione un negocio',
    description: 'Debe seleccionar un negocio antes de poder mencionar a un profesional.',
  },
  authRequired: {
    title: 'Debe iniciar sesión',
    description: 'Inicie sesión para enviar una reseña.',
  },
  selectAccommodations: {
    title: 'Seleccione las adaptaciones',
    description: 'Seleccione al menos una adaptación que haya encontrado.',
  },
  provideFeedback: {
    title: 'Cuéntenos su experiencia',
    description: 'Comparta cómo fue su experiencia en general.',
  },
  uploadError: {
    title: 'No se pudo subir el archivo',
    description: 'No se pudo subir el archivo de verificación. Por favor, inténtelo de nuevo.',
  },
  submitFailed: {
    title: 'Error',
    description: 'No se pudo enviar la reseña. Por favor, inténtelo de nuevo.',
  },
  submittedVerified: {
    title: 'Reseña enviada',
    description:
      '¡Gracias por su reseña verificada! Se publicará cuando la revise el equipo de moderación.',
    duration: TOAST_DURATIONS.success,
  },
  submittedUnverified: {
    title: 'Reseña enviada',
    description:
      '¡Gracias por ayudar a nuestra comunidad! Su reseña se publicará después de la verificación.',
    duration: TOAST_DURATIONS.success,
  },
};

export const REVIEW_VISIT_MESSAGES: Translation<typeof En.REVIEW_VISIT_MESSAGES> = {
  visitDisclosure: 'Sobre su visita: cuándo fue, qué tan lleno estaba, si algo fue difícil',
  headsUpLegend: '¿Hubo algo que pudiera resultar difícil?',
  headsUpHint: 'Marque lo que otra familia debería saber antes de ir.',
  headsUpOtherLabel: '¿Qué otra cosa podría resultar difícil?',
  whenLegend: '¿Cuándo fue su visita?',
  dayLabel: 'Día de la semana',
  timeLabel: 'Hora del día',
  notSaid: 'Prefiero no decirlo',
  busynessLegend: '¿Qué tan lleno y ruidoso estaba?',
  busynessCalm: 'Muy tranquilo',
  busynessLoud: 'Muy lleno y ruidoso',
  busynessClear: 'Borrar esta respuesta',
  categoryMore: (label: string) => `Agregar un comentario sobre ${label.toLowerCase()}`,
  alreadyReviewedPending:
    'Usted ya escribió una reseña de este negocio. Su reseña está esperando moderación.',
  alreadyReviewedApproved:
    'Usted ya escribió una reseña de este negocio. Su reseña ya está publicada.',
  seeMyReviews: 'Ver mis reseñas',
  seeBusinessPage: 'Verla en la página del negocio',
};

const RATING_WORDS: Record<number, string> = {
  1: 'visita muy difícil',
  2: 'visita difícil',
  3: 'visita con altibajos',
  4: 'bastante tranquila',
  5: 'tranquila y fácil',
};

export const RATING_MESSAGES: Translation<typeof En.RATING_MESSAGES> = {
  legend: 'En general, ¿cómo fue la visita?',
  hint: 'Elija de 1 a 5 estrellas. Use las flechas del teclado para moverse entre ellas.',
  words: RATING_WORDS,
  choice: (n: number) => `${n} — ${RATING_WORDS[n] ?? ''}`,
  required: 'Elija una calificación general de 1 (visita muy difícil) a 5 (tranquila y fácil).',
  requiredToast: {
    title: 'Falta la calificación general',
    description:
      'Elija una calificación general de 1 (visita muy difícil) a 5 (tranquila y fácil).',
  },
  accommodationsNoticed: (n: number) =>
    `${number(n)} de ${ACCOMMODATIONS_IN_CATALOGUE} adaptaciones observadas`,
  noStarsChosen: 'Escrita antes de que se pidieran estrellas',
  noRatingsYet: 'Todavía no hay calificaciones',
  ratedBy: (average: number, count: number) =>
    icu(
      'es',
      '{count, plural, one {Calificación: {average} de 5, según {n} familia} other {Calificación: {average} de 5, según {n} familias}}',
      {
        count,
        n: number(count),
        average: average.toLocaleString('es-US', {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }),
      },
    ),
};

export const SENSORY_DETAILS_MESSAGES: Translation<typeof En.SENSORY_DETAILS_MESSAGES> = {
  optional: '(opcional)',
  commentsAbout: 'Comentarios sobre',
  matchedWhatWasListed: 'Coincidió con lo que decía la ficha',
  untickIfThisPart:
    'Desmarque la casilla si esta parte de la visita no coincidió con lo que decía la ficha del negocio.',
  howDidTheVisit: '¿Cómo describiría la visita?',
  chooseAnyWordsThat: 'Elija las palabras que la describan.',
  useTheArrowKeys: 'Use las flechas del teclado para moverse entre las palabras.',
  overallExperience: 'Experiencia general',
  whatWasTheVisit:
    '¿Cómo fue la visita? ¿Qué le ayudó y qué le gustaría que otras familias supieran?',
  charactersUsed: 'Caracteres usados:',
};

export const PROOF_UPLOAD_MESSAGES: Translation<typeof En.PROOF_UPLOAD_MESSAGES> = {
  proofOfYourVisit: 'Comprobante de su visita',
  optional: '(opcional)',
  aReceiptAppointmentLetter:
    'Un recibo, una confirmación de la cita o una foto: PDF, JPG o PNG, de hasta 5 MB. Es privado: solo lo ve nuestro equipo de moderación. Con un comprobante y la casilla de abajo marcada, su reseña cuenta como verificada.',
  removeFile: 'Quitar el archivo',
  proofUpload: 'Subir comprobante',
  proofUploaded100: 'Comprobante subido: 100%',
  uploadingProof: (progress: string | number) => `Subiendo comprobante: ${progress}%`,
};

export const VISIT_QUESTIONS_MESSAGES: Translation<typeof En.VISIT_QUESTIONS_MESSAGES> = {
  optional: '(opcional)',
};

export const STEP_PROGRESS_MESSAGES: Translation<typeof En.STEP_PROGRESS_MESSAGES> = {
  stepOfTotal: (step: number, total: number) => `Paso ${step} de ${total}`,
  reviewFormProgress: 'Progreso del formulario de reseña',
  stepOf: (step: number, total: number, name: string) => `Paso ${step} de ${total}: ${name}`,
};

export const BUSINESS_COMBOBOX_MESSAGES: Translation<typeof En.BUSINESS_COMBOBOX_MESSAGES> = {
  typeABusinessName: 'Escriba el nombre, el tipo o la ciudad del negocio y elíjalo de la lista.',
  searchBusinesses: 'Buscar negocios',
  selected: 'Seleccionado:',
  businessesCouldNotBe: 'No se pudieron cargar los negocios. Por favor, inténtelo de nuevo.',
  noBusinessesFoundTry: 'No encontramos negocios. Pruebe con otro nombre u otra ciudad.',
};

export const REVIEW_PAGE_MESSAGES: Translation<typeof En.REVIEW_PAGE_MESSAGES> = {
  writeAReview: 'Escribir una reseña',
  shareYourExperience: 'Comparta su experiencia',
  tellOtherFamiliesWhich:
    'Cuénteles a otras familias qué adaptaciones sensoriales encontró, para que puedan planear una visita más tranquila. Las reseñas se publican después de la moderación.',
};

export const REVIEW_FORM_MESSAGES: Translation<typeof En.REVIEW_FORM_MESSAGES> = {
  business: 'Negocio',
  opensInANew: '(se abre en una pestaña nueva)',
  practitionerName: 'Nombre del profesional',
  thePersonWhoHelped: 'La persona que le ayudó, si quiere mencionarla.',
  chooseABusinessFirst:
    'Primero elija un negocio; después podrá mencionar a la persona que le ayudó.',
  reviewing: 'Reseña de',
  whichAccommodationsDidYou: '¿Qué adaptaciones encontró?',
  submitting: 'Enviando…',
  submitReview: 'Enviar reseña',
  submitBecomesAvailableOnce: 'Podrá enviarla cuando haya descrito su experiencia general.',
  weCouldNotFind: 'No pudimos encontrar ese negocio. Búsquelo abajo.',
};
