/*
 * Sentences as parents write them (decision 053): the what and the where wrapped in everyday
 * words ('for my son', 'is there a', 'please'), needs in plain words ('lets us visit first'),
 * 'near' a ZIP. Written for the demo data (generateDemoData's defaults); the providers each one
 * expects are found by SQL from the facts the sentence names (expectedIds), never listed by id.
 * sentences.test.ts and `npm run bench -- --relevance` measure them.
 */
import type { Accommodation } from '../../../../common/catalog/accommodations';

export type SentenceExpectation = {
  /** The provider is one of these categories. */
  categories?: readonly string[];
  /** Its location is this city ('Austin'). */
  city?: string;
  /** Its location is in this state ('TX'). */
  state?: string;
  /** It lists at least one of these catalogue accommodations. */
  accommodations?: readonly Accommodation[];
  /** It is within this many miles of the ZIP's centre. */
  near?: { zip: string; miles: number };
};

export type SentenceQuery = {
  q: string;
  kind: SentenceKind;
  expect: SentenceExpectation;
  /**
   * Set only when the reader has done its part and what is missing is on the server: what it
   * waits for. The test checks these still fall short (so the mark is removed the day they pass).
   */
  waitsFor?: string;
};

/* 'words': a kind of place or a need named alone (the Spanish set, spanish-set.ts). */
export type SentenceKind =
  | 'sentence'
  | 'plain-words need'
  | 'near a place'
  | 'zip with none'
  | 'words';

const at = (categories: string | readonly string[], city: string): SentenceExpectation => ({
  categories: typeof categories === 'string' ? [categories] : categories,
  city,
});

const DOCTORS = ['Pediatrician', 'Family Physician'];
const THERAPISTS = [
  'Speech Therapist',
  'Occupational Therapist',
  'Physical Therapist',
  'Behavioral Therapist',
];
/* The word 'therapist' alone: every category named '... Therapist', massage too. */
const THERAPIST_WORD = [...THERAPISTS, 'Spa / Massage Therapist'];

