import type { Translation } from '../../i18n/translation';
import type * as En from '../account';
import { TOAST_DURATIONS } from '../shared';

/**
 * Spanish for common/messages/account.ts (decision 062): favourites, my reviews and account
 * settings. Usted, and the terms of docs/spanish-glossary.md.
 */

export const ACCOUNT_MESSAGES: Translation<typeof En.ACCOUNT_MESSAGES> = {
  myReviews: 'Mis reseñas',
  accountSettings: 'Configuración de la cuenta',
  myReviewsIntro:
    'Todas las reseñas que ha escrito. Cada reseña espera la revisión del equipo de moderación antes de publicarse; mientras tanto, puede editarla o retirarla.',
  noReviews: 'Todavía no ha escrito ninguna reseña.',
  writeReview: 'Compartir su experiencia',
  statusLabels: {
    pending: 'Esperando moderación',
    approved: 'Publicada',
    rejected: 'No publicada',
  },
  moderatorReason: 'Motivo que dio nuestro equipo de moderación:',
  noReasonGiven: 'Nuestro equipo de moderación no indicó un motivo.',
  writtenOn: (date: string) => `Escrita el ${date}`,
  edit: 'Editar',
  withdraw: 'Retirar',
  withdrawTitle: '¿Retirar esta reseña?',
  withdrawDescription:
    'Se eliminan la reseña y cualquier comprobante que haya adjuntado. Más adelante puede escribir una nueva reseña de este negocio.',
  withdrawConfirm: 'Retirar la reseña',
  cancel: 'Cancelar',
  withdrawn: { title: 'Reseña retirada', description: 'Su reseña se eliminó.' },
  editTitle: (business: string) => `Editar su reseña de ${business}`,
  overallFeedback: 'Comentario general',
  practitionerName: 'Nombre del profesional',
  save: 'Guardar cambios',
  saved: {
    title: 'Reseña actualizada',
    description: 'Sus cambios se guardaron. La reseña sigue esperando moderación.',
  },
  reviewNotFound: 'No pudimos encontrar esa reseña.',
  reviewNotPending: 'Esta reseña ya fue moderada, así que ya no se puede cambiar ni retirar.',
  providerChanged: 'Una reseña no se puede pasar a otro negocio. Escriba una reseña nueva.',
  rateLimited: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
  nameSection: 'Su nombre',
  fullName: 'Nombre completo',
  saveName: 'Guardar el nombre',
  nameSaved: { title: 'Nombre guardado', description: 'Su nombre se actualizó.' },
  emailSection: 'Correo electrónico',
  currentEmail: (email: string) => `Su correo electrónico es ${email}.`,
  newEmail: 'Correo electrónico nuevo',
  changeEmail: 'Enviar enlace de confirmación',
  emailChangeSent: (email: string) => ({
    title: 'Revise su bandeja de entrada',
    description: `Enviamos un enlace de confirmación a ${email}. Su correo cambiará cuando lo abra.`,
  }),
  emailChanged: 'Su correo electrónico se cambió.',
  passwordSection: 'Contraseña',
  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  changePassword: 'Cambiar la contraseña',
  passwordChanged: {
    title: 'Contraseña cambiada',
    description: 'Su contraseña se cambió. Se cerró la sesión en sus otros dispositivos.',
  },
  wrongPassword: 'Esa contraseña no es correcta.',
  passwordTooShort: 'Su contraseña nueva debe tener al menos 6 caracteres.',
  dataSection: 'Sus datos',
  dataIntro:
    'Descargue una copia de todo lo que CalmPath guarda sobre usted: su cuenta, su perfil, sus favoritos, sus reseñas y sus roles, en un solo archivo JSON.',
  downloadData: 'Descargar mis datos',
  deleteSection: 'Eliminar mi cuenta',
  deleteIntro:
    'Esto elimina su cuenta, su perfil, sus favoritos y sus preferencias guardadas. Las reseñas que están esperando o que no se publicaron se eliminan; las reseñas publicadas se quedan en el sitio como anónimas, sin nada que las relacione con usted. Esto no se puede deshacer.',
  deletePassword: 'Su contraseña',
  /* The page checks for the word DELETE itself (account-settings.tsx), so it stays in English. */
  deleteConfirmLabel: 'Escriba DELETE para confirmar',
  deleteButton: 'Eliminar mi cuenta',
  deleted: {
    title: 'Cuenta eliminada',
    description: 'Su cuenta y su información personal se eliminaron.',
  },
  somethingWrong: 'Algo salió mal. Por favor, inténtelo de nuevo.',
};

export const FAVORITE_MESSAGES: Translation<typeof En.FAVORITE_MESSAGES> = {
  mustBeLoggedIn: 'Inicie sesión para guardar favoritos',
  updateFailed: {
    title: 'Error',
    description: 'No se pudieron actualizar sus favoritos. Por favor, inténtelo de nuevo.',
  },
  saved: {
    title: '¡Guardado en favoritos!',
    description: 'Encontrará este lugar en su lista de guardados.',
    duration: TOAST_DURATIONS.success,
  },
  removed: {
    title: 'Quitado de favoritos',
    description: 'Se quitó el lugar de su lista de guardados.',
    duration: TOAST_DURATIONS.success,
  },
  signInRequired: 'Debe iniciar sesión para ver sus favoritos',
  heading: 'Mis favoritos',
  empty: 'Todavía no tiene favoritos',
  browseProviders: 'Explorar lugares',
  leaveReview: 'Escribir una reseña',
};

export const FAVORITES_PAGE_MESSAGES: Translation<typeof En.FAVORITES_PAGE_MESSAGES> = {
  saveProvidersFromYour:
    'Guarde lugares desde los resultados de búsqueda para encontrarlos aquí otra vez.',
  outOf5: 'de 5',
  review: 'reseña',
  reviews: 'reseñas',
  noReviewsYet: 'Todavía no hay reseñas',
  removeFromFavorites: (name: string | number) => `Quitar ${name} de favoritos`,
};

export const UNDO_REMOVAL_MESSAGES: Translation<typeof En.UNDO_REMOVAL_MESSAGES> = {
  restoredToFavorites: 'Devuelto a favoritos',
  providerIsBackIn: 'El lugar volvió a su lista de guardados.',
};
