import type { Translation } from '../../i18n/translation';
import type * as En from '../business';
import { PRODUCT_NAME, TOAST_DURATIONS } from '../shared';

/** A count as US Spanish writes it (1,250); a text is shown as it is. */
const number = (value: string | number) =>
  typeof value === 'number' ? value.toLocaleString('es-US') : value;

/**
 * Spanish for the business side (decision 062): the application wizard, document uploads, the
 * business dashboard, the signup link and the listing labels. Usted, and the terms of
 * docs/spanish-glossary.md: negocio, ficha, solicitud, panel del negocio, documento de
 * verificación, subir (un documento), días hábiles.
 */

export const PROVIDER_MESSAGES: Translation<typeof En.PROVIDER_MESSAGES> = {
  wizardSteps: [
    'Información del negocio',
    'Adaptaciones sensoriales',
    'Verificación y consentimiento',
  ],
  stepOf: (step, total = 3) => `Paso ${number(step)} de ${number(total)}`,
  percentComplete: (percent) => `${number(percent)}% completado`,
  submitApplication: 'Enviar solicitud',
  locationCounts: ['De 1 a 9 ubicaciones', '10 ubicaciones o más'],
  fastTrack: {
    title: '¿Quiere agilizar la aprobación de su ficha?',
    description:
      'Cree ahora una cuenta gratuita para subir documentos de verificación y administrar su ficha cuando sea aprobada.',
    createAccount: 'Crear cuenta',
    maybeLater: 'Quizás más tarde',
  },
  submissionError: (message) => ({
    title: 'Error al enviar',
    description: `Error: ${message}. Por favor, inténtelo de nuevo.`,
  }),
  submissionUnexpected: {
    title: 'Error al enviar',
    description: 'Ocurrió un error inesperado. Por favor, inténtelo de nuevo.',
  },
  verificationSubmitFailed: {
    title: 'No se pudo enviar',
    description: 'Hubo un error al enviar su verificación. Por favor, inténtelo de nuevo.',
  },
  applicationSubmitted: {
    title: '¡Solicitud enviada! 🎉',
    description:
      'Gracias. Revisaremos su solicitud en un plazo de 2 a 3 días hábiles y le escribiremos por correo electrónico.',
    duration: TOAST_DURATIONS.applicationSubmitted,
  },
  verificationSubmitted: {
    title: '¡Verificación enviada!',
    description: 'Recibimos sus documentos. Nuestro equipo los revisará pronto.',
    duration: TOAST_DURATIONS.success,
  },
  verificationDocumentsSubmitted: {
    title: 'Documentos de verificación enviados',
    description: 'Nuestro equipo revisará sus documentos y actualizará el estado de su ficha.',
    duration: TOAST_DURATIONS.success,
  },
  documentsSubmittedSuccessfully: {
    title: 'Documentos enviados',
    description: 'Gracias. Nuestro equipo revisará sus documentos pronto.',
    duration: TOAST_DURATIONS.success,
  },
  dashboard: {
    accessDenied: 'Acceso denegado',
    learnHowToGetVerified: 'Cómo obtener la verificación',
    noProviderAccount: 'No encontramos una cuenta de negocio',
    registerAsProvider: 'Registrar su negocio',
    uploadVerificationDocuments: 'Subir documentos de verificación',
    adminNotes: 'Notas de administración',
    averageRating: 'Calificación promedio',
    totalReviews: 'Total de reseñas',
    verifiedReviews: 'Reseñas verificadas',
  },
  secureUpload: {
    uploadDocuments: 'Subir documentos',
    invalidLink: 'Enlace de carga no válido',
    invalidOrExpired: 'El enlace de carga no es válido o ya venció',
    invalidToken: 'El código de seguridad no es válido',
    returnToHome: 'Volver al inicio',
    welcome: `Le damos la bienvenida a ${PRODUCT_NAME}`,
  },
};

