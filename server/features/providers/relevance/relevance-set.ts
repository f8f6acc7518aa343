/*
 * The labelled relevance set (decision 021): what a parent types on the demo data (320 providers,
 * generateDemoData's defaults) and which providers they expect, written as the facts a person
 * means ("speech therapists in Boston"), not as ids: the expected providers are the visible demo
 * providers with those facts. `npm run bench -- --relevance` and relevance.test.ts measure recall
 * of these in the first page and the share of queries that find nothing.
 */
export type Expectation = {
  /** The provider is one of these categories. */
  categories?: readonly string[];
  /** Its location is this city ('Austin'). */
  city?: string;
  /** Its location is in this state ('TX'). */
  state?: string;
  zip?: string;
  /** It lists this catalogue accommodation. */
  accommodation?: string;
  /** Its name contains this. */
  name?: string;
};

export type LabelledQuery = { q: string; kind: string; expect: Expectation };

const HEALTHCARE = [
  'Pediatrician',
  'Family Physician',
  'Dentist',
  'Speech Therapist',
  'Occupational Therapist',
  'Physical Therapist',
  'Behavioral Therapist',
];
const PERSONAL_CARE = [
  'Hair Stylist / Barber',
  'Nail Salon',
  'Spa / Massage Therapist',
  'Esthetician',
];
const CHILDCARE = [
  'Day Care Center',
  'Preschool',
  'Tutoring / Learning Center',
  'Special Needs Educator',
];
const RECREATION = [
  'Swim Instructor',
  'Martial Arts Studio',
  'Gymnastics Program',
  'Dance Instructor',
  'Adaptive Sports Coach',
];
const THERAPISTS = [
  'Speech Therapist',
  'Occupational Therapist',
  'Physical Therapist',
  'Behavioral Therapist',
];

const is = (...categories: string[]): Expectation => ({ categories });

/** Everyday words for a kind of provider. */
const SYNONYMS: [string, Expectation][] = [
  ['daycare', is('Day Care Center')],
  ['day care', is('Day Care Center')],
  ['Daycare centers', is('Day Care Center')],
  ['haircut', is('Hair Stylist / Barber')],
  ['haircuts', is('Hair Stylist / Barber')],
  ['barber', is('Hair Stylist / Barber')],
  ['hair salon', is('Hair Stylist / Barber')],
  ['swimming', is('Swim Instructor')],
  ['swim lessons', is('Swim Instructor')],
  ['OT', is('Occupational Therapist')],
  ['occupational therapy', is('Occupational Therapist')],
  ['speech', is('Speech Therapist')],
  ['speech therapy', is('Speech Therapist')],
  ['speech therapist', is('Speech Therapist')],
  ['physical therapy', is('Physical Therapist')],
  ['ABA', is('Behavioral Therapist')],
  ['behavior therapy', is('Behavioral Therapist')],
  ['doctor', is('Pediatrician', 'Family Physician')],
  ['doctors', is('Pediatrician', 'Family Physician')],
  ['family doctor', is('Family Physician')],
  ['pediatrician', is('Pediatrician')],
  ['pediatricians', is('Pediatrician')],
  ['dentist', is('Dentist')],
  ['dentists', is('Dentist')],
  ['dental', is('Dentist')],
  ['nails', is('Nail Salon')],
  ['manicure', is('Nail Salon')],
  ['massage', is('Spa / Massage Therapist')],
  ['facial', is('Esthetician')],
  ['preschool', is('Preschool')],
  ['preschools', is('Preschool')],
  ['pre-k', is('Preschool')],
  ['tutoring', is('Tutoring / Learning Center')],
  ['tutor', is('Tutoring / Learning Center')],
  ['special education', is('Special Needs Educator')],
  ['karate', is('Martial Arts Studio')],
  ['martial arts', is('Martial Arts Studio')],
  ['taekwondo', is('Martial Arts Studio')],
  ['gymnastics', is('Gymnastics Program')],
  ['dance classes', is('Dance Instructor')],
  ['ballet', is('Dance Instructor')],
  ['sports', is('Adaptive Sports Coach')],
  ['summer camp', is('Camp Counselor')],
  ['camp', is('Camp Counselor')],
  ['birthday party', is('Birthday Entertainer')],
  ['music lessons', is('Art / Music Program')],
  ['art classes', is('Art / Music Program')],
  ['therapy', is(...THERAPISTS)],
  ['therapists', is(...THERAPISTS, 'Spa / Massage Therapist')],
];

