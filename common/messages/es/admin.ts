import { icu } from '../../i18n/icu';
import type { Translation } from '../../i18n/translation';
import type * as En from '../admin';
import { TOAST_DURATIONS } from '../shared';

/**
 * Spanish for the admin panel (decision 062): moderation, business verification, practitioners,
 * promotion, duplicate e-mails, reports, the document viewer and the confirming questions.
 * Usted, and the terms of docs/spanish-glossary.md: reseña, negocio (a provider, outside
 * "Proveedor verificado"), ficha, moderación, profesional (a practitioner), nivel (a tier).
 */

/** A count as US Spanish writes it (1,250); a text is shown as it is. */
const number = (value: string | number) =>
  typeof value === 'number' ? value.toLocaleString('es-US') : value;

/** A review's decision as the server names it ('approved', 'rejected'), as a Spanish select. */
const DECISION = 'approved {aprobada} rejected {rechazada} other {{status}}';
const DECISIONS = 'approved {aprobadas} rejected {rechazadas} other {{status}}';

export const ADMIN_MESSAGES: Translation<typeof En.ADMIN_MESSAGES> = {
  signedOut: 'Acceso denegado: debe iniciar sesión para entrar al panel de administración',
  notAdmin: '403 - Acceso denegado: no tiene permisos de administración',
  tabs: {
    reviews: 'Moderación de reseñas',
    verification: 'Verificación de negocios',
    practitioners: 'Aprobación de profesionales',
    promotion: 'Panel de promociones',
    duplicates: 'Correos duplicados',
  },
  unauthorized: 'No autorizado: se necesita acceso de administración',
  noPermissionModerate: 'No tiene permiso para moderar reseñas.',
  noPermissionAction: 'No tiene permiso para hacer esto.',
  noPermissionFile: 'No tiene permiso para ver este archivo.',
  bulkCannotBeUndone: 'Esto no se puede deshacer.',
  rejectNotesRequired: 'Escriba una nota al rechazar una reseña.',
  bulkRejectNotesRequired: 'Escriba una nota al rechazar reseñas.',
  moderateFailed: {
    title: 'Error',
    description: 'No se pudo moderar la reseña. Por favor, inténtelo de nuevo.',
  },
  bulkModerateFailed: {
    title: 'Error',
    description: 'No se pudieron moderar las reseñas. Por favor, inténtelo de nuevo.',
  },
  reviewModerated: (status) => ({
    title: 'Reseña moderada',
    description: icu('es', `La reseña fue {status, select, ${DECISION}}.`, { status }),
    duration: TOAST_DURATIONS.success,
  }),
  bulkModerated: (count, status) => ({
    title: 'Moderación en bloque terminada',
    description: icu(
      'es',
      `{count, plural, one {{n} reseña {status, select, ${DECISION}}} other {{n} reseñas {status, select, ${DECISIONS}}}}.`,
      { count, n: number(count), status },
    ),
    duration: TOAST_DURATIONS.success,
  }),
  loadVerificationsFailed: {
    title: 'Error al cargar los datos',
    description: 'No se pudieron cargar las solicitudes de verificación pendientes.',
  },
  processVerificationFailed: {
    title: 'Error',
    description: 'No se pudo procesar la verificación. Por favor, inténtelo de nuevo.',
  },
  providerVerified: {
    title: 'Negocio verificado',
    description: 'El negocio quedó verificado y se le avisó por correo electrónico.',
    duration: TOAST_DURATIONS.success,
  },
  providerRejected: {
    title: 'Negocio rechazado',
    description: 'El negocio fue rechazado y se le avisó por correo electrónico.',
    duration: TOAST_DURATIONS.success,
  },
  missingInformation: {
    title: 'Falta información',
    description: 'Escriba un mensaje que explique qué documentos se necesitan.',
  },
  documentRequestSent: {
    title: 'Solicitud de documentos enviada',
    description: 'Se le pidieron más documentos al negocio.',
    duration: TOAST_DURATIONS.success,
  },
  sendRequestFailed: {
    title: 'Error',
    description: 'No se pudo enviar la solicitud de documentos. Por favor, inténtelo de nuevo.',
  },
  documentRequestTypes: [
    'Licencia profesional emitida por el estado',
    'Registro del negocio o carta del EIN',
    'Certificación o acreditación profesional',
    'Certificado de seguro',
    'Otro (indíquelo en el mensaje)',
  ],
  secureAccessFailed: {
    title: 'Error',
    description: 'No se pudo crear el acceso seguro al archivo. Por favor, inténtelo de nuevo.',
  },
  fileAccessFailed: { title: 'Error', description: 'No se pudo abrir el archivo de forma segura.' },
  documentAccessFailed: {
    title: 'Error',
    description: 'No se pudo abrir el documento. Por favor, inténtelo de nuevo.',
  },
  practitioner: {
    approve: 'Aprobar',
    reject: 'Rechazar',
    revoke: 'Retirar',
    meetsCriteria: 'La reseña cumple los criterios',
    doesNotMeetCriteria: 'La reseña no cumple los criterios',
    updated: (approved) => ({
      title: 'Listo',
      description: approved ? 'Aprobación guardada.' : 'Se retiró la aprobación.',
      duration: TOAST_DURATIONS.success,
    }),
    updateFailed: {
      title: 'Error',
      description: 'No se pudo cambiar la aprobación del profesional.',
    },
  },
  promotion: {
    statusUpdated: {
      title: 'Estado actualizado',
      description: 'Se cambió el estado de la promoción.',
      duration: TOAST_DURATIONS.success,
    },
  },
  duplicates: {
    fetchFailed: { title: 'Error', description: 'No se pudieron obtener los correos duplicados.' },
    empty: 'No hay correos duplicados',
    linkUser: 'Vincular usuario',
    refresh: 'Actualizar',
    linkNotAvailable: {
      title: 'Función no disponible',
      description: 'Todavía no es posible vincular usuarios.',
    },
    linkSucceeded: {
      title: 'Listo',
      description: 'El usuario quedó vinculado al negocio y ahora lo administra.',
    },
    linkFailed: { title: 'Error', description: 'No se pudo vincular el usuario al negocio.' },
  },
};