export const UPLOAD_MESSAGES: Translation<typeof En.UPLOAD_MESSAGES> = {
  fileTooLarge: {
    title: 'El archivo es demasiado grande',
    description: 'Suba un archivo de menos de 5 MB.',
  },
  invalidFileType: {
    title: 'Tipo de archivo no válido',
    description: 'Suba un archivo PDF, JPG o PNG.',
  },
  noFileSelected: {
    title: 'No eligió ningún archivo',
    description: 'Suba un documento de verificación.',
  },
  formDisabled: {
    title: 'Formulario desactivado',
    description: 'Primero envíe su solicitud; después podrá subir documentos.',
  },
  uploadAfterAccount: 'Podrá subir documentos de verificación después de crear una cuenta.',
  uploadFailed: (message) => ({
    title: 'No se pudo subir',
    description: `${message} Por favor, inténtelo de nuevo.`,
  }),
};

export const DOCUMENT_UPLOAD_MESSAGES: Translation<typeof En.DOCUMENT_UPLOAD_MESSAGES> = {
  title: 'Espere un momento',
  userQuota:
    'Usted envió varios documentos en la última hora. El más reciente está a salvo con nosotros; podrá enviar otro dentro de una hora.',
  providerQuota:
    'Este negocio recibió varios documentos en la última hora. El más reciente está a salvo con nosotros; podrá enviar otro dentro de una hora.',
  rateLimited: 'Llegaron muchos archivos en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
};

export const VERIFICATION_LABELS: Translation<typeof En.VERIFICATION_LABELS> = {
  verified: 'Verificado',
  other: 'Verificación pendiente',
};

export const SIGNUP_LINK_MESSAGES: Translation<typeof En.SIGNUP_LINK_MESSAGES> = {
  missingParams:
    'Falta el identificador del negocio o el código de seguridad. Use un enlace de registro válido.',
  validationFailed:
    'No se pudo comprobar el enlace de registro. Por favor, inténtelo de nuevo o comuníquese con soporte.',
  invalidLink:
    'El enlace de registro no es válido o ya venció. Comuníquese con soporte para recibir uno nuevo.',
  providerNotFound: 'No encontramos el negocio. Comuníquese con soporte.',
  unexpected:
    'Ocurrió un error inesperado. Por favor, inténtelo de nuevo o comuníquese con soporte.',
  signInToComplete: 'Inicie sesión para terminar de configurar la cuenta de su negocio.',
  setupFailedWith: (message) => `No se pudo terminar la configuración: ${message}`,
  unexpectedResponse: 'Respuesta inesperada del servidor. Comuníquese con soporte.',
  setupFailed: 'No se pudo terminar la configuración. Comuníquese con soporte.',
  signInFailed: {
    title: 'No se pudo iniciar sesión',
    description: 'Los datos no son correctos. Revise su correo electrónico y su contraseña.',
  },
  accountCreationFailed: (message) => ({
    title: 'No se pudo crear la cuenta',
    description: message,
  }),
  accountCreated: {
    title: '¡Cuenta creada!',
    description: 'La cuenta de su negocio está lista y usted ya inició sesión.',
    duration: TOAST_DURATIONS.accountCreated,
  },
  alreadySignedIn: 'Ya inició sesión',
  welcomeBack: 'Hola de nuevo',
  continueToDashboard: 'Ir al panel',
  returnToHome: 'Volver al inicio',
};

export const BUSINESS_CONFIRMED_MESSAGES: Translation<typeof En.BUSINESS_CONFIRMED_MESSAGES> = {
  accessRequired: 'Debe iniciar sesión',
  providerNotFound: 'No encontramos los datos del negocio',
  unexpectedError: 'Error inesperado',
  goToDashboard: 'Ir al panel del negocio',
  completeProfile: 'Completar el perfil del negocio',
};

export const DOCUMENT_UPLOAD_FORM_MESSAGES: Translation<typeof En.DOCUMENT_UPLOAD_FORM_MESSAGES> = {
  notesForOurTeam: 'Notas para nuestro equipo',
  verificationDocument: 'Documento de verificación',
  aStateProfessionalLicense:
    'Una licencia profesional estatal, un registro del negocio o la carta del EIN, o un certificado de acreditación: PDF, JPG o PNG, de hasta 5 MB. Solo nuestro equipo de verificación puede abrirlo.',
  optional: '(opcional)',
  documentUpload: 'Subir documento',
  uploading: 'Subiendo…',
};

export const LINK_PROVIDER_SUMMARY_MESSAGES: Translation<typeof En.LINK_PROVIDER_SUMMARY_MESSAGES> =
  {
    yourBusiness: 'Su negocio',
  };

