/*
 * The Spanish relevance set (decision 065): what a Spanish-speaking parent in Texas or
 * California types, beside the English sets (relevance-set.ts, sentence-set.ts), on the same demo
 * data (generateDemoData's defaults). Each line expects what its English twin expects: the
 * providers are found by SQL from the facts the line names (expectedIds), never listed by id.
 * spanish.test.ts and `npm run bench -- --relevance` measure recall of the first page (target
 * ≥ 0.95, as the English) and the share that finds nothing (0, as the English).
 */
import type { SentenceExpectation, SentenceKind, SentenceQuery } from './sentence-set';

const at = (categories: string | readonly string[], city?: string): SentenceExpectation => ({
  categories: typeof categories === 'string' ? [categories] : categories,
  ...(city ? { city } : {}),
});
const THERAPISTS = [
  'Speech Therapist',
  'Occupational Therapist',
  'Physical Therapist',
  'Behavioral Therapist',
];
const HAIR = 'Hair Stylist / Barber';

/** A kind of place or a need, alone: the glossary's words, with and without accents. */
const WORDS: [string, SentenceExpectation][] = [
  ['dentista', at('Dentist')],
  ['Dentistas', at('Dentist')],
  ['odontopediatra', at('Dentist')],
  ['dentista pediátrico', at('Dentist')],
  ['pediatra', at('Pediatrician')],
  ['médico', at(['Pediatrician', 'Family Physician'])],
  ['medico familiar', at('Family Physician')],
  ['peluquería', at(HAIR)],
  ['peluqueria', at(HAIR)],
  ['barbería', at(HAIR)],
  ['corte de pelo', at(HAIR)],
  ['guardería', at('Day Care Center')],
  ['guarderia', at('Day Care Center')],
  ['clases de natación', at('Swim Instructor')],
  ['natacion', at('Swim Instructor')],
  ['terapia del habla', at('Speech Therapist')],
  ['fonoaudiólogo', at('Speech Therapist')],
  ['logopeda', at('Speech Therapist')],
  ['terapia ocupacional', at('Occupational Therapist')],
  ['terapeuta ocupacional', at('Occupational Therapist')],
  ['fisioterapia', at('Physical Therapist')],
  ['terapia', at(THERAPISTS)],
  ['salón de uñas', at('Nail Salon')],
  ['artes marciales', at('Martial Arts Studio')],
  ['clases de baile', at('Dance Instructor')],
  ['campamento de verano', at('Camp Counselor')],
  ['sala de espera tranquila', { accommodations: ['Quiet Waiting Area'] }],
  ['luz tenue', { accommodations: ['Dim or Adjustable Lighting'] }],
  ['horario sensorial', { accommodations: ['Sensory-Friendly Hours'] }],
  ['mantas con peso', { accommodations: ['Weighted Blankets / Lap Pads'] }],
  ['audífonos', { accommodations: ['Noise-Dampening Materials', 'Sensory Toolkits'] }],
];

