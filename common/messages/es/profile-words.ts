import { icu } from '../../i18n/icu';
import { LOCALE_TAGS } from '../../i18n/locales';
import { monthYearWords } from '../../i18n/month-words';
import type { Translation } from '../../i18n/translation';
import type * as En from '../profile-words';

/** Spanish for common/messages/profile-words.ts (decision 062; terms: docs/spanish-glossary.md). */

/** A number as US Spanish writes it (1,234; 1.3). */
const num = (value: number) => value.toLocaleString(LOCALE_TAGS.es);

/** The weekday, Monday = 0, through Intl ('martes'): 2024-01-01 was a Monday. */
const weekday = (day: number) =>
  new Intl.DateTimeFormat(LOCALE_TAGS.es, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + day),
  );

/** A time of day after a weekday: 'martes por la mañana'. */
const PART_OF_DAY = {
  morning: 'por la mañana',
  midday: 'al mediodía',
  afternoon: 'por la tarde',
  evening: 'por la noche',
} as const;

const capitalised = (text: string) =>
  text.charAt(0).toLocaleUpperCase(LOCALE_TAGS.es) + text.slice(1);

export const PROFILE_WORDS_MESSAGES: Translation<typeof En.PROFILE_WORDS_MESSAGES> = {
  anonymousReviewer: 'Un miembro de CalmPath',
  month: (yearMonth) => monthYearWords(LOCALE_TAGS.es, yearMonth),
  confirmedBy: (count) =>
    icu(
      'es',
      '{count, plural, one {Confirmado por {n} familia} other {Confirmado por {n} familias}}',
      {
        count,
        n: num(count),
      },
    ),
  alsoConfirmedBy: (count, month) =>
    `${icu('es', '{count, plural, one {También lo confirmó {n} familia} other {También lo confirmaron {n} familias}}', { count, n: num(count) })}${month ? `, la última vez en ${month}` : ''}.`,
  mostRecentlyIn: (month) => `La última vez, en ${month}.`,
  allOld: 'Todas las confirmaciones tienen más de 24 meses, así que cuentan menos.',
  someOld: (old) =>
    icu(
      'es',
      '{old, plural, one {{n} de estas confirmaciones tiene más de 24 meses y cuenta menos.} other {{n} de estas confirmaciones tienen más de 24 meses y cuentan menos.}}',
      { old, n: num(old) },
    ),
  mismatches: (count) =>
    icu(
      'es',
      '{count, plural, one {{n} familia dijo que esto no coincidía con lo que decía la ficha.} other {{n} familias dijeron que esto no coincidía con lo que decía la ficha.}}',
      { count, n: num(count) },
    ),
  headsUp: (count, what) =>
    icu(
      'es',
      '{count, plural, one {{n} familia mencionó {what}} other {{n} familias mencionaron {what}}}',
      { count, n: num(count), what: what.toLocaleLowerCase(LOCALE_TAGS.es) },
    ),
  headsUpOther: (count) =>
    icu(
      'es',
      '{count, plural, one {{n} familia mencionó algo más que podría ser difícil} other {{n} familias mencionaron algo más que podría ser difícil}}',
      { count, n: num(count) },
    ),
  busyness: {
    veryCalm: 'muy tranquilo',
    calm: 'tranquilo',
    somewhatBusy: 'algo lleno',
    busy: 'lleno',
    veryBusy: 'muy lleno y ruidoso',
  },
  cellName: (day, time) => capitalised(`${weekday(day)} ${PART_OF_DAY[time] ?? ''}`.trim()),
  noVisits: (cellName) => `${cellName}: sin visitas`,
  cell: (cellName, busyness, average, visits) =>
    `${cellName}: ${busyness} (${num(average)} de 5, ${icu('es', '{visits, plural, one {{n} visita} other {{n} visitas}}', { visits, n: num(visits) })})`,
};

export const MATCH_SCORE_EXPLANATION_MESSAGES: Translation<
  typeof En.MATCH_SCORE_EXPLANATION_MESSAGES
> = {
  tooltip:
    'Este índice muestra cuántas de las adaptaciones que indica el negocio han confirmado las familias en sus reseñas: el número de adaptaciones confirmadas dividido entre el de las indicadas, multiplicado por 100.',
};