export const PHOTOS_SECTION_MESSAGES: Translation<typeof En.PHOTOS_SECTION_MESSAGES> = {
  somethingWentWrongPlease: 'Algo salió mal. Por favor, inténtelo de nuevo.',
  uploadFailed: 'No se pudo subir',
  optional: '(opcional)',
  photoUpload: 'Subir foto',
  deleteFailed: 'No se pudo borrar',
  deleteThisPhoto: '¿Borrar esta foto?',
  yesDelete: 'Sí, borrar',
  keepIt: 'Conservarla',
  loadingPhotos: 'Cargando fotos…',
  notSaved: 'Sin guardar',
  /* '{n} de {máximo} fotos' */
  of: 'de',
  photos: 'fotos',
  yourWhatToExpect: 'Su sección “Qué esperar”',
};

export const PROFILE_FORM_MESSAGES: Translation<typeof En.PROFILE_FORM_MESSAGES> = {
  profileSaved: 'Perfil guardado',
  familiesSeeYourChanges: 'Las familias ven sus cambios en su ficha.',
  error: 'Error',
  failedToSaveYour: 'No se pudo guardar su perfil. Por favor, inténtelo de nuevo.',
  nameCategoryAndContact:
    'Nuestro equipo revisa el nombre, la categoría y el correo de contacto; para cambiarlos, escriba a soporte.',
  https: 'https://',
  optional: '(opcional)',
  monFri900: 'Lun–vie 9:00–17:00\nHora tranquila: sáb 9:00–10:00',
  whatYouOfferIn:
    'Lo que usted ofrece, en sus propias palabras. En su ficha aparece como información declarada por el negocio; las calificaciones y confirmaciones que aparecen en ella vienen solo de las reseñas de las familias.',
  saving: 'Guardando…',
  saveProfile: 'Guardar perfil',
  lastDeclaredOn: (date) => ` Última actualización de la lista: ${date}.`,
};

export const PROVIDER_OVERVIEW_MESSAGES: Translation<typeof En.PROVIDER_OVERVIEW_MESSAGES> = {
  /* 'Para {negocio}. Nuestro equipo revisa…' */
  for: 'Para',
  ourTeamReviewsDocuments: '. Nuestro equipo revisa los documentos en 2 a 3 días hábiles.',
  status: 'Estado',
  performance: 'Resultados',
  businessInformation: 'Información del negocio',
  name: 'Nombre',
  category: 'Categoría',
  location: 'Ubicación',
  contactEmail: 'Correo de contacto',
  notProvided: 'Sin indicar',
  accommodations: 'Adaptaciones',
  noneListedYet: 'Aún no hay ninguna',
  verificationDocuments: 'Documentos de verificación',
};

export const DOCUMENT_FILE_MESSAGES: Translation<typeof En.DOCUMENT_FILE_MESSAGES> = {
  theUploadDidNot: 'El archivo no nos llegó.',
};

export const APPLICATION_SUBMITTED_MESSAGES: Translation<typeof En.APPLICATION_SUBMITTED_MESSAGES> =
  {
    speedUpVerification: 'Agilice la verificación',
    attachOneDocumentNow:
      'Adjunte ahora un documento para que nuestro equipo verifique su negocio junto con su solicitud. Si lo omite, nuestro equipo le pedirá por correo electrónico lo que necesite.',
    skipForNow: 'Omitir por ahora',
    takingYouBackTo: 'Le llevamos de vuelta a la página de inicio…',
  };

export const BUSINESS_INFORMATION_STEP_MESSAGES: Translation<
  typeof En.BUSINESS_INFORMATION_STEP_MESSAGES
> = {
  theKindOfBusiness: 'El tipo de negocio, por ejemplo: gimnasio sensorial.',
  forExampleWwwYourbusiness: 'Por ejemplo, www.sunegocio.com',
  weSendTheResult: 'A este correo le enviaremos el resultado de nuestra revisión.',
  streetCityStateAnd:
    'Calle, ciudad, estado y código postal de su ubicación principal, por ejemplo: 1000 S Lamar Blvd, Austin, TX 78704.',
};

export const ERROR_SUMMARY_MESSAGES: Translation<typeof En.ERROR_SUMMARY_MESSAGES> = {
  requiredAgreements: 'Autorizaciones obligatorias',
  oneAnswerNeedsYour: 'Revise una respuesta:',
  /* Only for two or more; one answer has its own sentence above. */
  answersNeedYourAttention: (length) => `Revise ${number(length)} respuestas:`,
};

