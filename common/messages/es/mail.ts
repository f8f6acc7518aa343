import type { Translation } from '../../i18n/translation';
import type * as EN from '../mail';
import { PRODUCT_NAME } from '../shared';

/**
 * Las palabras de cada correo de CalmPath, en español (decision 066): usted y los
 * términos de docs/spanish-glossary.md.
 */

export const MAIL_FRAME_MESSAGES: Translation<typeof EN.MAIL_FRAME_MESSAGES> = {
  signature: PRODUCT_NAME,
};

export const CONFIRM_EMAIL_MAIL: Translation<typeof EN.CONFIRM_EMAIL_MAIL> = {
  subject: 'Confirme su cuenta de CalmPath',
  greeting: 'Hola:',
  paragraphs: [
    'Gracias por unirse a CalmPath. Confirme su correo electrónico para activar su cuenta:',
  ],
  action: 'Confirmar mi correo electrónico',
  after: [
    'Este enlace funciona durante 24 horas. Si usted no creó una cuenta, puede ignorar este correo.',
  ],
};

export const RESET_PASSWORD_MAIL: Translation<typeof EN.RESET_PASSWORD_MAIL> = {
  subject: 'Cambie su contraseña de CalmPath',
  greeting: 'Hola:',
  paragraphs: [
    'Alguien (esperamos que usted) pidió cambiar la contraseña de su cuenta de CalmPath. Elija una contraseña nueva aquí:',
  ],
  action: 'Elegir una contraseña nueva',
  after: [
    'Este enlace funciona durante 1 hora. Si usted no lo pidió, puede ignorar este correo: su contraseña sigue siendo la misma.',
  ],
};

export const CONFIRM_NEW_EMAIL_MAIL: Translation<typeof EN.CONFIRM_NEW_EMAIL_MAIL> = {
  subject: 'Confirme su nuevo correo electrónico de CalmPath',
  greeting: 'Hola:',
  paragraphs: [
    'Alguien pidió usar esta dirección para su cuenta de CalmPath. Confirme que es suya:',
  ],
  action: 'Confirmar mi nuevo correo electrónico',
  after: [
    'Este enlace funciona durante 24 horas. Hasta que se abra, la cuenta conserva su dirección anterior. Si usted no lo pidió, puede ignorar este correo.',
  ],
};

export const EMAIL_CHANGE_NOTICE_MAIL: Translation<typeof EN.EMAIL_CHANGE_NOTICE_MAIL> = {
  subject: 'Se está cambiando el correo electrónico de su cuenta de CalmPath',
  greeting: 'Hola:',
  paragraphs: [
    'Alguien que inició sesión en su cuenta de CalmPath pidió cambiar su correo electrónico por una dirección nueva. El cambio solo se hace cuando alguien abre el enlace enviado a la nueva dirección.',
    'Si no fue usted, inicie sesión y cambie su contraseña de inmediato.',
  ],
};

export const VERIFICATION_APPROVED_MAIL: Translation<typeof EN.VERIFICATION_APPROVED_MAIL> = {
  subject: 'Su ficha de CalmPath está verificada',
  greeting: (businessName: string) => `Hola, ${businessName}:`,
  paragraphs: [
    'Buenas noticias: su ficha de CalmPath fue verificada. Ahora las familias la ven en la búsqueda con la insignia de Proveedor verificado.',
    'Cree la cuenta de su negocio para administrar su ficha:',
  ],
  action: 'Crear la cuenta de su negocio',
  after: ['Este enlace funciona durante 7 días y se puede usar una sola vez.'],
};

export const VERIFICATION_REJECTED_MAIL: Translation<typeof EN.VERIFICATION_REJECTED_MAIL> = {
  subject: 'La verificación de su ficha de CalmPath no fue aprobada',
  greeting: (businessName: string) => `Hola, ${businessName}:`,
  intro: 'Revisamos la verificación de su ficha de CalmPath y no pudimos verificarla.',
  reason: (reason: string) => `Motivo:\n${reason}`,
  outro:
    'Si cree que se trata de un error, comuníquese con el equipo de CalmPath a través de nuestro sitio web.',
};

export const DOCUMENT_REQUEST_MAIL: Translation<typeof EN.DOCUMENT_REQUEST_MAIL> = {
  subject: 'CalmPath necesita más documentos para verificar su ficha',
  greeting: (businessName: string) => `Hola, ${businessName}:`,
  intro: 'Para verificar su ficha de CalmPath, nuestro equipo necesita más documentos.',
  outro: 'Súbalos de forma segura aquí:',
  action: 'Subir sus documentos',
  after: ['Este enlace funciona durante 7 días y se puede usar una sola vez.'],
};

export const APPLICATION_RECEIVED_MAIL: Translation<typeof EN.APPLICATION_RECEIVED_MAIL> = {
  subject: `${PRODUCT_NAME}: recibimos su solicitud para aparecer en el directorio`,
  greeting: 'Hola:',
  received: (reference: string) =>
    `Gracias por solicitar que su negocio aparezca en el directorio de ${PRODUCT_NAME}. Recibimos su solicitud (referencia ${reference}).`,
  paragraphs: [
    'Qué sigue: nuestro equipo revisa cada solicitud en un plazo de 2 a 3 días hábiles. Le escribiremos a esta dirección de correo electrónico con el resultado y con cualquier pregunta que tengamos.',
    'No necesita hacer nada por ahora. Nunca le pediremos una contraseña ni un pago por correo electrónico.',
    'Si usted no envió esta solicitud, puede ignorar este mensaje: no se publicará nada sin nuestra revisión.',
  ],
};

export const LISTING_CONSENT_MAIL: Translation<typeof EN.LISTING_CONSENT_MAIL> = {
  subject: `${PRODUCT_NAME}: ¿esta solicitud para el directorio es suya?`,
  greeting: 'Hola:',
  applied: (reference: string) =>
    `Alguien solicitó que un negocio aparezca en el directorio de ${PRODUCT_NAME} (referencia ${reference}) y dio esta dirección de correo electrónico, que tiene una cuenta de ${PRODUCT_NAME}.`,
  paragraphs: [
    'Si la solicitud es suya y desea administrar la ficha desde el panel de su negocio, abra este enlace, inicie sesión con esta dirección y confirme:',
  ],
  action: 'Revisar y vincular la ficha',
  after: [
    'Este enlace funciona durante 7 días y se puede usar una sola vez.',
    'Si usted no envió esta solicitud, ignore este mensaje: no se agrega nada a su cuenta sin su confirmación.',
  ],
};