/** The what and the where inside everyday Spanish words. */
const SENTENCES: [string, SentenceExpectation][] = [
  ['dentista para mi hijo autista en Boston', at('Dentist', 'Boston')],
  ['busco un pediatra en Chicago para mi hija de 4 años', at('Pediatrician', 'Chicago')],
  ['necesito una terapeuta del habla en Boston para mi niño', at('Speech Therapist', 'Boston')],
  ['terapia ocupacional en Denver para niños autistas', at('Occupational Therapist', 'Denver')],
  ['¿hay alguna peluquería en Denver que atienda niños con autismo?', at(HAIR, 'Denver')],
  ['barbería para niños autistas en Tucson', at(HAIR, 'Tucson')],
  ['guardería en Seattle para un niño con TEA', at('Day Care Center', 'Seattle')],
  ['clases de natación para niños autistas en San Diego', at('Swim Instructor', 'San Diego')],
  ['médico familiar en Pittsburgh que entienda el autismo', at('Family Physician', 'Pittsburgh')],
  ['preescolar en Atlanta que acepte niños con TDAH', at('Preschool', 'Atlanta')],
  ['clases de baile en Nashville para mi hija tímida', at('Dance Instructor', 'Nashville')],
  ['un buen salón de uñas en Raleigh', at('Nail Salon', 'Raleigh')],
  ['fisioterapeuta en Albuquerque para niños', at('Physical Therapist', 'Albuquerque')],
  ['terapia ABA en Madison Wisconsin', at('Behavioral Therapist', 'Madison')],
  ['dentista en Kansas City para un niño que le tiene miedo', at('Dentist', 'Kansas City')],
  ['pediatra en Los Angeles que hable español', at('Pediatrician', 'Los Angeles')],
  [
    'campamento de verano en Salt Lake City para niños en el espectro',
    at('Camp Counselor', 'Salt Lake City'),
  ],
  ['gimnasia en Minneapolis para una niña autista', at('Gymnastics Program', 'Minneapolis')],
  ['odontopediatra en Tucson por favor', at('Dentist', 'Tucson')],
  ['peluquero paciente en Nueva York para mi hijo', at(HAIR, 'New York')],
];

/** Needs in Spanish words, with a kind of place or alone. */
const NEEDS: [string, SentenceExpectation][] = [
  [
    'dentista con sala de espera tranquila',
    { categories: ['Dentist'], accommodations: ['Quiet Waiting Area'] },
  ],
  [
    'peluquería con luz tenue',
    { categories: [HAIR], accommodations: ['Dim or Adjustable Lighting'] },
  ],
  [
    'clases de natación con horario sensorial',
    { categories: ['Swim Instructor'], accommodations: ['Sensory-Friendly Hours'] },
  ],
  [
    'barbería que use solo tijeras, sin máquina',
    { categories: [HAIR], accommodations: ['Manual Tools / Noise-Free Equipment'] },
  ],
  [
    'terapia del habla con lenguaje de señas',
    {
      categories: ['Speech Therapist'],
      accommodations: ['Staff Use AAC, Sign Language, or Visual Cues'],
    },
  ],
  [
    'pediatra que nos deje visitar antes',
    { categories: ['Pediatrician'], accommodations: ['Option to Preview the Space Before Visit'] },
  ],
  [
    'dentista que explique cada paso',
    { categories: ['Dentist'], accommodations: ['Clear Step-by-Step Instructions'] },
  ],
  [
    'terapeuta ocupacional con juguetes sensoriales',
    { categories: ['Occupational Therapist'], accommodations: ['Fidget Toys or Stress Balls'] },
  ],
];

/** 'cerca de' a ZIP or a city. */
const NEAR: [string, SentenceExpectation][] = [
  [
    'peluquería tranquila cerca de 78704',
    { categories: [HAIR], near: { zip: '78704', miles: 10 } },
  ],
  ['dentista cerca de 02115', { categories: ['Dentist'], near: { zip: '02115', miles: 10 } }],
  [
    'clases de natación a 25 millas de 80218',
    { categories: ['Swim Instructor'], near: { zip: '80218', miles: 25 } },
  ],
  [
    'preescolar cerca de 78704 para mi hijo',
    { categories: ['Preschool'], near: { zip: '78704', miles: 10 } },
  ],
  ['pediatra cerca de Chicago', at('Pediatrician', 'Chicago')],
  ['barbería cerca de Tucson', at(HAIR, 'Tucson')],
  ['guardería cerca de Pittsburgh para un niño sensorial', at('Day Care Center', 'Pittsburgh')],
];

const tag = (kind: SentenceKind, list: [string, SentenceExpectation][]): SentenceQuery[] =>
  list.map(([q, expect]) => ({ q, kind, expect }));

export const SPANISH_SET: readonly SentenceQuery[] = [
  ...tag('words', WORDS),
  ...tag('sentence', SENTENCES),
  ...tag('plain-words need', NEEDS),
  ...tag('near a place', NEAR),
];