export const FAST_TRACK_NOTE_MESSAGES: Translation<typeof En.FAST_TRACK_NOTE_MESSAGES> = {
  youCanAlsoApply:
    'También puede enviar la solicitud sin una cuenta. Sus respuestas se guardan en este dispositivo hasta que las envíe.',
};

export const PROVIDER_APPLICATION_WIZARD_MESSAGES: Translation<
  typeof En.PROVIDER_APPLICATION_WIZARD_MESSAGES
> = {
  applicationAlreadyReceived: 'Ya recibimos esta solicitud',
  back: 'Atrás',
  next: 'Siguiente',
  submitting: 'Enviando…',
  submitBecomesAvailableOnce:
    'Podrá enviar la solicitud cuando complete el nombre del negocio, la categoría, el correo electrónico y las tres autorizaciones obligatorias.',
  yourAnswersAreSaved: 'Sus respuestas se guardan en este dispositivo hasta que las envíe.',
};

export const SENSORY_ACCOMMODATIONS_STEP_MESSAGES: Translation<
  typeof En.SENSORY_ACCOMMODATIONS_STEP_MESSAGES
> = {
  tickEveryAccommodationYou:
    'Marque cada adaptación que ofrece hoy. Las familias filtran por estas adaptaciones, y quienes escriben reseñas las confirman después de su visita. Puede cambiarlas más adelante.',
  optional: '(opcional)',
  somethingElseYouDo:
    'Algo más que usted hace y que ayuda, por ejemplo: una puerta lateral, lejos de la sala de espera.',
  charactersUsed: 'Caracteres usados:',
};

export const VERIFICATION_CONSENT_STEP_MESSAGES: Translation<
  typeof En.VERIFICATION_CONSENT_STEP_MESSAGES
> = {
  termsOfService: 'Términos del servicio',
  privacyPolicy: 'Política de privacidad',
  trustSafety: 'Confianza y seguridad',
  consent: 'Consentimiento',
  /* 'Lea nuestras páginas de Términos…, Política… y Confianza… antes de continuar. …' */
  pleaseReadOur: 'Lea nuestras páginas de',
  opensInANew: '(se abre en una pestaña nueva)',
  and: ' y ',
  pagesTheFirstThree: 'antes de continuar. Las tres primeras casillas son obligatorias.',
  verificationDocuments: 'Documentos de verificación',
  verifiedProvidersEarnThe:
    'Los negocios verificados obtienen la insignia de Proveedor verificado. Podrá enviar un documento una vez que haya enviado su solicitud.',
};

export const VERIFICATION_DOCUMENT_UPLOAD_MESSAGES: Translation<
  typeof En.VERIFICATION_DOCUMENT_UPLOAD_MESSAGES
> = {
  verificationDocument: 'Documento de verificación',
  optional: '(opcional)',
  aStateProfessionalLicense:
    'Una licencia profesional estatal, un registro del negocio o la carta del EIN, o una acreditación de un organismo reconocido: PDF, JPG o PNG, de hasta 5 MB. Solo nuestro equipo de verificación lo ve.',
  documentUpload: 'Subir documento',
  uploading: 'Subiendo…',
  uploadDocument: 'Subir documento',
};

export const WIZARD_PROGRESS_MESSAGES: Translation<typeof En.WIZARD_PROGRESS_MESSAGES> = {
  applicationProgress: 'Avance de la solicitud',
};

export const BUSINESS_CONFIRMED_PAGE_MESSAGES: Translation<
  typeof En.BUSINESS_CONFIRMED_PAGE_MESSAGES