/** Group names typed as text. */
const GROUPS: [string, Expectation][] = [
  ['Healthcare', is(...HEALTHCARE)],
  ['health care', is(...HEALTHCARE)],
  ['Childcare', is(...CHILDCARE)],
  ['child care', is(...CHILDCARE)],
  ['Rec & Fitness', is(...RECREATION)],
  ['recreation', is(...RECREATION)],
  ['Personal Care', is(...PERSONAL_CARE)],
  ['healthcare austin', { categories: HEALTHCARE, city: 'Austin' }],
  ['childcare atlanta', { categories: CHILDCARE, city: 'Atlanta' }],
  ['personal care san diego', { categories: PERSONAL_CARE, city: 'San Diego' }],
];

/** What and where, in either order, with or without the state. */
const WHAT_WHERE: [string, Expectation][] = [
  ['pediatrician austin', { categories: ['Pediatrician'], city: 'Austin' }],
  ['Austin pediatrician', { categories: ['Pediatrician'], city: 'Austin' }],
  ['pediatricians in Austin, TX', { categories: ['Pediatrician'], city: 'Austin' }],
  ['Austin preschools', { categories: ['Preschool'], city: 'Austin' }],
  ['preschool austin tx', { categories: ['Preschool'], city: 'Austin' }],
  ['speech therapy boston', { categories: ['Speech Therapist'], city: 'Boston' }],
  ['Boston speech therapist', { categories: ['Speech Therapist'], city: 'Boston' }],
  ['behavioral therapist portland', { categories: ['Behavioral Therapist'], city: 'Portland' }],
  ['ABA Portland OR', { categories: ['Behavioral Therapist'], city: 'Portland' }],
  ['barber new york', { categories: ['Hair Stylist / Barber'], city: 'New York' }],
  ['haircut NYC new york', { categories: ['Hair Stylist / Barber'], city: 'New York' }],
  ['spa san francisco', { categories: ['Spa / Massage Therapist'], city: 'San Francisco' }],
  ['massage nashville', { categories: ['Spa / Massage Therapist'], city: 'Nashville' }],
  ['preschool atlanta', { categories: ['Preschool'], city: 'Atlanta' }],
  ['preschool phoenix', { categories: ['Preschool'], city: 'Phoenix' }],
  ['tutoring tucson', { categories: ['Tutoring / Learning Center'], city: 'Tucson' }],
  ['gymnastics minneapolis', { categories: ['Gymnastics Program'], city: 'Minneapolis' }],
  ['pediatrician los angeles', { categories: ['Pediatrician'], city: 'Los Angeles' }],
  ['doctor madison', { categories: ['Pediatrician', 'Family Physician'], city: 'Madison' }],
  ['dentist boston', { categories: ['Dentist'], city: 'Boston' }],
  ['dentist seattle', { categories: ['Dentist'], city: 'Seattle' }],
  ['Seattle dentist', { categories: ['Dentist'], city: 'Seattle' }],
  ['swim lessons burlington', { categories: ['Swim Instructor'], city: 'Burlington' }],
  ['swimming albuquerque', { categories: ['Swim Instructor'], city: 'Albuquerque' }],
  ['karate boston', { categories: ['Martial Arts Studio'], city: 'Boston' }],
  ['martial arts san diego', { categories: ['Martial Arts Studio'], city: 'San Diego' }],
  ['OT new orleans', { categories: ['Occupational Therapist'], city: 'New Orleans' }],
  ['occupational therapist chicago', { categories: ['Occupational Therapist'], city: 'Chicago' }],
  ['physical therapy albuquerque', { categories: ['Physical Therapist'], city: 'Albuquerque' }],
  ['nail salon chicago', { categories: ['Nail Salon'], city: 'Chicago' }],
  ['nails minneapolis', { categories: ['Nail Salon'], city: 'Minneapolis' }],
  ['daycare salt lake city', { categories: ['Day Care Center'], city: 'Salt Lake City' }],
  ['camp denver', { categories: ['Camp Counselor'], city: 'Denver' }],
  ['art music new york', { categories: ['Art / Music Program'], city: 'New York' }],
  ['special needs los angeles', { categories: ['Special Needs Educator'], city: 'Los Angeles' }],
  ['dance austin', { categories: ['Dance Instructor'], city: 'Austin' }],
  ['esthetician burlington vt', { categories: ['Esthetician'], city: 'Burlington' }],
  ['family physician pittsburgh', { categories: ['Family Physician'], city: 'Pittsburgh' }],
  ['speech therapist columbus ohio', { categories: ['Speech Therapist'], city: 'Columbus' }],
  ['swim san diego california', { categories: ['Swim Instructor'], city: 'San Diego' }],
];