/** The what and the where inside everyday words. */
const SENTENCES: [string, SentenceExpectation][] = [
  [
    'we need a pediatrician in chicago for our 4 year old who is autistic',
    at('Pediatrician', 'Chicago'),
  ],
  [
    'can anyone recommend a dentist in tucson that is patient with special needs kids',
    at('Dentist', 'Tucson'),
  ],
  ['looking for a speech therapist in boston for my 3yo', at('Speech Therapist', 'Boston')],
  [
    'hi, is there an occupational therapist anywhere in new orleans?',
    at('Occupational Therapist', 'New Orleans'),
  ],
  [
    'my son has sensory issues and needs a haircut in denver',
    at('Hair Stylist / Barber', 'Denver'),
  ],
  [
    'need a family doctor in pittsburgh who understands autism',
    at('Family Physician', 'Pittsburgh'),
  ],
  ['preschool in atlanta that accepts kids with adhd', at('Preschool', 'Atlanta')],
  [
    'where can i take my autistic toddler for swim lessons in san diego',
    at('Swim Instructor', 'San Diego'),
  ],
  ['any good behavior therapists in portland oregon?', at('Behavioral Therapist', 'Portland')],
  ['dance classes for a shy 7 year old in nashville', at('Dance Instructor', 'Nashville')],
  ['martial arts for kids with autism boston area', at('Martial Arts Studio', 'Boston')],
  ['our family needs a new pediatrician in los angeles', at('Pediatrician', 'Los Angeles')],
  ['gymnastics in minneapolis for an autistic girl', at('Gymnastics Program', 'Minneapolis')],
  ['does anybody know a good nail salon in raleigh', at('Nail Salon', 'Raleigh')],
  [
    'tutoring center in tucson for my son with dyslexia',
    at('Tutoring / Learning Center', 'Tucson'),
  ],
  ['speech therapy for toddlers columbus ohio', at('Speech Therapist', 'Columbus')],
  [
    'summer camp in salt lake city for kids on the spectrum',
    at('Camp Counselor', 'Salt Lake City'),
  ],
  [
    'art or music classes in philadelphia for an autistic teen',
    at('Art / Music Program', 'Philadelphia'),
  ],
  ['daycare in downtown seattle that is good with sensory kids', at('Day Care Center', 'Seattle')],
  ['esthetician in burlington vermont who is gentle', at('Esthetician', 'Burlington')],
  [
    'I want to find a calm spa in san francisco for my teenager',
    at('Spa / Massage Therapist', 'San Francisco'),
  ],
  [
    'massage therapist nashville tennessee, sensory friendly please',
    at('Spa / Massage Therapist', 'Nashville'),
  ],
  [
    'physical therapist in albuquerque who takes kids with autism',
    at('Physical Therapist', 'Albuquerque'),
  ],
  ['looking for an ABA therapist in madison wisconsin', at('Behavioral Therapist', 'Madison')],
  ['kansas city dentist for a kid who is scared of the dentist', at('Dentist', 'Kansas City')],
  [
    'help! need a barber in tucson who will be patient with my son',
    at('Hair Stylist / Barber', 'Tucson'),
  ],
  [
    // 'nonspeaking', like 'nonverbal' (decision 021), asks for staff who use AAC or signs.
    'preschool for my nonspeaking daughter in phoenix',
    {
      ...at('Preschool', 'Phoenix'),
      accommodations: ['Staff Use AAC, Sign Language, or Visual Cues'],
    },
  ],
  ['which pediatricians in madison are autism friendly', at('Pediatrician', 'Madison')],
  ['recommendations for a sensory friendly dentist in boston please', at('Dentist', 'Boston')],
  [
    'my kid melts down at haircuts, any barber in new york that gets it',
    at('Hair Stylist / Barber', 'New York'),
  ],
  ['swimming lessons near seattle for a child with autism', at('Swim Instructor', 'Seattle')],
  [
    'is there a karate place in raleigh for special needs kids',
    at('Martial Arts Studio', 'Raleigh'),
  ],
  ['we just moved to richmond and need a pediatrician', at('Pediatrician', 'Richmond')],
  [
    'just moved to denver, looking for an occupational therapist for my son',
    at('Occupational Therapist', 'Denver'),
  ],
  ['adaptive sports for my autistic son in portland', at('Adaptive Sports Coach', 'Portland')],
  [
    'trying to find a day care in madison that understands sensory needs',
    at('Day Care Center', 'Madison'),
  ],
  [
    'sensory friendly birthday party entertainer in san diego',
    at('Birthday Entertainer', 'San Diego'),
  ],
  [
    'need a tutor in minneapolis who works with autistic students',
    at('Tutoring / Learning Center', 'Minneapolis'),
  ],
  ['who does haircuts for autistic kids in sacramento', at('Hair Stylist / Barber', 'Sacramento')],
  ['nail salon in chicago for my daughter who has sensory issues', at('Nail Salon', 'Chicago')],
  ['best dentist in seattle for an anxious child', at('Dentist', 'Seattle')],
  ['good speech therapist in new orleans for a late talker', at('Speech Therapist', 'New Orleans')],
  ['can you suggest a preschool in burlington vt', at('Preschool', 'Burlington')],
  ['doctor in baltimore for my autistic son', at(DOCTORS, 'Baltimore')],
  ['my daughter needs an OT in philadelphia', at('Occupational Therapist', 'Philadelphia')],
  ['piano lessons in new york for an autistic boy', at('Art / Music Program', 'New York')],
  ['gymnastics class in denver that is inclusive', at('Gymnastics Program', 'Denver')],
  [
    'looking for special education services in los angeles',
    at('Special Needs Educator', 'Los Angeles'),
  ],
  ['physical therapy for my toddler in chicago', at('Physical Therapist', 'Chicago')],
  [
    'are there any swim lessons in boise for kids with sensory processing disorder',
    at('Swim Instructor', 'Boise'),
  ],
  [
    'family physician in salt lake city that is good with adults with autism',
    at('Family Physician', 'Salt Lake City'),
  ],
  ['dentist for special needs children in charlotte nc', at('Dentist', 'Charlotte')],
  ['therapist for my son in kansas city', at(THERAPIST_WORD, 'Kansas City')],
  ['swim instructor in albuquerque who is really patient', at('Swim Instructor', 'Albuquerque')],
  ['behavior therapy in raleigh for our 6 yr old', at('Behavioral Therapist', 'Raleigh')],
  ['where do autistic kids get haircuts in columbus', at('Hair Stylist / Barber', 'Columbus')],
  ['I need a preschool in austin where the teachers are kind and calm', at('Preschool', 'Austin')],
  ['a quiet dentist in sacramento please', at('Dentist', 'Sacramento')],
  [
    'music class in nashville for a kid who hates loud noises',
    at('Art / Music Program', 'Nashville'),
  ],
  [
    'occupational therapist in richmond virginia for sensory issues',
    at('Occupational Therapist', 'Richmond'),
  ],
  ['hello, we are searching for a pediatrician around san diego', at('Pediatrician', 'San Diego')],
  ['anyone know a calm gentle dentist in albuquerque', at('Dentist', 'Albuquerque')],
  [
    'learning center in miami for kids with adhd and autism',
    at('Tutoring / Learning Center', 'Miami'),
  ],
  [
    'dance studio in philadelphia for my daughter with down syndrome',
    at('Dance Instructor', 'Philadelphia'),
  ],
  ['camp near ann arbor for autistic kids this summer', at('Camp Counselor', 'Ann Arbor')],
];

