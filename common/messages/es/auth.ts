import type { Translation } from '../../i18n/translation';
import type * as En from '../auth';
import { PRODUCT_NAME, TOAST_DURATIONS } from '../shared';

/**
 * Spanish for common/messages/auth.ts (decision 062; terms: docs/spanish-glossary.md).
 * AUTH_SERVER_ERRORS stays English: the server's texts, matched by the client, not shown.
 */

export const AUTH_MESSAGES: Translation<typeof En.AUTH_MESSAGES> = {
  signInTitle: 'Hola de nuevo',
  signUpTitle: `Únase a ${PRODUCT_NAME}`,
  fullNameLabel: 'Nombre completo',
  emailLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
  signIn: 'Iniciar sesión',
  signUp: 'Crear cuenta',
  signOut: 'Cerrar sesión',
  loginFailed: {
    title: 'No se pudo iniciar sesión',
    description:
      'El correo electrónico o la contraseña no son correctos. Revíselos e inténtelo de nuevo.',
  },
  signInError: (message) => ({ title: 'Error', description: message }),
  accountExists: {
    title: 'La cuenta ya existe',
    description: 'Ya hay una cuenta con este correo electrónico. Inicie sesión con ella.',
  },
  signUpFailed: (message) => ({
    title: 'No se pudo crear la cuenta',
    description: message,
  }),
  unexpected: {
    title: 'Error',
    description: 'Ocurrió un error inesperado. Por favor, inténtelo de nuevo.',
  },
  welcomeBack: {
    title: '¡Hola de nuevo!',
    description: 'Inició sesión correctamente.',
    duration: TOAST_DURATIONS.success,
  },
  almostThere: {
    title: '¡Ya casi termina!',
    description:
      'Revise su correo electrónico: le enviamos un enlace de confirmación para activar su cuenta.',
    duration: TOAST_DURATIONS.almostThere,
  },
  useAuthOutsideProvider: 'useAuth debe usarse dentro de un AuthProvider',
};

export const ONBOARDING_MESSAGES: Translation<typeof En.ONBOARDING_MESSAGES> = {
  signInRequired: 'Inicie sesión para terminar de configurar su cuenta.',
  saveFailed: {
    title: 'Error',
    description: 'No se pudo guardar su información. Por favor, inténtelo de nuevo.',
  },
  saved: {
    title: 'Listo',
    description: 'Se guardó su información.',
    duration: TOAST_DURATIONS.success,
  },
  leaveReview: 'Escribir una reseña',
  exploreProviders: 'Explorar lugares',
};

export const AUTH_PAGE_MESSAGES: Translation<typeof En.AUTH_PAGE_MESSAGES> = {
  createAnAccount: 'Crear una cuenta',
  signIn: 'Iniciar sesión',
};

export const RESET_PASSWORD_PAGE_MESSAGES: Translation<typeof En.RESET_PASSWORD_PAGE_MESSAGES> = {
  chooseANewPassword: 'Elija una contraseña nueva',
  thisResetLinkDoes: 'Este enlace para restablecer la contraseña no funciona',
  itMayHaveExpired:
    'Puede que haya vencido o que ya se haya usado. Pida uno nuevo desde el formulario para iniciar sesión.',
  goToSignIn: 'Ir a iniciar sesión',
  passwordMustBeAt: 'La contraseña debe tener al menos 6 caracteres',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  passwordChanged: 'Contraseña cambiada',
  youCanNowSign: 'Ya puede iniciar sesión con su contraseña nueva.',
  anUnexpectedErrorOccurred: 'Ocurrió un error inesperado. Por favor, inténtelo de nuevo.',
  newPassword: 'Contraseña nueva',
  atLeast6Characters: 'Al menos 6 caracteres.',
  confirmNewPassword: 'Confirme la contraseña nueva',
  saveNewPassword: 'Guardar contraseña nueva',
};

export const ONBOARDING_PAGE_MESSAGES: Translation<typeof En.ONBOARDING_PAGE_MESSAGES> = {
  welcomeTellUsAbout: 'Le damos la bienvenida: cuéntenos sobre usted',
  fullNameIsRequired: 'Escriba su nombre completo',
  pleaseEnterA5: 'Escriba un código postal de 5 dígitos',
  error: 'Error',
  welcomeToCalmpath: 'Le damos la bienvenida a CalmPath',
  tellUsALittle:
    'Cuéntenos un poco sobre usted para mostrarle lugares que le convengan. Puede cambiarlo más adelante.',
  fullName: 'Nombre completo',
  zipCode: 'Código postal',
  whichAccommodationsMatterTo: '¿Qué adaptaciones son importantes para usted?',
  chooseAnyThatHelp: 'Elija todas las que le ayuden. Es opcional.',
  onlyVerifiedProvidersWith:
    'Solo los negocios verificados que tienen una cuenta de negocio administran sus fichas. ¿Quiere saber cómo los verificamos?',
  readAboutTrustSafety: 'Leer sobre Confianza y seguridad',
  continue: 'Continuar',
};

export const AUTH_PROVIDER_MESSAGES: Translation<typeof En.AUTH_PROVIDER_MESSAGES> = {
  signOutFailed: 'No se pudo cerrar la sesión',
};

export const AUTH_FORM_MESSAGES: Translation<typeof En.AUTH_FORM_MESSAGES> = {
  resetYourPassword: 'Restablecer la contraseña',
  pleaseConfirmYourE:
    'Primero confirme su dirección de correo electrónico: abra el enlace que le enviamos cuando creó su cuenta.',
  ifAnAccountExists:
    'Si hay una cuenta con ese correo electrónico, le enviamos un enlace para elegir una contraseña nueva.',
  forIndividualUsersAnd:
    'Para uso personal y para escribir reseñas. Los negocios se registran desde “Agregar su negocio”.',
  signInToSave: 'Inicie sesión para guardar favoritos y compartir sus experiencias.',
  enterYourEMail:
    'Escriba su correo electrónico y le enviaremos un enlace para elegir una contraseña nueva.',
  atLeast6Characters: 'Al menos 6 caracteres.',
  resendConfirmationEmail: 'Reenviar el correo de confirmación',
  sendResetLink: 'Enviar enlace',
  forgotPassword: '¿Olvidó su contraseña?',
  donTHaveAn: '¿No tiene una cuenta? Cree una',
  alreadyHaveAnAccount: '¿Ya tiene una cuenta? Inicie sesión',
  backToSignIn: 'Volver a iniciar sesión',
  byContinuingYouAgree: 'Al continuar, acepta los',
  termsOfService: 'Términos del servicio',
  and: 'y la',
  privacyPolicy: 'Política de privacidad',
  openInANew: '(se abren en una pestaña nueva)',
};

export const USER_MENU_MESSAGES: Translation<typeof En.USER_MENU_MESSAGES> = {
  accountMenuFor: (display) => `Menú de la cuenta de ${display}`,
};
