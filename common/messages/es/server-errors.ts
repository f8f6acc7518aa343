import type { Translation } from '../../i18n/translation';
import type * as En from '../server-errors';

/** Spanish for common/messages/server-errors.ts (decision 062, 067; docs/spanish-glossary.md). */

export const SERVER_ERROR_MESSAGES: Translation<typeof En.SERVER_ERROR_MESSAGES> = {
  invalidValueFor: (field, message) => `Valor no válido en ${field}: ${message}`,
  invalidRequest: 'Solicitud no válida.',
  unsupportedValue:
    'Algunos de los valores enviados no se pueden guardar. Revíselos y vuelva a intentarlo.',
  internal: 'Algo salió mal de nuestra parte. Vuelva a intentarlo.',
  notFound: 'No se encontró.',
  noApiRoute: (method, path) => `No existe la ruta de la API ${method} ${path}`,
  signInToContinue: 'Inicie sesión para continuar.',
  noPermission: 'No tiene permiso para hacer eso.',
  providerNotFound: 'No se encontró el negocio.',
};

export const AUTH_SERVICE_MESSAGES: Translation<typeof En.AUTH_SERVICE_MESSAGES> = {
  invalidEmailOrPassword: 'El correo o la contraseña no son correctos',
  invalidPassword: 'La contraseña no es correcta',
  invalidEmail: 'El correo electrónico no es válido',
  userNotFound: 'No se encontró la cuenta',
  invalidToken: 'El enlace no es válido',
  tokenExpired: 'El enlace venció',
  emailNotVerified: 'Todavía no ha confirmado su correo electrónico',
  passwordTooShort: 'La contraseña es demasiado corta',
  passwordTooLong: 'La contraseña es demasiado larga',
  userAlreadyExists: 'Ya existe una cuenta con ese correo.',
  userAlreadyExistsUseAnother: 'Ya existe una cuenta con ese correo. Use otro correo.',
  sessionExpired: 'Su sesión venció. Vuelva a iniciar sesión para hacer esto.',
  emailAlreadyVerified: 'El correo electrónico ya está confirmado',
  credentialAccountNotFound: 'Esta cuenta no tiene contraseña',
  accountNotFound: 'No se encontró la cuenta',
  failedToCreateUser: 'No se pudo crear la cuenta',
  failedToUpdateUser: 'No se pudo actualizar la cuenta',
  invalidOrigin: 'Origen no válido',
  missingField: 'Este campo es obligatorio',
  validationError: 'Error de validación',
  emailTooLong: 'El correo electrónico es demasiado largo',
  redirectsStayOnSite: 'Las redirecciones deben quedarse en CalmPath',
  noProfilePictures: 'No se admiten fotos de perfil',
};