/** Needs in plain words, with or without a kind of provider and a place. */
const PLAIN_NEEDS: [string, SentenceExpectation][] = [
  [
    'dentist where we can visit first',
    { categories: ['Dentist'], accommodations: ['Option to Preview the Space Before Visit'] },
  ],
  [
    'a barber who lets us see the room before the appointment',
    {
      categories: ['Hair Stylist / Barber'],
      accommodations: ['Option to Preview the Space Before Visit'],
    },
  ],
  [
    'pediatrician with a tour before the first visit',
    { categories: ['Pediatrician'], accommodations: ['Option to Preview the Space Before Visit'] },
  ],
  [
    'preschool with low lights',
    { categories: ['Preschool'], accommodations: ['Dim or Adjustable Lighting'] },
  ],
  [
    'somewhere with dimmed lights in los angeles',
    { city: 'Los Angeles', accommodations: ['Dim or Adjustable Lighting'] },
  ],
  [
    'occupational therapist that can turn down the lights',
    { categories: ['Occupational Therapist'], accommodations: ['Dim or Adjustable Lighting'] },
  ],
  [
    'dentist with a quiet room for my son',
    {
      categories: ['Dentist'],
      accommodations: ['Private/Low-Stimulation Rooms', 'Quiet Waiting Area'],
    },
  ],
  [
    'speech therapist who uses a visual schedule',
    { categories: ['Speech Therapist'], accommodations: ['Visual Schedules or Social Stories'] },
  ],
  [
    'preschool that uses picture schedules in atlanta',
    {
      categories: ['Preschool'],
      city: 'Atlanta',
      accommodations: ['Visual Schedules or Social Stories'],
    },
  ],
  [
    'haircut place that has headphones for noise',
    {
      categories: ['Hair Stylist / Barber'],
      accommodations: ['Noise-Dampening Materials', 'Sensory Toolkits'],
    },
  ],
  [
    'dentist where my son can wear his headphones',
    { categories: ['Dentist'], accommodations: ['Noise-Dampening Materials', 'Sensory Toolkits'] },
  ],
  [
    'pediatrician with weighted blankets in los angeles',
    {
      categories: ['Pediatrician'],
      city: 'Los Angeles',
      accommodations: ['Weighted Blankets / Lap Pads'],
    },
  ],
  [
    'therapist who lets my daughter take breaks',
    { categories: THERAPIST_WORD, accommodations: ['Ability to Pause or Take Breaks'] },
  ],
  [
    'a tutor who allows movement breaks',
    {
      categories: ['Tutoring / Learning Center'],
      accommodations: ['Ability to Pause or Take Breaks'],
    },
  ],
  [
    'dentist that gives extra time for appointments',
    { categories: ['Dentist'], accommodations: ['Flexible Scheduling / Extended Appointments'] },
  ],
  [
    'doctor with longer appointments for autistic kids',
    { categories: DOCTORS, accommodations: ['Flexible Scheduling / Extended Appointments'] },
  ],
  [
    'pediatrician with no waiting for my son',
    {
      categories: ['Pediatrician'],
      accommodations: ['Flexible Scheduling / Extended Appointments', 'Quiet Waiting Area'],
    },
  ],
  [
    'barber with no waiting',
    {
      categories: ['Hair Stylist / Barber'],
      accommodations: ['Flexible Scheduling / Extended Appointments', 'Quiet Waiting Area'],
    },
  ],
  [
    'a quiet place to wait at the dentist',
    { categories: ['Dentist'], accommodations: ['Quiet Waiting Area'] },
  ],
  [
    'swim school with quiet hours',
    { categories: ['Swim Instructor'], accommodations: ['Sensory-Friendly Hours'] },
  ],
  [
    'barber with quiet clippers for my son who hates buzzing',
    {
      categories: ['Hair Stylist / Barber'],
      accommodations: ['Manual Tools / Noise-Free Equipment'],
    },
  ],
  [
    'haircut with scissors only no clippers',
    {
      categories: ['Hair Stylist / Barber'],
      accommodations: ['Manual Tools / Noise-Free Equipment'],
    },
  ],
  [
    'speech therapy with fidgets for my 5 year old',
    { categories: ['Speech Therapist'], accommodations: ['Fidget Toys or Stress Balls'] },
  ],
  [
    'dentist that lets kids wear sunglasses',
    { categories: ['Dentist'], accommodations: ['Sunglasses / Eye Shields'] },
  ],
  [
    'a pediatrician who lets my son use his ipad during the visit',
    { categories: ['Pediatrician'], accommodations: ['Personal Screen Devices Allowed'] },
  ],
  [
    'speech therapist who knows sign language',
    {
      categories: ['Speech Therapist'],
      accommodations: ['Staff Use AAC, Sign Language, or Visual Cues'],
    },
  ],
  [
    'therapist who uses an AAC device with my nonverbal son',
    {
      categories: THERAPIST_WORD,
      accommodations: ['Staff Use AAC, Sign Language, or Visual Cues'],
    },
  ],
  [
    'dentist who explains each step first',
    { categories: ['Dentist'], accommodations: ['Clear Step-by-Step Instructions'] },
  ],
  [
    'preschool with a sensory room in columbus',
    {
      categories: ['Preschool'],
      city: 'Columbus',
      accommodations: ['Private/Low-Stimulation Rooms'],
    },
  ],
  [
    'nail salon with sensory friendly hours in san diego',
    { categories: ['Nail Salon'], city: 'San Diego', accommodations: ['Sensory-Friendly Hours'] },
  ],
  [
    'dentist with sensory kits for kids',
    { categories: ['Dentist'], accommodations: ['Sensory Toolkits'] },
  ],
  [
    'an office with calm colors and no bright decorations',
    { accommodations: ['Calm or Neutral Decor'] },
  ],
  [
    'barber shop with soundproofing',
    { categories: ['Hair Stylist / Barber'], accommodations: ['Noise-Dampening Materials'] },
  ],
];

