import { ENGLISH_STATE_NAMES } from '../catalog/us-states';
import { translatable } from '../i18n/translatable';
/*
 * The catalogue's names as people read them (decision 065). The catalogue
 * (common/catalog) keeps the stable codes the database stores ('Dentist', 'Quiet Waiting Area',
 * 'healthcare'); these objects give each code its words, keyed by the code, so a Spanish page gets
 * Spanish words written over them (decision 062) and the server picks a language per answer.
 * The codes never change; a label may. (It imports only the English state names, which import
 * nothing, so the catalogue can read it.)
 */

/** A business category's name: 'Dentist'. */
export const CATEGORY_LABELS = /*#__PURE__*/ translatable('catalog', 'CATEGORY_LABELS', {
  Pediatrician: 'Pediatrician',
  'Family Physician': 'Family Physician',
  Dentist: 'Dentist',
  'Speech Therapist': 'Speech Therapist',
  'Occupational Therapist': 'Occupational Therapist',
  'Physical Therapist': 'Physical Therapist',
  'Behavioral Therapist': 'Behavioral Therapist',
  'Hair Stylist / Barber': 'Hair Stylist / Barber',
  'Nail Salon': 'Nail Salon',
  'Spa / Massage Therapist': 'Spa / Massage Therapist',
  Esthetician: 'Esthetician',
  'Day Care Center': 'Day Care Center',
  Preschool: 'Preschool',
  'Tutoring / Learning Center': 'Tutoring / Learning Center',
  'Special Needs Educator': 'Special Needs Educator',
  'Swim Instructor': 'Swim Instructor',
  'Martial Arts Studio': 'Martial Arts Studio',
  'Gymnastics Program': 'Gymnastics Program',
  'Dance Instructor': 'Dance Instructor',
  'Adaptive Sports Coach': 'Adaptive Sports Coach',
  'Camp Counselor': 'Camp Counselor',
  'Birthday Entertainer': 'Birthday Entertainer',
  'Art / Music Program': 'Art / Music Program',
  'Other (please specify)': 'Other (please specify)',
});

/** How the understood line and the suggestions name a category: 'Pediatricians in Austin, TX'. */
export const CATEGORY_PLURAL_LABELS = /*#__PURE__*/ translatable(
  'catalog',
  'CATEGORY_PLURAL_LABELS',
  {
    Pediatrician: 'Pediatricians',
    'Family Physician': 'Family Physicians',
    Dentist: 'Dentists',
    'Speech Therapist': 'Speech Therapists',
    'Occupational Therapist': 'Occupational Therapists',
    'Physical Therapist': 'Physical Therapists',
    'Behavioral Therapist': 'Behavioral Therapists',
    'Hair Stylist / Barber': 'Hair Stylists / Barbers',
    'Nail Salon': 'Nail Salons',
    'Spa / Massage Therapist': 'Spas / Massage Therapists',
    Esthetician: 'Estheticians',
    'Day Care Center': 'Day Care Centers',
    Preschool: 'Preschools',
    'Tutoring / Learning Center': 'Tutoring / Learning Centers',
    'Special Needs Educator': 'Special Needs Educators',
    'Swim Instructor': 'Swim Instructors',
    'Martial Arts Studio': 'Martial Arts Studios',
    'Gymnastics Program': 'Gymnastics Programs',
    'Dance Instructor': 'Dance Instructors',
    'Adaptive Sports Coach': 'Adaptive Sports Coaches',
    'Camp Counselor': 'Camp Counselors',
    'Birthday Entertainer': 'Birthday Entertainers',
    'Art / Music Program': 'Art / Music Programs',
  },
);

/** A group of categories (provider-admin-side.md §3). */
export const CATEGORY_GROUP_LABELS = /*#__PURE__*/ translatable(
  'catalog',
  'CATEGORY_GROUP_LABELS',
  {
    healthcare: 'Healthcare',
    'personal-care': 'Personal Care',
    childcare: 'Childcare & Learning',
    recreation: 'Recreation & Fitness',
    community: 'Community & Events',
  },
);

/** The home page's four quick-category buttons, by the group each searches. */
export const QUICK_CATEGORY_LABELS = /*#__PURE__*/ translatable(
  'catalog',
  'QUICK_CATEGORY_LABELS',
  {
    healthcare: 'Healthcare',
    'personal-care': 'Personal Care',
    childcare: 'Childcare',
    recreation: 'Rec & Fitness',
  },
);