export const DOCUMENT_VIEWER_MESSAGES: Translation<typeof En.DOCUMENT_VIEWER_MESSAGES> = {
  unavailable: 'Documento no disponible',
  notAvailable: 'El documento no está disponible',
  loadFailed: 'No se pudo cargar el documento de forma segura.',
  accessDenied: {
    title: 'Acceso denegado',
    description: 'Necesita permisos de moderación para ver este documento',
  },
  retry: 'Reintentar',
  tryAgain: 'Intentar de nuevo',
  expiresSoon: 'El acceso seguro vence en 5 minutos',
  openInNewTab: 'Abrir en una pestaña nueva',
  download: 'Descargar',
  downloadFailed: { title: 'No se pudo descargar', description: 'Por favor, inténtelo de nuevo.' },
  imageError: { title: 'Error en la imagen', description: 'Intente descargarla.' },
  documentError: { title: 'Error en el documento', description: 'Intente descargarlo.' },
};

export const ADMIN_REVIEW_DESK_MESSAGES: Translation<typeof En.ADMIN_REVIEW_DESK_MESSAGES> = {
  verification: {
    queueEmpty: 'No hay negocios esperando verificación.',
    approveAndVerify: 'Aprobar y verificar',
    reject: 'Rechazar',
    requestDocuments: 'Pedir más documentos',
    viewDocument: 'Ver documento',
    noDocument: 'No se subió ningún documento',
    previewHint:
      '¿No ve la vista previa abajo? Puede que su navegador la haya bloqueado: abra el documento en una pestaña nueva.',
    rejectReasonRequired: 'Escriba el motivo por el que rechaza este negocio.',
    deadlineBeforeToday: 'La fecha límite no puede ser anterior a hoy.',
    notInQueue: 'Este negocio ya no está esperando verificación.',
    noContactEmail:
      'Este negocio no tiene correo de contacto, así que no se puede enviar ningún correo.',
    providerVerifiedNoEmail: {
      title: 'Negocio verificado',
      description:
        'El negocio quedó verificado. No se pudo enviar el correo: no hay un correo de contacto registrado.',
      duration: TOAST_DURATIONS.notice,
    },
    providerRejectedNoEmail: {
      title: 'Negocio rechazado',
      description:
        'El negocio fue rechazado. No se pudo enviar el correo: no hay un correo de contacto registrado.',
      duration: TOAST_DURATIONS.notice,
    },
    mailStates: {
      queued: 'Correo pendiente de envío',
      sent: 'Correo enviado',
      failed: 'No se pudo enviar el correo',
    },
  },
  promotion: {
    tierRequired: 'Elija un nivel.',
    invalidFee: 'Escriba una tarifa mensual de 0 o más, con dos decimales como máximo.',
    basicCannotBeActive: 'Una ficha básica no tiene promoción que activar. Primero elija un nivel.',
    promotionSaved: {
      title: 'Promoción actualizada',
      description: 'Se guardó la configuración de la promoción.',
      duration: TOAST_DURATIONS.success,
    },
    updateFailed: {
      title: 'Error',
      description: 'No se pudo actualizar la promoción. Por favor, inténtelo de nuevo.',
    },
    loadFailed: { title: 'Error', description: 'No se pudieron cargar los datos de promociones.' },
    noPromoted: 'Todavía no hay negocios promocionados.',
  },
  duplicates: {
    hintLink:
      'Vincule una cuenta de usuario a un negocio para que esa persona administre el negocio.',
    hintMerge: 'Hay más de una cuenta de usuario con este correo: considere unirlas.',
    linked: (userName, providerName) => ({
      title: 'Usuario vinculado',
      description: `${userName} ahora administra ${providerName}.`,
      duration: TOAST_DURATIONS.notice,
    }),
    alreadyLinked: 'Este negocio ya tiene a alguien que lo administra.',
    emailMismatch: 'El correo de este usuario no coincide con el correo de contacto del negocio.',
    emailNotConfirmed: 'Este usuario todavía no ha confirmado su correo electrónico.',
  },
};