> = {
  businessAccountReady: 'Cuenta del negocio lista',
  pleaseSignInTo: 'Inicie sesión para ver la cuenta de su negocio.',
  weCouldNotFind: 'No encontramos este negocio en su cuenta. Comuníquese con soporte.',
  somethingWentWrongWhile: 'Algo salió mal al cargar su negocio. Por favor, inténtelo de nuevo.',
  yourBusinessAccountIs: 'La cuenta de su negocio está lista',
  /* 'Ahora usted administra {negocio} en CalmPath.' */
  youNowManage: 'Ahora usted administra',
  onCalmpath: 'en CalmPath.',
  checkYourEmail: 'Revise su correo electrónico',
  /* 'Le escribimos a {correo} sobre su ficha: …' */
  weWriteTo: 'Le escribimos a',
  aboutYourListingDocument:
    'sobre su ficha: solicitudes de documentos, nuestra decisión de verificación y todo lo que necesitemos de usted.',
  category: 'Categoría',
  location: 'Ubicación',
  verificationStatus: 'Estado de la verificación',
  whatHappensNext: 'Qué sigue',
  completeYourBusinessProfile:
    'Complete el perfil de su negocio: horario, adaptaciones y una breve descripción.',
  uploadAVerificationDocument:
    'Suba un documento de verificación desde su panel si todavía no nos ha enviado uno.',
  ourTeamReviewsYour: 'Nuestro equipo revisa su ficha y sus documentos en 2 a 3 días hábiles.',
  familiesSeeYourUpdated:
    'Las familias ven su ficha actualizada y pueden dejar reseñas sobre sus visitas.',
};

export const BUSINESS_SIGNUP_PAGE_MESSAGES: Translation<typeof En.BUSINESS_SIGNUP_PAGE_MESSAGES> = {
  thisSignupLinkCannot: 'Este enlace de registro no se puede usar',
  error: 'Error',
  yourBusinessAccountIs: 'La cuenta de su negocio está configurada. Su panel ya está listo.',
  /* 'Inició sesión como {correo}. Continúe para vincular {negocio} a su cuenta y abrir…' */
  youAreSignedIn: 'Inició sesión como',
  continueToLink: '. Continúe para vincular',
  toYourAccountAnd: 'a su cuenta y abrir el panel de su negocio.',
  /* 'Este enlace es para {correo}, el correo de contacto que…' */
  thisLinkIsFor: 'Este enlace es para',
  theContactEMail:
    ', el correo de contacto que tenemos de este negocio. Cierre sesión y vuelva a iniciarla (o cree una cuenta) con esa dirección.',
  signOut: 'Cerrar sesión',
  settingUp: 'Configurando…',
  youAreAlreadySigned: 'Ya inició sesión. Continúe con su cuenta actual.',
  createYourBusinessAccount: 'Cree la cuenta de su negocio',
  yourListingHasBeen: 'Su ficha fue aprobada. Cree la cuenta que la administrará.',
  fullName: 'Nombre completo',
  email: 'Correo electrónico',
  theContactEMail2:
    'El correo de contacto que tenemos de su negocio. La cuenta debe usar este correo.',
  password: 'Contraseña',
  atLeast6Characters: 'Al menos 6 caracteres.',
  confirmPassword: 'Confirmar contraseña',
  creatingYourAccount: 'Creando su cuenta…',
  createBusinessAccount: 'Crear cuenta del negocio',
  alreadyHaveAnAccount: '¿Ya tiene una cuenta con este correo?',
  signIn: 'Iniciar sesión',
  checkingYourSignupLink: 'Comprobando su enlace de registro…',
};

export const PROVIDER_DASHBOARD_PAGE_MESSAGES: Translation<
  typeof En.PROVIDER_DASHBOARD_PAGE_MESSAGES
> = {
  businessDashboard: 'Panel del negocio',
  theBusinessDashboardIs:
    'El panel del negocio es para negocios verificados que tienen una cuenta de negocio. Cuando nuestro equipo aprueba un negocio, su contacto recibe un enlace para crearla.',
  unexpectedError: 'Error inesperado',
  weCouldNotLoad: 'No pudimos cargar su negocio. Por favor, inténtelo de nuevo.',
  noBusinessIsLinked:
    'Todavía no hay ningún negocio vinculado a su cuenta. Solicite agregar su negocio o use el enlace de registro de su correo de aprobación.',
  yourBusinesses: 'Sus negocios',
  dashboardSections: 'Secciones del panel',
  overview: 'Resumen',
  profile: 'Perfil',
  photos: 'Fotos',
  previewWhatFamiliesSee:
    'Vista previa: lo que las familias ven en su perfil. Aquí solo aparecen las fotos aprobadas.',
};

