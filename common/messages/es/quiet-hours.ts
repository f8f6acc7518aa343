import type { Translation } from '../../i18n/translation';
import type * as En from '../quiet-hours';

/** Spanish for common/messages/quiet-hours.ts (decision 062; terms: docs/spanish-glossary.md). */

export const QUIET_HOURS_ERRORS: Translation<typeof En.QUIET_HOURS_ERRORS> = {
  TIME_FORMAT: 'Escriba la hora como HH:MM, por ejemplo 08:30.',
  DATE_FORMAT: 'Escriba la fecha como AAAA-MM-DD.',
  NO_DAY: 'Elija al menos un día de la semana, o una sola fecha.',
  DAY_AND_DATE: 'Elija días de la semana o una sola fecha, no ambos.',
  PAST_DATE: 'La fecha ya pasó. Elija hoy o una fecha posterior.',
  PAST_UNTIL: 'La fecha final ya pasó. Elija hoy o una fecha posterior, o déjela vacía.',
  END_BEFORE_START: 'La hora de fin debe ser posterior a la de inicio.',
  NOTE_TOO_LONG: 'Escriba una nota de menos de 200 caracteres.',
  TOO_MANY:
    'Un lugar puede publicar hasta 20 horas tranquilas y sesiones. Quite una para agregar otra.',
  NOT_FOUND: 'No se encontró esta hora tranquila. Puede que se haya quitado.',
  PROVIDER_NOT_FOUND: 'No se encontró el negocio.',
  RATE_LIMITED: 'Demasiados cambios en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
};

export const QUIET_HOURS_MESSAGES: Translation<typeof En.QUIET_HOURS_MESSAGES> = {
  heading: 'Horas tranquilas y sesiones adaptadas sensorialmente',
  publicHint: 'Las horas están en la hora local del lugar. Confírmelas con el lugar antes de ir.',
  empty: 'No hay horas tranquilas ni sesiones publicadas.',
  kinds: {
    'quiet-hour': 'Hora tranquila',
    'first-last-appointment': 'Primera o última cita',
    'sensory-session': 'Sesión adaptada sensorialmente',
  },
  weekdaysPlural: [
    'los lunes',
    'los martes',
    'los miércoles',
    'los jueves',
    'los viernes',
    'los sábados',
    'los domingos',
  ],
  everyDay: 'Todos los días',
  listJoin: (items: string[]) =>
    items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`,
  line: (kind: string, when: string, time: string) => `${kind}: ${when}, ${time}`,
  until: (date: string) => `hasta el ${date}`,
  next: (date: string) => `Próxima: ${date}`,
  addToCalendar: 'Agregar al calendario',
  addToCalendarLabel: (line: string) => `Agregar al calendario: ${line}`,
  loadFailed: 'No se pudieron cargar las horas tranquilas.',
  editorHint:
    'Publique sus horas más tranquilas para que las familias puedan planear una visita en calma. Las fechas pasadas y las series terminadas desaparecen solas.',
  kindLabel: 'Tipo',
  repeatLabel: 'Cuándo',
  weekly: 'Cada semana',
  once: 'En una fecha',
  weekdaysLegend: 'Días de la semana',
  dateLabel: 'Fecha',
  untilLabel: 'Último día (opcional)',
  startLabel: 'Empieza',
  endLabel: 'Termina',
  noteLabel: 'Nota (opcional)',
  notePlaceholder: 'Luz tenue, sin música',
  add: 'Agregar',
  adding: 'Agregando…',
  remove: 'Quitar',
  removeLabel: (line: string) => `Quitar ${line}`,
  added: 'Hora tranquila agregada.',
  removed: 'Hora tranquila quitada.',
  saveFailed: 'No se pudo guardar. Inténtelo de nuevo.',
  visitLegend: 'Para su visita',
  quietHourFilter: 'Con hora tranquila esta semana',
  trainedStaffFilter: 'Personal capacitado',
  calendarDescription: 'Publicado en CalmPath. Confírmelo con el lugar antes de ir.',
};