export const CONFIRM_MESSAGES: Translation<typeof En.CONFIRM_MESSAGES> = {
  approveProvider: {
    title: (name, hasEmail) =>
      hasEmail
        ? `¿Aprobar ${name} y enviarle por correo su enlace de registro?`
        : `¿Aprobar ${name}?`,
    description: (email) =>
      email
        ? `La ficha queda verificada y aparece en las búsquedas, y ${email} recibe un enlace de un solo uso para crear la cuenta del negocio.`
        : 'La ficha queda verificada y aparece en las búsquedas. No hay correo de contacto, así que no se envía ningún enlace de registro.',
  },
  linkUser: {
    title: (userName, providerName) => `¿Hacer que ${userName} administre ${providerName}?`,
    description: (userName) =>
      `${userName} podrá abrir el panel del negocio y editar la ficha. Esto no se puede deshacer desde el panel de administración.`,
  },
  approveReview: {
    title: (providerName) => `¿Publicar esta reseña de ${providerName}?`,
    description:
      'Aparecerá en la página del negocio y contará para sus calificaciones. Esta decisión no se puede deshacer.',
  },
  rejectReview: {
    title: (providerName) => `¿Rechazar esta reseña de ${providerName}?`,
    description:
      'No se publicará y quien la escribió verá sus notas. Esta decisión no se puede deshacer.',
  },
  approvePhoto: {
    title: (providerName) => `¿Aprobar esta foto de ${providerName}?`,
    description: 'Aparecerá en la sección “Qué esperar” de la página pública del negocio.',
  },
  rejectPhoto: {
    title: (providerName) => `¿Rechazar esta foto de ${providerName}?`,
    description: 'El negocio verá su nota junto a la foto.',
  },
};

export const PROMOTION_EXPIRY_MESSAGES: Translation<typeof En.PROMOTION_EXPIRY_MESSAGES> = {
  cannotActivate:
    'Esta promoción ya venció. Antes de activarla, elija una fecha de vencimiento posterior con “Editar”.',
  expired: 'Vencida',
  revenueDetail: 'Tarifas de las promociones activas que no han vencido',
};

