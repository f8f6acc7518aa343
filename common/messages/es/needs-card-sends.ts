import type { Translation } from '../../i18n/translation';
import type * as En from '../needs-card-sends';

/** Spanish for common/messages/needs-card-sends.ts (decision 062; terms: docs/spanish-glossary.md). */

export const NEEDS_CARD_SEND_MESSAGES: Translation<typeof En.NEEDS_CARD_SEND_MESSAGES> = {
  heading: 'Envíe su tarjeta de necesidades antes de ir',
  intro: (business) =>
    `Cuéntele a ${business} qué le ayuda antes de su visita. El negocio verá su tarjeta tal como usted la envíe (nunca su correo electrónico) y usted puede retirarla cuando quiera.`,
  send: (business) => `Enviar mi tarjeta de necesidades a ${business}`,
  cannotReceive: (business) =>
    `${business} todavía no puede recibir tarjetas de necesidades: nadie del negocio administra esta página en CalmPath. Puede imprimir su tarjeta o compartir su enlace y llevarla a su visita.`,
  signedOut: 'Inicie sesión para enviar su tarjeta de necesidades a este lugar antes de su visita.',
  signIn: 'Iniciar sesión',
  noCard: 'Todavía no ha hecho su tarjeta de necesidades. Hágala primero y luego envíela aquí.',
  makeCard: 'Hacer mi tarjeta de necesidades',
  confirmTitle: (business) => `¿Enviar su tarjeta de necesidades a ${business}?`,
  confirmDescription: (business) =>
    `${business} verá exactamente esta tarjeta en el panel del negocio. No verá su correo electrónico. Los cambios que haga después en su tarjeta no se envían.`,
  confirmSend: 'Enviar mi tarjeta de necesidades',
  cancel: 'Cancelar',
  sent: {
    title: 'Tarjeta de necesidades enviada',
    description: (business) => `${business} puede leerla en el panel del negocio.`,
  },
  sentTo: (business, date) => `Enviada a ${business} el ${date}`,
  readBy: (business, date) => `Leída por ${business} el ${date}`,
  withdraw: 'Retirar',
  withdrawLabel: (business) => `Retirar la tarjeta de necesidades enviada a ${business}`,
  withdrawTitle: (business) => `¿Retirar su tarjeta de necesidades de ${business}?`,
  withdrawDescription: (business) =>
    `${business} ya no verá su tarjeta: se borra la copia que tiene y el enlace que recibió deja de funcionar.`,
  confirmWithdraw: 'Retirar mi tarjeta de necesidades',
  withdrawn: {
    title: 'Tarjeta de necesidades retirada',
    description: 'El negocio ya no la tiene.',
  },
  listHeading: 'Lugares a los que envió su tarjeta de necesidades',
  listIntro:
    'Cada lugar ve la tarjeta tal como era cuando usted la envió. Si la retira, se borra la copia de ese lugar.',
  listEmpty:
    'Todavía no ha enviado su tarjeta de necesidades a ningún lugar. En la página de un lugar, elija “Enviar mi tarjeta de necesidades” antes de una visita.',
  loadFailed: 'No pudimos cargar sus tarjetas enviadas. Por favor, inténtelo de nuevo.',
  errors: {
    rateLimited: (max) =>
      `Hoy ya envió su tarjeta de necesidades ${max} veces. Por favor, inténtelo de nuevo mañana.`,
    alreadySent: 'Ya envió su tarjeta de necesidades a este lugar.',
    cannotReceive: 'Este lugar no puede recibir tarjetas de necesidades.',
    noCard: 'Por favor, guarde primero su tarjeta de necesidades.',
    failed: 'Algo salió mal. Por favor, inténtelo de nuevo.',
  },
};

export const NEEDS_CARD_INBOX_MESSAGES: Translation<typeof En.NEEDS_CARD_INBOX_MESSAGES> = {
  heading: 'Tarjetas de necesidades que le enviaron las familias',
  intro:
    'Las familias envían su tarjeta de necesidades antes de una visita para que usted pueda prepararse. Marque una tarjeta como leída y la familia verá que la leyó. Una familia puede retirar su tarjeta cuando quiera; entonces desaparece de aquí.',
  empty: 'Todavía no hay tarjetas de necesidades.',
  loadFailed: 'No pudimos cargar las tarjetas de necesidades. Por favor, inténtelo de nuevo.',
  fromNamed: (name) => `De ${name}`,
  fromFamily: 'De una familia',
  receivedOn: (date) => `Recibida el ${date}`,
  readOn: (date) => `Leída el ${date}`,
  unread: 'Sin leer',
  open: 'Abrir',
  openLabel: (from, date) => `Abrir la tarjeta de necesidades: ${from}, recibida el ${date}`,
  dialogTitle: 'Tarjeta de necesidades',
  markRead: 'Marcar como leída',
  markedRead: {
    title: 'Marcada como leída',
    description: 'La familia puede ver que usted la leyó.',
  },
  markFailed: 'No se pudo marcar como leída. Por favor, inténtelo de nuevo.',
  goneTitle: 'Esta tarjeta de necesidades no está disponible',
  goneText: 'Es posible que la familia la haya retirado. No se guarda nada de ella.',
};

export const NEEDS_CARD_RECEIVED_MAIL: Translation<typeof En.NEEDS_CARD_RECEIVED_MAIL> = {
  subject: 'Una familia le envió su tarjeta de necesidades',
  greeting: (business) => `Hola, ${business}:`,
  paragraphs: [
    'Una familia que planea una visita le envió su tarjeta de necesidades en CalmPath: qué le ayuda y cuál es la mejor manera de hablar con ella.',
    'Léala en el panel del negocio y márquela como leída, para que la familia sepa que usted la vio.',
  ],
  action: 'Leer la tarjeta de necesidades',
  after: [
    'La familia puede retirar su tarjeta cuando quiera; entonces este enlace deja de funcionar.',
  ],
};