/** The accommodation catalogue's items (public-side.md §9). */
export const ACCOMMODATION_LABELS = /*#__PURE__*/ translatable('catalog', 'ACCOMMODATION_LABELS', {
  'Quiet Waiting Area': 'Quiet Waiting Area',
  'Private/Low-Stimulation Rooms': 'Private/Low-Stimulation Rooms',
  'Sensory-Friendly Hours': 'Sensory-Friendly Hours',
  'Dim or Adjustable Lighting': 'Dim or Adjustable Lighting',
  'Noise-Dampening Materials': 'Noise-Dampening Materials',
  'Calm or Neutral Decor': 'Calm or Neutral Decor',
  'Manual Tools / Noise-Free Equipment': 'Manual Tools / Noise-Free Equipment',
  'Weighted Blankets / Lap Pads': 'Weighted Blankets / Lap Pads',
  'Fidget Toys or Stress Balls': 'Fidget Toys or Stress Balls',
  'Sunglasses / Eye Shields': 'Sunglasses / Eye Shields',
  'Sensory Toolkits': 'Sensory Toolkits',
  'Personal Screen Devices Allowed': 'Personal Screen Devices Allowed',
  'Visual Schedules or Social Stories': 'Visual Schedules or Social Stories',
  'Staff Use AAC, Sign Language, or Visual Cues': 'Staff Use AAC, Sign Language, or Visual Cues',
  'Flexible Scheduling / Extended Appointments': 'Flexible Scheduling / Extended Appointments',
  'Option to Preview the Space Before Visit': 'Option to Preview the Space Before Visit',
  'Clear Step-by-Step Instructions': 'Clear Step-by-Step Instructions',
  'Ability to Pause or Take Breaks': 'Ability to Pause or Take Breaks',
});

/** The accommodation catalogue's three categories. */
export const ACCOMMODATION_CATEGORY_LABELS = /*#__PURE__*/ translatable(
  'catalog',
  'ACCOMMODATION_CATEGORY_LABELS',
  {
    environment: 'Environment & Atmosphere',
    tools: 'Tools & Support Items',
    communication: 'Communication & Flexibility',
  },
);

/** The 13 overall-experience tags of a review. */
export const EXPERIENCE_TAG_LABELS = /*#__PURE__*/ translatable(
  'catalog',
  'EXPERIENCE_TAG_LABELS',
  {
    Calming: 'Calming',
    'Welcoming Staff': 'Welcoming Staff',
    'Too Loud': 'Too Loud',
    'Bright Lights': 'Bright Lights',
    Overwhelming: 'Overwhelming',
    'Well-Organized': 'Well-Organized',
    Professional: 'Professional',
    Understanding: 'Understanding',
    Flexible: 'Flexible',
    Accommodating: 'Accommodating',
    Stressful: 'Stressful',
    Confusing: 'Confusing',
    Rushed: 'Rushed',
  },
);

/** Weekdays of a visit, Monday first (reviews.visit_day 0 … 6). */
export const VISIT_DAY_LABELS = /*#__PURE__*/ translatable('catalog', 'VISIT_DAY_LABELS', {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
});

/** Time of day of a visit (decision 028). */
export const VISIT_TIME_LABELS = /*#__PURE__*/ translatable('catalog', 'VISIT_TIME_LABELS', {
  morning: 'Morning',
  midday: 'Midday',
  afternoon: 'Afternoon',
  evening: 'Evening',
});

/** 'Anything that could be hard?' (reviews.heads_up). */
export const HEADS_UP_LABELS = /*#__PURE__*/ translatable('catalog', 'HEADS_UP_LABELS', {
  sudden_loud_sounds: 'Sudden loud sounds',
  beeping_machines: 'Beeping machines',
  hand_dryers: 'Hand dryers',
  strong_smells: 'Strong smells',
  flickering_lights: 'Flickering lights',
  crowds: 'Crowds',
  long_waits: 'Long waits',
  other: 'Other',
});

/**
 * The words of the line that says how a search was read (decision 021,
 * common/domain/search-understood.ts): 'Pediatricians in Austin, TX', 'Healthcare providers
 * with Quiet Waiting Area', 'Providers matching “blue” in Texas'.
 */
export const UNDERSTOOD_LINE_WORDS = /*#__PURE__*/ translatable(
  'catalog',
  'UNDERSTOOD_LINE_WORDS',
  {
    providers: 'Providers',
    groupProviders: (group: string) => `${group} providers`,
    matching: (what: string, words: string) => `${what} matching ${words}`,
    quoted: (word: string) => `“${word}”`,
    withNeeds: (what: string, needs: string) => `${what} with ${needs}`,
    inPlaces: (what: string, places: string) => `${what} in ${places}`,
    and: 'and',
    or: 'or',
  },
);

/**
 * A state's name as a page shows it: the understood line ('Dentists in New Mexico'), the admin
 * queues' state filter. A copy: the English names stay as the search reads them.
 */
export const STATE_NAMES = /*#__PURE__*/ translatable('catalog', 'STATE_NAMES', {
  ...ENGLISH_STATE_NAMES,
});

/** A category's name in the words of the page (or its code, for a category not in the catalogue). */
export function categoryLabel(code: string): string {
  return (CATEGORY_LABELS as Record<string, string>)[code] ?? code;
}

/** An accommodation's name in the words of the page (a custom one is shown as written). */
export function accommodationLabel(name: string): string {
  return (ACCOMMODATION_LABELS as Record<string, string>)[name] ?? name;
}