export const REPORT_QUEUE_MESSAGES: Translation<typeof En.REPORT_QUEUE_MESSAGES> = {
  heading: 'Reseñas reportadas',
  empty: 'No hay reportes abiertos.',
  reason: 'Motivo',
  details: 'Detalles',
  reportsOnReview: (n) =>
    icu(
      'es',
      '{count, plural, one {{n} reporte abierto sobre esta reseña} other {{n} reportes abiertos sobre esta reseña}}',
      { count: n, n: number(n) },
    ),
  dismiss: 'Descartar el reporte',
  unpublish: 'Retirar la reseña',
  dismissed: 'Reporte descartado.',
  unpublished: 'Reseña retirada.',
  alreadyDecided: 'Este reporte ya se atendió. Actualice la lista.',
  notFound: 'No encontramos ese reporte.',
};

export const DUPLICATES_TAB_MESSAGES: Translation<typeof En.DUPLICATES_TAB_MESSAGES> = {
  duplicateEMails: 'Correos duplicados',
  eMailAccountName: 'Correo, nombre de la cuenta, negocio o ciudad',
  lookingForSharedE: 'Buscando correos compartidos…',
  loadMore: 'Cargar más',
  /*
   * The tab writes '{n} {user} {account|accounts} · {m} {provider|providers}'. Spanish puts the
   * noun first ('2 cuentas de usuario'), so the word that English places between the number and
   * 'accounts' is a word joiner (invisible, not a space), and the noun carries it all.
   */
  user: '\u2060',
  account: 'cuenta de usuario',
  accounts: 'cuentas de usuario',
  provider: 'negocio',
  providers: 'negocios',
  userAccounts: 'Cuentas de usuario',
  noName: 'Sin nombre',
  id: 'Identificador',
  joined: 'Se registró el',
  providers2: 'Negocios',
  listed: 'Publicado el',
  /* 'Lo administra: {nombre}' */
  businessAdmin: 'Lo administra:',
  noConfirmedAccountTo: 'No hay ninguna cuenta confirmada para vincular.',
  accountToLinkTo: 'Cuenta que se vinculará',
  /* '{nombre} (registro: {fecha})' */
  joined2: '(registro:',
  /* 'Vincular usuario {nombre} con {negocio}' */
  to: 'con',
};

export const BULK_DECISION_DIALOG_MESSAGES: Translation<typeof En.BULK_DECISION_DIALOG_MESSAGES> = {
  reject: 'Rechazar',
  approve: 'Aprobar',
  notes: 'Notas',
  required: '(obligatorio)',
  optional: '(opcional)',
  theSelectedWillNot: (count) =>
    icu(
      'es',
      '{count, plural, one {La reseña seleccionada no se publicará. } other {Las reseñas seleccionadas no se publicarán. }}',
      { count },
    ),
  theSelectedWillBe: (count) =>
    icu(
      'es',
      '{count, plural, one {La reseña seleccionada se publicará y contará para las calificaciones del negocio. } other {Las reseñas seleccionadas se publicarán y contarán para las calificaciones de cada negocio. }}',
      { count },
    ),
  approveTitle: (count) =>
    icu('es', '¿Aprobar {count, plural, one {{n} reseña} other {{n} reseñas}}?', {
      count,
      n: number(count),
    }),
  rejectTitle: (count) =>
    icu('es', '¿Rechazar {count, plural, one {{n} reseña} other {{n} reseñas}}?', {
      count,
      n: number(count),
    }),
  approveButton: (count) =>
    icu('es', 'Aprobar {count, plural, one {{n} reseña} other {{n} reseñas}}', {
      count,
      n: number(count),
    }),
  rejectButton: (count) =>
    icu('es', 'Rechazar {count, plural, one {{n} reseña} other {{n} reseñas}}', {
      count,
      n: number(count),
    }),
};

export const MODERATION_TAB_MESSAGES: Translation<typeof En.MODERATION_TAB_MESSAGES> = {
  loadingReviews: 'Cargando reseñas…',
  weCouldNotLoad: 'No pudimos cargar las reseñas que esperan moderación.',
  pendingReviews: 'Reseñas pendientes',
  /* '{n} en los resultados, más antiguas primero' / '{n} esperando moderación, …' */
  found: 'en los resultados',
  waitingForModeration: 'esperando moderación',
  reviewQueue: 'Cola de reseñas',
  reviewerNameOrE: 'Quien escribió (nombre o correo), negocio o ciudad',
  onlySkippedReviewsAre: 'Solo quedan reseñas omitidas.',
  noReviewsAreWaiting: 'No hay reseñas esperando moderación.',
  bulkActions: 'Acciones en bloque',
  /* 'Seleccionar todas ({n})' */
  selectAll: 'Seleccionar todas (',
  /* '{n} seleccionadas' */
  selected: 'seleccionadas',
  approveSelected: 'Aprobar seleccionadas',
  rejectSelected: 'Rechazar seleccionadas',
  loading: 'Cargando…',
  loadMoreReviews: 'Cargar más reseñas',
  /* 'Mostrar reseñas omitidas ({n})' */
  showSkippedReviews: 'Mostrar reseñas omitidas (',
};

