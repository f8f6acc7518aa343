import type { Translation } from '../../i18n/translation';
import type * as En from '../visit-messages';

/** Spanish for common/messages/visit-messages.ts (decision 062; terms: docs/spanish-glossary.md). */

export const VISIT_DAY_LABELS: Translation<typeof En.VISIT_DAY_LABELS> = {
  mon: 'Lunes',
  tue: 'Martes',
  wed: 'Miércoles',
  thu: 'Jueves',
  fri: 'Viernes',
  sat: 'Sábado',
  sun: 'Domingo',
};

export const VISIT_TIME_LABELS: Translation<typeof En.VISIT_TIME_LABELS> = {
  morning: 'Por la mañana',
  midday: 'Hacia el mediodía',
  afternoon: 'Por la tarde',
  evening: 'Al final de la tarde',
};

export const VISIT_SLOT_LABELS: Translation<typeof En.VISIT_SLOT_LABELS> = {
  first: 'La primera cita del día',
  last: 'La última cita del día',
  either: 'La primera o la última, cualquiera de las dos',
};

export const VISIT_REPORT_REASON_LABELS: Translation<typeof En.VISIT_REPORT_REASON_LABELS> = {
  spam: 'Spam o publicidad',
  abuse: 'Grosero, hiriente o amenazante',
  other: 'Otro motivo',
};

export const VISIT_MESSAGE_ERRORS: Translation<typeof En.VISIT_MESSAGE_ERRORS> = {
  THREAD_NOT_FOUND: 'Esta conversación no existe, o no le corresponde leerla.',
  CANNOT_RECEIVE: 'Este lugar todavía no puede recibir mensajes en CalmPath.',
  OWN_BUSINESS:
    'Usted administra este negocio: no puede enviarle un mensaje desde su propia cuenta.',
  TOO_MANY_THREADS:
    'Hoy ha iniciado 5 conversaciones, el máximo para un día. Vuelva a intentarlo mañana.',
  TOO_MANY_MESSAGES:
    'Ha enviado muchos mensajes en la última hora. Espere un poco y vuelva a intentarlo.',
  ALREADY_REPORTED: 'Ya reportó esta conversación. El equipo de moderación la revisará.',
  REPORT_NOT_FOUND: 'Este reporte no existe o ya está cerrado.',
  BOOKING_URL_HTTPS: 'Escriba un enlace de reservas que empiece con https://',
  TEXT_NUMBER_INVALID:
    'Escriba un número de teléfono que reciba mensajes de texto, por ejemplo: +1 555 123 4567',
  generic: 'Algo salió mal. Vuelva a intentarlo.',
};

export const VISIT_ASK_MESSAGES: Translation<typeof En.VISIT_ASK_MESSAGES> = {
  heading: 'Pregunte sin llamar por teléfono',
  intro: 'Escriba a este negocio. Le responden aquí y por correo electrónico.',
  askQuestion: 'Hacer una pregunta',
  requestAppointment: 'Pedir una cita',
  signedOut:
    'Inicie sesión para escribir a este negocio. Su correo electrónico sigue siendo privado.',
  signIn: 'Iniciar sesión para escribir',
  cannotReceive:
    'Este lugar todavía no puede recibir mensajes en CalmPath. Puede llamar por teléfono.',
  phone: 'Teléfono',
  noPhone: 'No hay un número de teléfono.',
  bookingLink: 'Reservar en línea',
  bookingLinkNote: '(abre su página de reservas)',
  textNumber: 'Mensaje de texto',
  questionTitle: (name: string) => `Hacer una pregunta a ${name}`,
  requestTitle: (name: string) => `Pedir una cita en ${name}`,
  description: 'Tómese su tiempo. No se envía nada hasta que presione “Enviar”.',
  questionLabel: 'Su pregunta',
  requestLabel: 'Algo que deban saber (opcional)',
  requestDefault: 'Nos gustaría pedir una cita.',
  daysLegend: 'Días que le convienen',
  timesLegend: 'Horas que le convienen',
  slotLegend: 'Primera o última cita del día',
  slotNone: 'Sin preferencia',
  shareEmail: 'Compartir mi correo electrónico con este negocio',
  shareEmailHint:
    'Desactivado: el negocio solo ve su nombre y responde aquí. Activado: también ve su correo electrónico.',
  send: 'Enviar',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  sent: {
    title: 'Mensaje enviado',
    description: 'Recibirá la respuesta por correo electrónico y en Mensajes de su cuenta.',
  },
  seeMessages: 'Ver mis mensajes',
  sendNeedsCard: 'Enviar mi tarjeta de necesidades con esta solicitud',
  sendNeedsCardHint:
    'El negocio ve su tarjeta de necesidades guardada antes de la visita. Puede retirarla cuando quiera en Mis necesidades.',
  needsCardSent: 'También se envió su tarjeta de necesidades.',
  bodyRequired: 'Escriba su pregunta.',
  bodyTooLong: 'Su mensaje debe tener menos de 2,000 caracteres.',
};

