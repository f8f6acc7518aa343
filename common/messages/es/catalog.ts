import { ENGLISH_STATE_NAMES } from '../../catalog/us-states';
import type { Translation } from '../../i18n/translation';
import type * as EN from '../catalog';

/* The catalogue's names in Spanish (decision 065; terms of docs/spanish-glossary.md). */

export const CATEGORY_LABELS: Translation<typeof EN.CATEGORY_LABELS> = {
  Pediatrician: 'Pediatra',
  'Family Physician': 'Médico de familia',
  Dentist: 'Dentista',
  'Speech Therapist': 'Terapeuta del habla',
  'Occupational Therapist': 'Terapeuta ocupacional',
  'Physical Therapist': 'Fisioterapeuta',
  'Behavioral Therapist': 'Terapeuta de conducta (ABA)',
  'Hair Stylist / Barber': 'Peluquería / Barbería',
  'Nail Salon': 'Salón de uñas',
  'Spa / Massage Therapist': 'Spa / Masajista',
  Esthetician: 'Esteticista',
  'Day Care Center': 'Guardería',
  Preschool: 'Preescolar',
  'Tutoring / Learning Center': 'Tutoría / Centro de aprendizaje',
  'Special Needs Educator': 'Educación especial',
  'Swim Instructor': 'Clases de natación',
  'Martial Arts Studio': 'Escuela de artes marciales',
  'Gymnastics Program': 'Programa de gimnasia',
  'Dance Instructor': 'Clases de baile',
  'Adaptive Sports Coach': 'Deportes adaptados',
  'Camp Counselor': 'Campamento',
  'Birthday Entertainer': 'Animación de cumpleaños',
  'Art / Music Program': 'Programa de arte / música',
  'Other (please specify)': 'Otra (especifique)',
};

export const CATEGORY_PLURAL_LABELS: Translation<typeof EN.CATEGORY_PLURAL_LABELS> = {
  Pediatrician: 'Pediatras',
  'Family Physician': 'Médicos de familia',
  Dentist: 'Dentistas',
  'Speech Therapist': 'Terapeutas del habla',
  'Occupational Therapist': 'Terapeutas ocupacionales',
  'Physical Therapist': 'Fisioterapeutas',
  'Behavioral Therapist': 'Terapeutas de conducta (ABA)',
  'Hair Stylist / Barber': 'Peluquerías / Barberías',
  'Nail Salon': 'Salones de uñas',
  'Spa / Massage Therapist': 'Spas / Masajistas',
  Esthetician: 'Esteticistas',
  'Day Care Center': 'Guarderías',
  Preschool: 'Preescolares',
  'Tutoring / Learning Center': 'Tutorías / Centros de aprendizaje',
  'Special Needs Educator': 'Programas de educación especial',
  'Swim Instructor': 'Clases de natación',
  'Martial Arts Studio': 'Escuelas de artes marciales',
  'Gymnastics Program': 'Programas de gimnasia',
  'Dance Instructor': 'Clases de baile',
  'Adaptive Sports Coach': 'Programas de deportes adaptados',
  'Camp Counselor': 'Campamentos',
  'Birthday Entertainer': 'Animación de cumpleaños',
  'Art / Music Program': 'Programas de arte / música',
};

export const CATEGORY_GROUP_LABELS: Translation<typeof EN.CATEGORY_GROUP_LABELS> = {
  healthcare: 'Salud',
  'personal-care': 'Cuidado personal',
  childcare: 'Cuidado infantil y aprendizaje',
  recreation: 'Recreación y deporte',
  community: 'Comunidad y eventos',
};

export const QUICK_CATEGORY_LABELS: Translation<typeof EN.QUICK_CATEGORY_LABELS> = {
  healthcare: 'Salud',
  'personal-care': 'Cuidado personal',
  childcare: 'Cuidado infantil',
  recreation: 'Recreación y deporte',
};

