import type { Translation } from '../../i18n/translation';
import type * as En from '../follow-changes';

/** Spanish for common/messages/follow-changes.ts (decision 062; terms: docs/spanish-glossary.md). */

export const FOLLOW_CHANGES_MESSAGES: Translation<typeof En.FOLLOW_CHANGES_MESSAGES> = {
  followPlace: 'Seguir los cambios',
  followPlaceLabel: (name: string) => `Seguir los cambios de ${name}`,
  followAll: 'Seguir los cambios de todos mis favoritos',
  followAllHint:
    'Solo le escribimos cuando cambia algo importante: una adaptación agregada o quitada, las horas tranquilas, un aviso de varias familias o una verificación que vence.',
  followingSaved: 'Seguimiento guardado',
  notSaved: 'Primero guarde este lugar en sus favoritos.',
  offNotice: 'Los correos sobre cambios están desactivados. Elija la frecuencia en su cuenta.',
  failed: { title: 'Error', description: 'No se pudo guardar su elección. Inténtelo de nuevo.' },
};

export const FOLLOW_SETTINGS_MESSAGES: Translation<typeof En.FOLLOW_SETTINGS_MESSAGES> = {
  heading: 'Cambios en lugares guardados',
  hint: 'Cómo se entera cuando cambia un lugar que sigue. No se envía nada más.',
  legend: 'Correos sobre cambios',
  modes: {
    off: 'Desactivados',
    immediate: 'Poco después de un cambio, un correo tranquilo',
    weekly: 'Un resumen por semana',
  },
  loading: 'Cargando su elección…',
  saved: 'Su elección está guardada',
  failed: { title: 'Error', description: 'No se pudo guardar su elección. Inténtelo de nuevo.' },
};

export const UNSUBSCRIBE_MESSAGES: Translation<typeof En.UNSUBSCRIBE_MESSAGES> = {
  title: 'Dejar de recibir correos sobre cambios',
  explain:
    'Recibe correos cuando cambia un lugar guardado que sigue. Puede detenerlos aquí; no necesita iniciar sesión.',
  action: 'Dejar de recibir estos correos',
  working: 'Deteniendo…',
  done: 'Listo. No recibirá más correos sobre cambios en lugares guardados.',
  alreadyOff: 'Estos correos ya están desactivados.',
  invalid: 'Este enlace no es válido. Abra el correo más reciente o elija la opción en su cuenta.',
  loading: 'Comprobando el enlace…',
  failed: 'Algo salió mal. Inténtelo de nuevo.',
};

export const FOLLOW_CHANGE_MAIL_MESSAGES: Translation<typeof En.FOLLOW_CHANGE_MAIL_MESSAGES> = {
  subjectOne: (place: string) => `Cambió un lugar guardado: ${place}`,
  subjectSeveral: (count: number) => `Cambiaron ${count} lugares guardados`,
  subjectWeekly: 'Su resumen semanal de cambios en lugares guardados',
  greeting: (name: string) => `Hola, ${name}:`,
  introImmediate: 'Algo cambió en un lugar que usted sigue:',
  introWeekly: 'Esta semana cambiaron estos lugares que usted sigue:',
  accommodationAdded: (place: string, accommodation: string) =>
    `${place} ahora ofrece “${accommodation}”.`,
  accommodationRemoved: (place: string, accommodation: string) =>
    `${place} ya no ofrece “${accommodation}”.`,
  quietHours: (place: string) =>
    `${place} cambió sus horas tranquilas o sus sesiones adaptadas sensorialmente.`,
  headsUp: (place: string, headsUp: string, families: number) =>
    `${families} familias mencionan “${headsUp}” como algo que podría resultar difícil en ${place}.`,
  verificationLapsed: (place: string) => `${place} ya no está verificado por CalmPath.`,
  trainingLapsed: (place: string, training: string) =>
    `La capacitación del personal “${training}” de ${place} llegó a su fecha de vencimiento, así que no aparecerá en la página hasta que se renueve y se revise de nuevo.`,
  why: 'Recibe este correo porque sigue los cambios de sus lugares guardados. Puede elegir la frecuencia, o desactivarlo, en su cuenta.',
  unsubscribe: 'Dejar de recibir estos correos',
};