export const REPORTED_REVIEWS_MESSAGES: Translation<typeof En.REPORTED_REVIEWS_MESSAGES> = {
  /* 'Reseña de {nombre} · reportada: {fecha}' */
  reviewBy: 'Reseña de',
  reported: '· reportada:',
  loadMoreReports: 'Cargar más reportes',
};

export const REVIEW_CARD_MESSAGES: Translation<typeof En.REVIEW_CARD_MESSAGES> = {
  by: 'Por',
  /* 'Calificación general: {palabra} ({n} de 5)' */
  overallRating: 'Calificación general:',
  outOf5: 'de 5)',
  verifiedExperience: 'Experiencia verificada',
  sensoryMatch: 'Coincidencia sensorial',
  nothingTicked: 'Nada marcado',
  didNotMatchThe: 'No coincidió con la ficha',
  sensoryRatings: 'Calificaciones sensoriales',
  tags: 'Etiquetas',
  suggestedFeature: 'Característica sugerida:',
  practitioner: 'Profesional:',
  /* Also 'Ver comprobante' (proof-link.tsx lowercases it). */
  proof: 'Comprobante',
  moderatorNotes: 'Notas de moderación',
  requiredToReject: '(obligatorias para rechazar)',
  approve: 'Aprobar',
  reject: 'Rechazar',
  skip: 'Omitir',
  selectTheReviewOf: (providerName, reviewerName) =>
    `Seleccionar la reseña de ${reviewerName} sobre ${providerName}`,
};

export const PHOTOS_TAB_MESSAGES: Translation<typeof En.PHOTOS_TAB_MESSAGES> = {
  somethingWentWrongPlease: 'Algo salió mal. Por favor, inténtelo de nuevo.',
  openTheLargePhoto: '(abrir la foto grande en una pestaña nueva)',
  altText: 'Texto alternativo',
  sentence: 'Frase',
  none: 'Ninguna',
  added: 'Agregada',
  requiredToReject: '(obligatoria para rechazar)',
  loadingPhotos: 'Cargando fotos…',
  photoModeration: 'Moderación de fotos',
  /* '1 foto está esperando revisión' / '3 fotos están en los resultados' */
  photoIs: 'foto está',
  photosAre: 'fotos están',
  found: 'en los resultados',
  waitingForReview: 'esperando revisión',
  waitingCount: (count) =>
    icu(
      'es',
      '{count, plural, one {{n} foto espera revisión} other {{n} fotos esperan revisión}}',
      { count, n: number(count) },
    ),
  foundCount: (count) =>
    icu('es', '{count, plural, one {Se encontró {n} foto} other {Se encontraron {n} fotos}}', {
      count,
      n: number(count),
    }),
  photoQueue: 'Cola de fotos',
  businessNameEMail: 'Negocio, correo o ciudad',
  photosWaitingForReview: 'Fotos que esperan revisión',
  photoAction: (action, altText, providerName) => `${action} foto: ${altText} (${providerName})`,
  theFirstAreShown: (shown, reason) => ` (se muestran las primeras ${number(shown)}, ${reason})`,
};