export const PROVIDER_SIGNUP_PAGE_MESSAGES: Translation<typeof En.PROVIDER_SIGNUP_PAGE_MESSAGES> = {
  listYourBusiness: 'Agregue su negocio',
  tellFamiliesWhatYou:
    'Cuénteles a las familias lo que hace para que las visitas sean más tranquilas. Nuestro equipo revisa cada solicitud en 2 a 3 días hábiles antes de publicar la ficha. Le tomará unos cinco minutos.',
};

export const UPLOAD_DOCS_PAGE_MESSAGES: Translation<typeof En.UPLOAD_DOCS_PAGE_MESSAGES> = {
  /* '… Para recibir un enlace nuevo, escriba a {correo}.' */
  uploadLinksWorkOnce:
    'Los enlaces de carga se pueden usar una sola vez, durante 7 días, mientras revisamos su negocio. Para recibir un enlace nuevo, escriba a',
  checkingYourUploadLink: 'Comprobando su enlace de carga…',
  takingYouToThe: 'Le llevamos a la página de inicio…',
  secureDocumentUpload: 'Carga segura de documentos',
  category: 'Categoría',
  location: 'Ubicación',
  whatOurTeamAsked: 'Lo que pidió nuestro equipo',
  pleaseUploadADocument:
    'Suba un documento que muestre que su negocio tiene licencia o está registrado.',
  /* '… Con una cuenta gratuita de CalmPath puede seguir…' */
  youCanUploadWithout:
    'Puede subir el documento sin una cuenta: este enlace seguro es suficiente. Con una cuenta gratuita de',
  accountYouCanFollow: 'puede seguir la revisión y administrar su ficha cuando sea aprobada.',
  signIn: 'Iniciar sesión',
  createAccount: 'Crear cuenta',
  yourDocument: 'Su documento',
};

export const WELCOME_PAGE_MESSAGES: Translation<typeof En.WELCOME_PAGE_MESSAGES> = {
  youAreAllSet: 'Todo está listo',
  youReAllSet2: 'Todo listo',
  shareWhatAVisit:
    'Cuente cómo fue una visita o encuentre un lugar tranquilo cerca de usted. Cada reseña ayuda a otra familia.',
  youReAllSet: (name) => `Todo listo, ${name}`,
};

export const UPLOAD_FILE_MESSAGES: Translation<typeof En.UPLOAD_FILE_MESSAGES> = {
  theUploadDidNot: 'El archivo no nos llegó.',
  uploadCancelled: 'Carga cancelada',
};

export const CLAIM_LISTING_MESSAGES: Translation<typeof En.CLAIM_LISTING_MESSAGES> = {
  claiming: (name) => `Está reclamando la ficha “${name}”.`,
  claimingWhy:
    'Ya completamos los datos con lo que dice la ficha. Revíselos y díganos cómo comunicarnos con usted. Antes de que pueda editar la ficha, nuestro equipo verificará que usted administra este negocio.',
  signInToClaim:
    'Inicie sesión para reclamar esta ficha: la cuenta que use será la que administre esta ficha.',
  signIn: 'Iniciar sesión para reclamarla',
  listingUnavailable: 'Esta ficha no se puede reclamar. Es posible que ya la hayan reclamado.',
  applyInstead: 'Solicitar agregar un negocio',
};

export const UPLOAD_LINK_ERRORS: Translation<typeof En.UPLOAD_LINK_ERRORS> = {
  INVALID_UPLOAD_LINK: 'El enlace de carga no es válido o ya venció',
  INVALID_SECURITY_TOKEN: 'El código de seguridad no es válido',
};

export const SIGNUP_LINK_ERRORS: Translation<typeof En.SIGNUP_LINK_ERRORS> = {
  INVALID_SIGNUP_LINK:
    'El enlace de registro no es válido o ya venció. Comuníquese con soporte para recibir uno nuevo.',
  NO_CONTACT_EMAIL:
    'Este negocio no tiene un correo de contacto registrado, así que no se puede crear su cuenta. Comuníquese con soporte.',
  EMAIL_MISMATCH: (email) =>
    `Este enlace de registro es para ${email}. Inicie sesión con ese correo electrónico.`,
  ALREADY_CLAIMED: 'Este negocio ya tiene una cuenta de negocio. Comuníquese con soporte.',
  ALREADY_SIGNED_IN: 'Ya inició sesión. Continúe con su cuenta actual.',
};