export const ACCOMMODATION_LABELS: Translation<typeof EN.ACCOMMODATION_LABELS> = {
  'Quiet Waiting Area': 'Sala de espera tranquila',
  'Private/Low-Stimulation Rooms': 'Salas privadas o de baja estimulación',
  'Sensory-Friendly Hours': 'Horario sensorial',
  'Dim or Adjustable Lighting': 'Luz tenue o ajustable',
  'Noise-Dampening Materials': 'Materiales que reducen el ruido',
  'Calm or Neutral Decor': 'Decoración tranquila o neutra',
  'Manual Tools / Noise-Free Equipment': 'Herramientas manuales / equipo sin ruido',
  'Weighted Blankets / Lap Pads': 'Mantas con peso / almohadillas para el regazo',
  'Fidget Toys or Stress Balls': 'Juguetes sensoriales o pelotas antiestrés',
  'Sunglasses / Eye Shields': 'Lentes de sol / protectores para los ojos',
  'Sensory Toolkits': 'Kits sensoriales',
  'Personal Screen Devices Allowed': 'Se permiten tabletas y dispositivos propios',
  'Visual Schedules or Social Stories': 'Horarios visuales o historias sociales',
  'Staff Use AAC, Sign Language, or Visual Cues':
    'El personal usa CAA, lenguaje de señas o señales visuales',
  'Flexible Scheduling / Extended Appointments': 'Horarios flexibles / citas más largas',
  'Option to Preview the Space Before Visit': 'Opción de conocer el lugar antes de la visita',
  'Clear Step-by-Step Instructions': 'Instrucciones claras, paso a paso',
  'Ability to Pause or Take Breaks': 'Posibilidad de hacer pausas o descansos',
};

export const ACCOMMODATION_CATEGORY_LABELS: Translation<typeof EN.ACCOMMODATION_CATEGORY_LABELS> = {
  environment: 'Ambiente y entorno',
  tools: 'Herramientas y apoyos',
  communication: 'Comunicación y flexibilidad',
};

export const EXPERIENCE_TAG_LABELS: Translation<typeof EN.EXPERIENCE_TAG_LABELS> = {
  Calming: 'Tranquilizador',
  'Welcoming Staff': 'Personal acogedor',
  'Too Loud': 'Demasiado ruido',
  'Bright Lights': 'Luces brillantes',
  Overwhelming: 'Abrumador',
  'Well-Organized': 'Bien organizado',
  Professional: 'Profesional',
  Understanding: 'Comprensivo',
  Flexible: 'Con flexibilidad',
  Accommodating: 'Dispuesto a adaptarse',
  Stressful: 'Estresante',
  Confusing: 'Confuso',
  Rushed: 'Apresurado',
};

export const VISIT_DAY_LABELS: Translation<typeof EN.VISIT_DAY_LABELS> = {
  days: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
};

export const VISIT_TIME_LABELS: Translation<typeof EN.VISIT_TIME_LABELS> = {
  morning: 'Mañana',
  midday: 'Mediodía',
  afternoon: 'Tarde',
  evening: 'Noche',
};

export const HEADS_UP_LABELS: Translation<typeof EN.HEADS_UP_LABELS> = {
  sudden_loud_sounds: 'Ruidos fuertes repentinos',
  beeping_machines: 'Máquinas que pitan',
  hand_dryers: 'Secadores de manos',
  strong_smells: 'Olores fuertes',
  flickering_lights: 'Luces parpadeantes',
  crowds: 'Mucha gente',
  long_waits: 'Esperas largas',
  other: 'Otro',
};

export const UNDERSTOOD_LINE_WORDS: Translation<typeof EN.UNDERSTOOD_LINE_WORDS> = {
  providers: 'Lugares',
  groupProviders: (group: string) => `Lugares de ${group.toLocaleLowerCase('es')}`,
  matching: (what: string, words: string) => `${what} que coinciden con ${words}`,
  quoted: (word: string) => `“${word}”`,
  withNeeds: (what: string, needs: string) => `${what} con ${needs}`,
  inPlaces: (what: string, places: string) => `${what} en ${places}`,
  and: 'y',
  or: 'o',
};

/* Only the names Spanish writes differently; the rest are the English names. */
export const STATE_NAMES: Translation<typeof EN.STATE_NAMES> = {
  ...ENGLISH_STATE_NAMES,
  DC: 'Distrito de Columbia',
  HI: 'Hawái',
  LA: 'Luisiana',
  MS: 'Misisipi',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  WV: 'Virginia Occidental',
};