/** Places alone. */
const PLACES: [string, Expectation][] = [
  ['Austin', { city: 'Austin' }],
  ['austin tx', { city: 'Austin' }],
  ['Austin, TX', { city: 'Austin' }],
  ['Seattle', { city: 'Seattle' }],
  ['seattle wa', { city: 'Seattle' }],
  ['Denver, CO', { city: 'Denver' }],
  ['chicago il', { city: 'Chicago' }],
  ['New York', { state: 'NY' }],
  ['Salt Lake City', { city: 'Salt Lake City' }],
  ['Ann Arbor', { city: 'Ann Arbor' }],
  ['Texas', { state: 'TX' }],
  ['California', { state: 'CA' }],
  ['TX', { state: 'TX' }],
  ['CA', { state: 'CA' }],
  ['Arizona', { state: 'AZ' }],
  ['Pennsylvania', { state: 'PA' }],
  ['North Carolina', { state: 'NC' }],
  ['Massachusetts', { state: 'MA' }],
  ['Oregon', { state: 'OR' }],
  ['Ohio', { state: 'OH' }],
  ['Vermont', { state: 'VT' }],
  ['Florida', { state: 'FL' }],
  ['dentist california', { categories: ['Dentist'], state: 'CA' }],
  ['preschool arizona', { categories: ['Preschool'], state: 'AZ' }],
  ['swim instructor texas', { categories: ['Swim Instructor'], state: 'TX' }],
  ['pediatrician california', { categories: ['Pediatrician'], state: 'CA' }],
  ['therapy north carolina', { categories: THERAPISTS, state: 'NC' }],
];

/** ZIP codes and prefixes. */
const ZIPS: [string, Expectation][] = [
  ['78704', { zip: '78704' }],
  ['preschool 78704', { categories: ['Preschool'], zip: '78704' }],
  ['98122', { zip: '98122' }],
  ['02115', { zip: '02115' }],
  ['60622', { zip: '60622' }],
  ['10025', { zip: '10025' }],
  ['80218', { zip: '80218' }],
  ['speech 02115', { categories: ['Speech Therapist'], zip: '02115' }],
];

/** Accommodations in everyday words. */
const ACCOMMODATIONS: [string, Expectation][] = [
  ['weighted blankets', { accommodation: 'Weighted Blankets / Lap Pads' }],
  ['weighted blanket', { accommodation: 'Weighted Blankets / Lap Pads' }],
  ['lap pads', { accommodation: 'Weighted Blankets / Lap Pads' }],
  ['visual schedules', { accommodation: 'Visual Schedules or Social Stories' }],
  ['social stories', { accommodation: 'Visual Schedules or Social Stories' }],
  ['quiet waiting area', { accommodation: 'Quiet Waiting Area' }],
  ['quiet waiting room', { accommodation: 'Quiet Waiting Area' }],
  ['dim lights', { accommodation: 'Dim or Adjustable Lighting' }],
  ['dim lighting', { accommodation: 'Dim or Adjustable Lighting' }],
  ['sensory friendly hours', { accommodation: 'Sensory-Friendly Hours' }],
  ['sensory hours', { accommodation: 'Sensory-Friendly Hours' }],
  ['low stimulation room', { accommodation: 'Private/Low-Stimulation Rooms' }],
  ['private room', { accommodation: 'Private/Low-Stimulation Rooms' }],
  ['noise dampening', { accommodation: 'Noise-Dampening Materials' }],
  ['fidget toys', { accommodation: 'Fidget Toys or Stress Balls' }],
  ['stress balls', { accommodation: 'Fidget Toys or Stress Balls' }],
  ['sunglasses', { accommodation: 'Sunglasses / Eye Shields' }],
  ['sensory toolkit', { accommodation: 'Sensory Toolkits' }],
  ['sign language', { accommodation: 'Staff Use AAC, Sign Language, or Visual Cues' }],
  ['AAC', { accommodation: 'Staff Use AAC, Sign Language, or Visual Cues' }],
  ['extended appointments', { accommodation: 'Flexible Scheduling / Extended Appointments' }],
  ['flexible scheduling', { accommodation: 'Flexible Scheduling / Extended Appointments' }],
  ['take breaks', { accommodation: 'Ability to Pause or Take Breaks' }],
  ['step by step instructions', { accommodation: 'Clear Step-by-Step Instructions' }],
  ['calm decor', { accommodation: 'Calm or Neutral Decor' }],
  ['noise free equipment', { accommodation: 'Manual Tools / Noise-Free Equipment' }],
  ['screen devices', { accommodation: 'Personal Screen Devices Allowed' }],
  ['weighted blankets austin', { accommodation: 'Weighted Blankets / Lap Pads', city: 'Austin' }],
  ['dentist quiet waiting area', { categories: ['Dentist'], accommodation: 'Quiet Waiting Area' }],
  [
    'haircut sensory friendly hours',
    { categories: ['Hair Stylist / Barber'], accommodation: 'Sensory-Friendly Hours' },
  ],
  [
    'visual schedules seattle',
    { accommodation: 'Visual Schedules or Social Stories', city: 'Seattle' },
  ],
];