export const VISIT_THREAD_MESSAGES: Translation<typeof En.VISIT_THREAD_MESSAGES> = {
  question: 'Pregunta',
  appointment: 'Solicitud de cita',
  unread: 'Nuevo',
  you: 'Usted',
  aFamily: 'Una familia',
  wroteOn: (who: string, when: string) => `${who}, ${when}`,
  preferredDays: 'Días preferidos',
  preferredTimes: 'Horas preferidas',
  slot: 'Cita',
  anyDay: 'Cualquier día',
  anyTime: 'Cualquier hora',
  sharedEmail: (email: string) => `Correo compartido: ${email}`,
  emailNotShared: 'Correo no compartido: responda aquí.',
  replyLabel: 'Su respuesta',
  replySend: 'Enviar respuesta',
  replySent: 'Respuesta enviada',
  replyRequired: 'Escriba una respuesta.',
  report: 'Reportar esta conversación',
  reportTitle: 'Reportar esta conversación',
  reportDescription:
    'El equipo de moderación leerá esta conversación para decidir qué hacer. Solo lee las conversaciones que alguien reporta.',
  reportReason: 'Motivo',
  reportDetails: 'Detalles (opcional)',
  reportSend: 'Enviar reporte',
  reported: 'Reportada. El equipo de moderación la revisará.',
  cancel: 'Cancelar',
  loadFailed: 'No pudimos cargar esta conversación. Vuelva a intentarlo.',
  retry: 'Reintentar',
  back: 'Todas las conversaciones',
  open: (name: string) => `Abrir la conversación con ${name}`,
};

export const VISIT_DASHBOARD_MESSAGES: Translation<typeof En.VISIT_DASHBOARD_MESSAGES> = {
  tab: 'Mensajes',
  heading: 'Mensajes de familias',
  intro:
    'Las familias escriben aquí en lugar de llamar. Las conversaciones sin leer aparecen primero.',
  empty:
    'Todavía no hay mensajes. Cuando una familia escriba, su mensaje aparecerá aquí y usted recibirá un correo.',
  loading: 'Cargando mensajes…',
  contactHeading: 'Enlace de reservas y mensajes de texto',
  contactIntro:
    'Se muestran junto a su teléfono en su página, para que las familias reserven o escriban en lugar de llamar.',
  bookingUrl: 'Enlace de reservas (https://…)',
  textNumber: 'Número para mensajes de texto',
  save: 'Guardar',
  saved: 'Guardado',
};

export const VISIT_ACCOUNT_MESSAGES: Translation<typeof En.VISIT_ACCOUNT_MESSAGES> = {
  heading: 'Mensajes',
  intro: 'Sus preguntas y solicitudes de cita a los negocios, con las respuestas de cada negocio.',
  empty:
    'Todavía no hay mensajes. En la página de un negocio, elija “Hacer una pregunta” o “Pedir una cita”.',
  loading: 'Cargando sus mensajes…',
};

export const VISIT_REPORTS_ADMIN_MESSAGES: Translation<typeof En.VISIT_REPORTS_ADMIN_MESSAGES> = {
  tab: 'Mensajes reportados',
  heading: 'Conversaciones reportadas',
  intro:
    'Solo se muestran las conversaciones que alguien reportó. Cierre el reporte cuando esté resuelto.',
  empty: 'No hay conversaciones reportadas.',
  loading: 'Cargando conversaciones reportadas…',
  reportedBy: (side: string, reason: string) => `Reportada por ${side}: ${reason}`,
  member: 'la familia',
  business: 'el negocio',
  memberWrote: 'La familia',
  businessWrote: 'El negocio',
  between: (provider: string) => `Conversación con ${provider}`,
  close: 'Cerrar reporte',
  closed: 'Reporte cerrado',
};

export const VISIT_MESSAGE_MAILS: Translation<typeof En.VISIT_MESSAGE_MAILS> = {
  toBusinessSubject: (provider: string) => `Una familia escribió a ${provider} en CalmPath`,
  toBusinessGreeting: (provider: string) => `Hola, ${provider}:`,
  toBusinessQuestion: (who: string) => `${who} hizo una pregunta:`,
  toBusinessRequest: (who: string) => `${who} quiere pedir una cita:`,
  toBusinessReply: (who: string) => `${who} volvió a escribir:`,
  preferences: (days: string, times: string, slot: string) =>
    `Días preferidos: ${days}. Horas preferidas: ${times}. ${slot}`,
  sharedEmail: (email: string) => `Decidió compartir su correo electrónico: ${email}`,
  notShared: 'Decidió no compartir su correo electrónico: responda en su panel.',
  toBusinessAction: 'Responder en su panel',
  toMemberSubject: (provider: string) => `${provider} le respondió en CalmPath`,
  toMemberGreeting: 'Hola:',
  toMemberIntro: (provider: string) => `${provider} respondió:`,
  toMemberAction: 'Leer y responder en su cuenta',
  after: 'Recibe este correo por una conversación en CalmPath.',
};
