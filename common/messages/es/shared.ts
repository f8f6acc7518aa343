import type { Translation } from '../../i18n/translation';
import type * as En from '../shared';

/**
 * Spanish for common/messages/shared.ts (decision 062; terms: docs/spanish-glossary.md).
 * PRODUCT_NAME is not translated; TOAST_DURATIONS are numbers; joinValidationErrors joins with
 * '. ', as Spanish does.
 */

export const COMMON_MESSAGES: Translation<typeof En.COMMON_MESSAGES> = {
  errorTitle: 'Error',
  successTitle: 'Listo',
  unexpected: {
    title: 'Error',
    description: 'Ocurrió un error inesperado. Por favor, inténtelo de nuevo.',
  },
  unexpectedErrorTitle: 'Error inesperado',
  pleaseTryAgain: 'Por favor, inténtelo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  retry: 'Reintentar',
  backToHome: 'Volver al inicio',
  returnToHome: 'Volver al inicio',
  signIn: 'Iniciar sesión',
  signOut: 'Cerrar sesión',
  createAccount: 'Crear cuenta',
  back: 'Atrás',
  next: 'Siguiente',
  cancel: 'Cancelar',
  accessDenied: 'Acceso denegado',
  accessRequired: 'Se necesita acceso',
  notFound: '¡Uy! No encontramos la página',
  unexpectedApplicationError: '¡Error inesperado en la aplicación!',
  scrollSideways: 'Desplácese hacia los lados para ver más',
};

export const CONFIG_MESSAGES: Translation<typeof En.CONFIG_MESSAGES> = {
  missingEnv: (name) =>
    `Falta una variable de entorno obligatoria: ${name}. Defínala en su entorno o en el archivo .env (vea el README).`,
  missingEnvPrefix: 'Falta una variable de entorno obligatoria',
};

export const NAV_MESSAGES: Translation<typeof En.NAV_MESSAGES> = {
  listYourBusiness: 'Agregar su negocio',
  nominateBusiness: 'Proponer un negocio',
  signIn: 'Iniciar sesión',
  admin: 'Administración',
  moderation: 'Moderación',
  myFavorites: 'Mis favoritos',
  signOut: 'Cerrar sesión',
  businessPortal: 'Portal para negocios',
  terms: 'Términos del servicio',
  privacy: 'Política de privacidad',
  trustAndSafety: 'Confianza y seguridad',
};

export const CALM_MODE_MESSAGES: Translation<typeof En.CALM_MODE_MESSAGES> = {
  toggle: 'Modo tranquilo',
  on: 'El modo tranquilo está activado: sin movimiento, colores más suaves, letra más grande.',
  off: 'El modo tranquilo está desactivado.',
};

export const VALIDATION_MESSAGES: Translation<typeof En.VALIDATION_MESSAGES> = {
  businessNameRequired: 'Escriba el nombre del negocio',
  emailAddressRequired: 'Escriba la dirección de correo electrónico',
  invalidEmail: 'Escriba un correo electrónico válido',
  businessCategoryRequired: 'Elija la categoría del negocio',
  customCategoryRequired: 'Indique la categoría de su negocio',
  invalidPhone: 'Escriba un número de teléfono válido',
  consentsRequired: 'Para continuar, acepte todos los términos obligatorios',
  websiteScheme: 'La dirección del sitio web debe empezar con http:// o https://',
  emailRequired: 'Escriba su correo electrónico',
  passwordRequired: 'Escriba su contraseña',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  unsupportedCharacters: 'Quite los caracteres no admitidos',
  fullNameRequired: 'Escriba su nombre completo',
  incompleteStepTitle: 'Complete los campos obligatorios',
  validationErrorTitle: 'Revise los datos',
};

export const LAYOUT_MESSAGES: Translation<typeof En.LAYOUT_MESSAGES> = {
  skipToMainContent: 'Saltar al contenido principal',
};

export const ERROR_FALLBACK_PAGE_MESSAGES: Translation<typeof En.ERROR_FALLBACK_PAGE_MESSAGES> = {
  loadingTheLatestVersion: 'Cargando la versión más reciente…',
  unexpectedApplicationError: '¡Error inesperado en la aplicación!',
  somethingWentWrongOn:
    'Algo salió mal de nuestra parte. Vuelva a cargar la página o regrese al inicio.',
  returnToHome: 'Volver al inicio',
};

export const NOT_FOUND_PAGE_MESSAGES: Translation<typeof En.NOT_FOUND_PAGE_MESSAGES> = {
  pageNotFound: 'Página no encontrada',
  oopsPageNotFound: '¡Uy! No encontramos la página',
  thePageYouWere: 'La página que busca no está aquí. Volvamos a un camino tranquilo.',
  returnToHome: 'Volver al inicio',
};

export const SITE_FOOTER_MESSAGES: Translation<typeof En.SITE_FOOTER_MESSAGES> = {
  businessPortal: 'Portal para negocios',
  termsOfService: 'Términos del servicio',
  privacyPolicy: 'Política de privacidad',
  trustSafety: 'Confianza y seguridad',
  calmpathSensoryFriendlyPlaces:
    'CalmPath. Lugares adaptados sensorialmente, con reseñas de familias.',
  footer: 'Pie de página',
};

export const SITE_HEADER_MESSAGES: Translation<typeof En.SITE_HEADER_MESSAGES> = {
  main: 'Principal',
};

export const SITE_MENU_MESSAGES: Translation<typeof En.SITE_MENU_MESSAGES> = {
  menu: 'Menú',
};

export const LEGAL_DOCUMENT_MESSAGES: Translation<typeof En.LEGAL_DOCUMENT_MESSAGES> = {
  lastUpdated: 'Última actualización:',
  july122025: '12 de julio de 2025',
  onThisPage: 'En esta página',
};

export const DIALOG_MESSAGES: Translation<typeof En.DIALOG_MESSAGES> = {
  close: 'Cerrar',
};

export const FIELD_MESSAGES: Translation<typeof En.FIELD_MESSAGES> = {
  optional: '(opcional)',
};