/** Mistyped words. */
const TYPOS: [string, Expectation][] = [
  ['Austen', { city: 'Austin' }],
  ['Seatle', { city: 'Seattle' }],
  ['Chicgo', { city: 'Chicago' }],
  ['Denevr', { city: 'Denver' }],
  ['Bostn', { city: 'Boston' }],
  ['Phoneix', { city: 'Phoenix' }],
  ['pediatrcian', is('Pediatrician')],
  ['pediatrcian austin', { categories: ['Pediatrician'], city: 'Austin' }],
  ['dentst', is('Dentist')],
  ['daycre', is('Day Care Center')],
  ['Texsa', { state: 'TX' }],
  ['Califronia', { state: 'CA' }],
  ['gymnastcs', is('Gymnastics Program')],
  ['preschol atlanta', { categories: ['Preschool'], city: 'Atlanta' }],
  ['speech therpy', is('Speech Therapist')],
];

/** Names, whole and in part. */
const NAMES: [string, Expectation][] = [
  ['Bluebird Dental Studio', { name: 'Bluebird Dental Studio' }],
  ['Lantern Speech Therapy', { name: 'Lantern Speech Therapy' }],
  ['Steady Steps', { name: 'Steady Steps' }],
  ['Lighthouse Karate', { name: 'Lighthouse Karate' }],
  ['Soft Comb Barbershop', { name: 'Soft Comb Barbershop' }],
  ['Calm Current Aquatics', { name: 'Calm Current Aquatics' }],
  ['Golden Hour Dental', { name: 'Golden Hour Dental' }],
  ['Sunflower Child Care', { name: 'Sunflower Child Care' }],
  ['Word Garden', { name: 'Word Garden' }],
  ['Montessori', { name: 'Montessori' }],
  ['Little Molars', { name: 'Little Molars' }],
  ['Kindred Kids Cuts', { name: 'Kindred Kids Cuts' }],
];

const tag = (kind: string, list: [string, Expectation][]): LabelledQuery[] =>
  list.map(([q, expect]) => ({ q, kind, expect }));

export const RELEVANCE_SET: readonly LabelledQuery[] = [
  ...tag('synonym', SYNONYMS),
  ...tag('group', GROUPS),
  ...tag('what and where', WHAT_WHERE),
  ...tag('place', PLACES),
  ...tag('zip', ZIPS),
  ...tag('accommodation', ACCOMMODATIONS),
  ...tag('typo', TYPOS),
  ...tag('name', NAMES),
];

type Provider = {
  id: number;
  name: string;
  category: string;
  location: string;
  zip_code: string;
  accommodations: string;
};

/** Whether a provider is one a person typing the query expects. */
export function isExpected(p: Provider, e: Expectation): boolean {
  if (e.categories && !e.categories.includes(p.category)) return false;
  if (e.city && !p.location.startsWith(`${e.city}, `)) return false;
  if (e.state && !p.location.endsWith(`, ${e.state}`)) return false;
  if (e.zip && p.zip_code !== e.zip) return false;
  if (e.accommodation && !(p.accommodations.split('|')[0] ?? '').includes(e.accommodation))
    return false;
  if (e.name && !p.name.toLowerCase().includes(e.name.toLowerCase())) return false;
  return true;
}