export const BUSINESS_DASHBOARD_ERRORS: Translation<typeof En.BUSINESS_DASHBOARD_ERRORS> = {
  NOT_BUSINESS_ADMIN: 'Solo las cuentas de negocio pueden abrir el panel del negocio.',
  NOT_YOUR_PROVIDER: 'Solo puede administrar su propio negocio.',
  ALREADY_VERIFIED: 'Sus documentos ya están verificados.',
};

export const PROFILE_FIELD_LABELS: Translation<typeof En.PROFILE_FIELD_LABELS> = {
  phone: 'Teléfono',
  website: 'Sitio web',
  location: 'Dirección',
  zipCode: 'Código postal',
  businessHours: 'Horario del negocio',
  accommodations: 'Adaptaciones sensoriales',
  customAccommodation: 'Otra adaptación que ofrece',
  description: 'Acerca de su negocio',
};

export const BUSINESS_PROFILE_MESSAGES: Translation<typeof En.BUSINESS_PROFILE_MESSAGES> = {
  tooLong: (label, max) => `${label}: ${max.toLocaleString('es-US')} caracteres como máximo`,
  invalidZip: 'Escriba un código postal de 5 dígitos',
  unsupported: (label) => `${label}: quite los caracteres no admitidos`,
  duplicateAccommodation: 'Cada adaptación se puede elegir solo una vez',
  uploadNotesTooLong: (max) =>
    `Las notas pueden tener ${max.toLocaleString('es-US')} caracteres como máximo`,
};

export const DOCUMENTS_PROMPTS: Translation<typeof En.DOCUMENTS_PROMPTS> = {
  earn_badge:
    'Envíe una licencia estatal, el registro del negocio o una acreditación para obtener la insignia de Proveedor verificado.',
  document_evidence:
    'Su ficha ya está publicada. Envíe una licencia estatal, el registro del negocio o una acreditación para que las familias vean las adaptaciones que ofrece como verificadas con documentos.',
  newer_document: 'Ya tenemos su documento. Puede enviar uno más reciente cuando quiera.',
};

export const APPLICATION_FIELD_LABELS: Translation<typeof En.APPLICATION_FIELD_LABELS> = {
  businessName: 'Nombre del negocio',
  businessCategory: 'Categoría del negocio',
  customBusinessCategory: 'La categoría de su negocio',
  businessWebsite: 'Sitio web',
  phoneNumber: 'Número de teléfono',
  email: 'Correo electrónico',
  address: 'Dirección del negocio',
  locationCountCategory: 'Número de ubicaciones',
  sensoryAccommodations: 'Adaptaciones sensoriales que ofrece',
  customAccommodationSuggestion: 'Sugiera otra adaptación',
  consentListing: 'Acepto que mi negocio aparezca en el directorio de CalmPath.',
  consentDataSharing:
    'Acepto que la información que proporciono se comparta con las familias que usan CalmPath.',
  consentTerms: 'Acepto los Términos del servicio y la Política de privacidad.',
  consentVerification:
    'Me interesa la verificación y acepto que me contacten para enviar documentos (opcional).',
};

export const APPLICATION_CHECK_MESSAGES: Translation<typeof En.APPLICATION_CHECK_MESSAGES> = {
  tooLong: (label, max) => `${label}: ${max.toLocaleString('es-US')} caracteres como máximo`,
  unknownCategory: 'Elija una categoría del negocio de la lista',
  duplicateAccommodation: 'Cada adaptación se puede elegir solo una vez',
  websiteAddress: 'Escriba la dirección de un sitio web, como www.example.com',
};

export const APPLICATION_SERVER_MESSAGES: Translation<typeof En.APPLICATION_SERVER_MESSAGES> = {
  duplicate:
    'Ya tenemos una solicitud para este negocio enviada desde este correo electrónico. Nuestro equipo se comunicará con usted por correo, así que no necesita enviarla de nuevo.',
  rateLimited:
    'Usted envió varias solicitudes en poco tiempo. Por favor, inténtelo de nuevo en una hora.',
  claimSignIn: 'Inicie sesión para reclamar esta ficha.',
  alreadyClaimed:
    'Esta ficha ya fue reclamada. Si usted administra este negocio, comuníquese con nosotros.',
  retired:
    'Esta ficha ya no está en el directorio, así que no se puede reclamar. Puede solicitar agregar su negocio.',
  notFound: 'No encontramos esta ficha.',
};