export const PRACTITIONERS_TAB_MESSAGES: Translation<typeof En.PRACTITIONERS_TAB_MESSAGES> = {
  loadingPractitioners: 'Cargando profesionales…',
  weCouldNotLoad: 'No pudimos cargar los profesionales.',
  practitionerApprovals: 'Aprobación de profesionales',
  aPractitionerIsHighlighted:
    'Un profesional se destaca en la página de un negocio solo si se aprueba aquí. Solo se puede aprobar una reseña verificada con calificación de 4 o más.',
  practitionerList: 'Lista de profesionales',
  practitionerReviewerNameOr: 'Profesional, quien escribió (nombre o correo), negocio o ciudad',
  noReviewsMentionA: 'Todavía ninguna reseña menciona a un profesional.',
  reviewsThatMentionA: 'Reseñas que mencionan a un profesional',
  practitioner: 'Profesional',
  business: 'Negocio',
  review: 'Reseña',
  criteria: 'Criterios',
  status: 'Estado',
  actions: 'Acciones',
  /* '{n} de 5 · Verificada' */
  outOf5: 'de 5 ·',
  verified: 'Verificada',
  notVerified: 'No verificada',
  /* 'por {nombre} · reseña {estado}' */
  by: 'por',
  review2: '· reseña',
  reviewStatuses: { pending: 'pendiente', approved: 'aprobada', rejected: 'rechazada' },
  loading: 'Cargando…',
  loadMore: 'Cargar más',
};

export const PROMOTION_EDITOR_MESSAGES: Translation<typeof En.PROMOTION_EDITOR_MESSAGES> = {
  setAPromotion: 'Configurar una promoción',
  findAProviderBy: 'Buscar un negocio por nombre',
  typeAtLeastTwo: 'Escriba al menos dos letras.',
  noProviderMatchesThat: 'Ningún negocio coincide con ese nombre.',
  matchingProviders: 'Negocios que coinciden',
  /* 'Promoción de {negocio}' */
  promotionOf: 'Promoción de',
  tier: 'Nivel',
  monthlyFeeUsd: 'Tarifa mensual (USD)',
  expiryDate: 'Fecha de vencimiento',
  basicMeansNoPromotion:
    'Básico significa sin promoción: al elegirlo también se desactiva la promoción. Una promoción termina en su fecha de vencimiento. Use el interruptor “Activa” de la lista para iniciar o detener una promoción.',
  savePromotion: 'Guardar promoción',
  cancel: 'Cancelar',
};

export const PROMOTION_TAB_MESSAGES: Translation<typeof En.PROMOTION_TAB_MESSAGES> = {
  loadingPromotions: 'Cargando promociones…',
  monthlyRevenue: 'Ingresos mensuales',
  verificationRate: 'Tasa de verificación',
  noData: 'Sin datos',
  promotedProviders: 'Negocios promocionados',
  promotedProvidersHighestMonthly: 'Negocios promocionados, de mayor a menor tarifa mensual',
  provider: 'Negocio',
  tier2: 'Nivel',
  monthlyFee: 'Tarifa mensual',
  expires: 'Vence',
  active: 'Activa',
  edit: 'Editar',
  promotedProviderPages: 'Páginas de negocios promocionados',
  /* 'Editar la promoción de {negocio}' (for screen readers) */
  promotionOf: 'la promoción de',
  promotionOf2: 'Promoción de',
  tier: (name) => `Nivel ${name}`,
  promotionActiveFor: (name) => `Promoción activa de ${name}`,
};

export const PAGE_NAV_MESSAGES: Translation<typeof En.PAGE_NAV_MESSAGES> = {
  previousPage: 'Página anterior',
  /* 'Página 2 de 5' */
  page: 'Página',
  of: 'de',
  nextPage: 'Página siguiente',
};

export const PROOF_LINK_MESSAGES: Translation<typeof En.PROOF_LINK_MESSAGES> = {
  open: 'Abrir',
  newTab: '(pestaña nueva)',
  preparingSecureLink: 'Preparando el enlace seguro…',
  view: (what) => `Ver ${what}`,
};

export const DOCUMENT_VIEWER_DIALOG_MESSAGES: Translation<
  typeof En.DOCUMENT_VIEWER_DIALOG_MESSAGES
> = {
  loadingTheDocumentSecurely: 'Cargando el documento de forma segura…',
  opensANewTab: '(se abre en una pestaña nueva)',
  verificationDocument: (providerName) => `Documento de verificación: ${providerName}`,
  verificationDocumentOfPdf: (providerName) => `Documento de verificación de ${providerName} (PDF)`,
  verificationDocumentOf: (providerName) => `Documento de verificación de ${providerName}`,
};

export const REJECT_PROVIDER_DIALOG_MESSAGES: Translation<
  typeof En.REJECT_PROVIDER_DIALOG_MESSAGES