/** 'near', 'around', 'close to', 'in' before a ZIP or a city. */
const NEAR: [string, SentenceExpectation, string?][] = [
  [
    'barber around 85716',
    { categories: ['Hair Stylist / Barber'], near: { zip: '85716', miles: 10 } },
  ],
  [
    'preschool close to 78704 for my son',
    { categories: ['Preschool'], near: { zip: '78704', miles: 10 } },
  ],
  ['is there a dentist near 02115', { categories: ['Dentist'], near: { zip: '02115', miles: 10 } }],
  [
    'swim lessons within 25 miles of 80218',
    { categories: ['Swim Instructor'], near: { zip: '80218', miles: 25 } },
  ],
  [
    'occupational therapy in 70115 area',
    { categories: ['Occupational Therapist'], near: { zip: '70115', miles: 10 } },
  ],
  [
    'nail salon near 55406 please',
    { categories: ['Nail Salon'], near: { zip: '55406', miles: 10 } },
  ],
  [
    'speech therapist close to 43215 for my autistic son',
    { categories: ['Speech Therapist'], near: { zip: '43215', miles: 10 } },
  ],
  ['camp around 21211', { categories: ['Camp Counselor'], near: { zip: '21211', miles: 10 } }],
  ['speech therapist close to phoenix', at('Speech Therapist', 'Phoenix')],
  ['karate near salt lake city', at('Martial Arts Studio', 'Salt Lake City')],
  ['pediatrician around chicago', at('Pediatrician', 'Chicago')],
  ['barber near tucson az', at('Hair Stylist / Barber', 'Tucson')],
  ['day care close to pittsburgh for a sensory kid', at('Day Care Center', 'Pittsburgh')],
  ['gymnastics around austin tx', at('Gymnastics Program', 'Austin')],
];

/** A ZIP whose own area has none of what was asked, though the city has some. */
const ZIP_WITH_NONE: [string, SentenceExpectation][] = [
  [
    'pediatrician for my son 60607',
    { categories: ['Pediatrician'], near: { zip: '60607', miles: 10 } },
  ],
  ['looking for a dentist 30309', { categories: ['Dentist'], near: { zip: '30309', miles: 10 } }],
  [
    'speech therapy 70112 please',
    { categories: ['Speech Therapist'], near: { zip: '70112', miles: 10 } },
  ],
  [
    'barber 80220 for my son',
    { categories: ['Hair Stylist / Barber'], near: { zip: '80220', miles: 10 } },
  ],
];

const tag = (kind: SentenceKind, list: [string, SentenceExpectation, string?][]): SentenceQuery[] =>
  list.map(([q, expect, waitsFor]) => ({ q, kind, expect, ...(waitsFor ? { waitsFor } : {}) }));

export const SENTENCE_SET: readonly SentenceQuery[] = [
  ...tag('sentence', SENTENCES),
  ...tag('plain-words need', PLAIN_NEEDS),
  ...tag('near a place', NEAR),
  ...tag('zip with none', ZIP_WITH_NONE),
];
