import type { Translation } from '../../i18n/translation';
import type * as En from '../staff-training';

/** Spanish for common/messages/staff-training.ts (decision 062; terms: docs/spanish-glossary.md). */

export const STAFF_TRAINING_PROBLEMS: Translation<typeof En.STAFF_TRAINING_PROBLEMS> = {
  nameRequired: 'Escriba el nombre de la capacitación (al menos 2 caracteres).',
  nameTooLong: 'El nombre de la capacitación puede tener hasta 120 caracteres.',
  issuerRequired: 'Escriba quién impartió la capacitación (al menos 2 caracteres).',
  issuerTooLong: 'El nombre de quien la impartió puede tener hasta 120 caracteres.',
  dateFormat: 'Escriba la fecha como AAAA-MM-DD.',
  completedInFuture: 'La fecha de finalización no puede ser futura.',
  expiryBeforeCompletion: 'La fecha de vencimiento debe ser posterior a la de finalización.',
  expiryPassed: 'Esta capacitación ya venció. Escriba una vigente.',
  reasonRequired: 'Indique por qué se rechaza la capacitación.',
  reasonTooLong: 'El motivo puede tener hasta 500 caracteres.',
};

export const STAFF_TRAINING_ERRORS: Translation<typeof En.STAFF_TRAINING_ERRORS> = {
  notFound: 'No se encontró esta capacitación.',
  tooMany: 'Un negocio puede indicar hasta 30 capacitaciones. Quite primero una antigua.',
  noDocument:
    'Esta capacitación no tiene documento para revisar, así que aún no se puede verificar.',
  alreadyDecided: 'Ya se tomó una decisión sobre esta capacitación, o cambió desde que se abrió.',
  documentNotAvailable: 'Documento no disponible.',
  rateLimited: 'Demasiados cambios seguidos. Espere unos minutos e inténtelo de nuevo.',
  noFile: 'Elija un archivo para subir.',
};

export const STAFF_TRAINING_EDITOR_MESSAGES: Translation<typeof En.STAFF_TRAINING_EDITOR_MESSAGES> =
  {
    heading: 'Capacitación del personal',
    hint: 'Indique las capacitaciones o certificaciones de su personal, con un certificado para que nuestro equipo lo revise. Una vez revisada, cada una aparece en su página con su fecha hasta que vence.',
    loading: 'Cargando la capacitación del personal…',
    loadFailed: 'No se pudo cargar la capacitación del personal.',
    empty: 'Aún no hay capacitaciones del personal.',
    add: 'Agregar capacitación',
    edit: 'Editar',
    editOf: (name: string) => `Editar ${name}`,
    remove: 'Quitar',
    removeOf: (name: string) => `Quitar ${name}`,
    removeTitle: (name: string) => `¿Quitar ${name}?`,
    removeDescription: 'Ya no aparecerá en su página. No se puede deshacer.',
    cancel: 'Cancelar',
    save: 'Guardar capacitación',
    saving: 'Guardando…',
    addHeading: 'Agregar capacitación del personal',
    editHeading: 'Editar capacitación del personal',
    name: 'Capacitación o certificación',
    namePlaceholder: 'p. ej., Capacitación sobre autismo',
    issuer: 'Emitida por',
    issuerPlaceholder: 'p. ej., Sociedad Nacional de Autismo',
    completedOn: 'Fecha de finalización',
    expiresOn: 'Fecha de vencimiento (opcional)',
    expiresHint: 'Déjela vacía si no vence.',
    document: 'Certificado o comprobante (PDF, JPG o PNG, hasta 5 MB)',
    documentReplace: 'Reemplazar el certificado (PDF, JPG o PNG, hasta 5 MB)',
    documentHint: 'Solo nuestro equipo ve este documento.',
    documentTooLarge: 'Este archivo pesa más de 5 MB. Elija uno más pequeño.',
    documentWrongType: 'Elija un archivo PDF, JPG o PNG.',
    editResets:
      'Si cambia el nombre, la entidad o las fechas, una capacitación revisada vuelve a revisión.',
    saved: 'Capacitación guardada. Nuestro equipo la revisará.',
    savedNoDocument:
      'Capacitación guardada. Agregue un certificado para que nuestro equipo la revise.',
    removed: 'Capacitación quitada.',
    failed: 'No se pudo guardar la capacitación. Inténtelo de nuevo.',
    uploadFailed: 'La capacitación se guardó, pero no se pudo subir el certificado.',
    removeFailed: 'No se pudo quitar la capacitación. Inténtelo de nuevo.',
    completed: (date: string) => `Finalizada el ${date}`,
    expires: (date: string) => `vence el ${date}`,
    noExpiry: 'sin vencimiento',
    hasDocument: 'Certificado enviado',
    noDocument: 'Aún sin certificado',
    expired: 'Vencida: ya no aparece',
    rejectedBecause: (reason: string) => `No aceptada: ${reason}`,
    statuses: {
      pending: 'En espera de revisión',
      verified: 'Revisada',
      rejected: 'No aceptada',
    },
  };

export const STAFF_TRAINING_ADMIN_MESSAGES: Translation<typeof En.STAFF_TRAINING_ADMIN_MESSAGES> = {
  heading: 'Capacitaciones del personal por revisar',
  hint: 'Abra el certificado, compárelo con los datos y luego verifique o rechace.',
  loading: 'Cargando capacitaciones por revisar…',
  loadFailed: 'No se pudieron cargar las capacitaciones por revisar.',
  empty: 'No hay capacitaciones en espera.',
  waiting: (count: number) =>
    count === 1 ? '1 capacitación en espera' : `${count} capacitaciones en espera`,
  business: 'Negocio',
  issuer: 'Emitida por',
  completed: 'Finalizada',
  expires: 'Vence',
  noExpiry: 'Sin vencimiento',
  sent: 'Enviada',
  viewDocument: 'Ver certificado',
  opening: 'Abriendo…',
  noDocument: 'Sin certificado',
  linkFailed: 'No se pudo abrir el certificado.',
  linkExpires: 'El enlace funciona durante 5 minutos.',
  verify: 'Verificar',
  reject: 'Rechazar',
  verifyTitle: (name: string) => `¿Verificar ${name}?`,
  verifyDescription: 'Aparecerá en la página del negocio como capacitación del personal revisada.',
  confirmVerify: 'Verificar',
  cancel: 'Cancelar',
  rejectTitle: (name: string) => `¿Rechazar ${name}?`,
  reason: 'Motivo (el negocio lo verá)',
  confirmReject: 'Rechazar',
  reasonRequired: 'Indique por qué se rechaza la capacitación.',
  verified: 'Capacitación verificada.',
  rejected: 'Capacitación rechazada.',
  decisionFailed: 'No se pudo guardar la decisión. Inténtelo de nuevo.',
};

export const STAFF_TRAINING_BADGE_MESSAGES: Translation<typeof En.STAFF_TRAINING_BADGE_MESSAGES> = {
  heading: 'Capacitación del personal',
  badge: (name: string, issuer: string, monthYear: string) =>
    `Personal capacitado: ${name}, ${issuer}, ${monthYear}`,
  checked: 'Certificado revisado por CalmPath',
};