> = {
  thisProviderHasNo:
    'Este negocio no tiene correo de contacto: el motivo solo se guarda con la ficha.',
  reasonForRejection: 'Motivo del rechazo',
  cancel: 'Cancelar',
  reject: (name) => `Rechazar ${name}`,
  theProviderIsTold: (contactEmail) =>
    `Se le comunica el motivo al negocio por correo electrónico (${contactEmail}).`,
};

export const REQUEST_DOCUMENTS_DIALOG_MESSAGES: Translation<
  typeof En.REQUEST_DOCUMENTS_DIALOG_MESSAGES
> = {
  documentType: 'Tipo de documento',
  messageToTheProvider: 'Mensaje para el negocio',
  deadline: 'Fecha límite',
  deadlineFormat: 'Escriba la fecha como AAAA-MM-DD',
  optional: '(opcional)',
  cancel: 'Cancelar',
  sendRequest: 'Enviar solicitud',
  /* Stands where the e-mail would, at the start of the sentence below. */
  theProvider: 'El negocio',
  aSecureUploadLink: (email) =>
    `${email} recibe por correo un enlace seguro para subir documentos. El documento actual deja de usarse para la verificación.`,
};

export const VERIFICATION_TAB_MESSAGES: Translation<typeof En.VERIFICATION_TAB_MESSAGES> = {
  loadingVerificationRequests: 'Cargando solicitudes de verificación…',
  /* '{n} negocios en espera, más antiguos primero' */
  provider: 'negocio',
  providers: 'negocios',
  found: 'en los resultados',
  waiting: 'en espera',
  waitingCount: (count, sort) =>
    icu(
      'es',
      '{count, plural, one {{n} negocio en espera} other {{n} negocios en espera}}, {sort}',
      { count, n: number(count), sort },
    ),
  foundCount: (count, sort) =>
    icu(
      'es',
      '{count, plural, one {{n} negocio encontrado} other {{n} negocios encontrados}}, {sort}',
      { count, n: number(count), sort },
    ),
  verificationQueue: 'Cola de verificación',
  verificationQueuePages: 'Páginas de la cola de verificación',
  contactEMail: 'Correo de contacto',
  submitted: 'Fecha de solicitud',
  documentsRequested: 'Documentos solicitados',
  lastEMail: 'Último correo',
  notes: 'Notas',
  /* 'Ver documento de {negocio}' (for screen readers) */
  of: 'de',
  /* 'Pedir más documentos a {negocio}' (for screen readers) */
  from: 'a',
  noneOnFile: (noContactEmail) => `No hay ninguno registrado. ${noContactEmail}`,
};

export const ADMIN_PAGE_MESSAGES: Translation<typeof En.ADMIN_PAGE_MESSAGES> = {
  adminSections: 'Secciones de administración',
};

export const ADMIN_QUEUE_MESSAGES: Translation<typeof En.ADMIN_QUEUE_MESSAGES> = {
  search: 'Buscar',
  searchHint: 'Nombre, correo o ciudad',
  state: 'Estado',
  anyState: 'Todos los estados',
  sort: 'Ordenar',
  sorts: { oldest: 'Más antiguos primero', newest: 'Más recientes primero', name: 'Nombre (A–Z)' },
  clear: 'Borrar la búsqueda',
  noMatch: 'Nada en esta cola coincide con la búsqueda.',
  searchTooLong: (max) => `Busque con ${number(max)} caracteres como máximo.`,
  invalidState: 'El estado debe ser un código de dos letras, como TX.',
};

export const PROMOTION_FIGURE_MESSAGES: Translation<typeof En.PROMOTION_FIGURE_MESSAGES> = {
  tierLabels: { basic: 'Básico', enhanced: 'Destacado', premium: 'Prémium' },
  activeInactive: (active, inactive) =>
    icu(
      'es',
      '{active, plural, one {{a} activa} other {{a} activas}} · {inactive, plural, one {{i} inactiva} other {{i} inactivas}}',
      { active, inactive, a: number(active), i: number(inactive) },
    ),
  verificationRateDetail: (count) =>
    icu(
      'es',
      'Promedio de la proporción verificada en {count, plural, one {{n} negocio publicado} other {{n} negocios publicados}} con reseñas',
      { count, n: number(count) },
    ),
};
