import { CATEGORY_PLURAL_LABELS } from '../messages/catalog';
import { type Accommodation, ALL_ACCOMMODATIONS } from './accommodations';
import type { CategoryGroupKey } from './business-categories';
import { ENGLISH_STATE_NAMES } from './us-states';

/*
 * The words people type into the search box, mapped to the catalogue (decision 021).
 * Reviewed by hand: every entry widens a search, so an entry belongs here only when a parent who
 * types the word would be glad to see every provider it adds. Keys are lower case; the parser
 * compares them word by word after dropping a plural 's' (common/domain/search-query.ts), so
 * 'dentists' and 'weighted blankets' need no entries of their own.
 */

/** Everyday words for one or more business categories. */
export const CATEGORY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  doctor: ['Pediatrician', 'Family Physician'],
  physician: ['Pediatrician', 'Family Physician'],
  'primary care': ['Pediatrician', 'Family Physician'],
  checkup: ['Pediatrician', 'Family Physician'],
  pediatrician: ['Pediatrician'],
  pediatric: ['Pediatrician'],
  pediatrics: ['Pediatrician'],
  paediatrician: ['Pediatrician'],
  "children's doctor": ['Pediatrician'],
  'kids doctor': ['Pediatrician'],
  'family doctor': ['Family Physician'],
  'family physician': ['Family Physician'],
  'family medicine': ['Family Physician'],
  'family practice': ['Family Physician'],
  gp: ['Family Physician'],
  dentist: ['Dentist'],
  dental: ['Dentist'],
  dentistry: ['Dentist'],
  teeth: ['Dentist'],
  orthodontist: ['Dentist'],
  speech: ['Speech Therapist'],
  'speech therapy': ['Speech Therapist'],
  'speech language': ['Speech Therapist'],
  slp: ['Speech Therapist'],
  ot: ['Occupational Therapist'],
  occupational: ['Occupational Therapist'],
  'occupational therapy': ['Occupational Therapist'],
  pt: ['Physical Therapist'],
  'physical therapy': ['Physical Therapist'],
  physio: ['Physical Therapist'],
  physiotherapy: ['Physical Therapist'],
  aba: ['Behavioral Therapist'],
  behavior: ['Behavioral Therapist'],
  behavioral: ['Behavioral Therapist'],
  behaviour: ['Behavioral Therapist'],
  'behavior therapy': ['Behavioral Therapist'],
  therapy: [
    'Speech Therapist',
    'Occupational Therapist',
    'Physical Therapist',
    'Behavioral Therapist',
  ],
  haircut: ['Hair Stylist / Barber'],
  'hair cut': ['Hair Stylist / Barber'],
  hair: ['Hair Stylist / Barber'],
  barber: ['Hair Stylist / Barber'],
  'hair salon': ['Hair Stylist / Barber'],
  barbershop: ['Hair Stylist / Barber'],
  hairdresser: ['Hair Stylist / Barber'],
  stylist: ['Hair Stylist / Barber'],
  nail: ['Nail Salon'],
  manicure: ['Nail Salon'],
  pedicure: ['Nail Salon'],
  massage: ['Spa / Massage Therapist'],
  spa: ['Spa / Massage Therapist'],
  facial: ['Esthetician'],
  'skin care': ['Esthetician'],
  skincare: ['Esthetician'],
  aesthetician: ['Esthetician'],
  esthetician: ['Esthetician'],
  daycare: ['Day Care Center'],
  'day care': ['Day Care Center'],
  nursery: ['Day Care Center', 'Preschool'],
  preschool: ['Preschool'],
  'pre k': ['Preschool'],
  prek: ['Preschool'],
  'pre school': ['Preschool'],
  tutor: ['Tutoring / Learning Center'],
  tutoring: ['Tutoring / Learning Center'],
  'homework help': ['Tutoring / Learning Center'],
  'learning center': ['Tutoring / Learning Center'],
  'special ed': ['Special Needs Educator'],
  'special education': ['Special Needs Educator'],
  'special needs': ['Special Needs Educator'],
  sped: ['Special Needs Educator'],
  swim: ['Swim Instructor'],
  swimming: ['Swim Instructor'],
  'swim lesson': ['Swim Instructor'],
  'swimming lesson': ['Swim Instructor'],
  pool: ['Swim Instructor'],
  karate: ['Martial Arts Studio'],
  taekwondo: ['Martial Arts Studio'],
  'tae kwon do': ['Martial Arts Studio'],
  judo: ['Martial Arts Studio'],
  'jiu jitsu': ['Martial Arts Studio'],
  'kung fu': ['Martial Arts Studio'],
  'martial art': ['Martial Arts Studio'],
  'self defense': ['Martial Arts Studio'],
  gymnastic: ['Gymnastics Program'],
  gymnastics: ['Gymnastics Program'],
  tumbling: ['Gymnastics Program'],
  dance: ['Dance Instructor'],
  dancing: ['Dance Instructor'],
  ballet: ['Dance Instructor'],
  sport: ['Adaptive Sports Coach'],
  'adaptive sport': ['Adaptive Sports Coach'],
  soccer: ['Adaptive Sports Coach'],
  basketball: ['Adaptive Sports Coach'],
  coach: ['Adaptive Sports Coach'],
  camp: ['Camp Counselor'],
  'summer camp': ['Camp Counselor'],
  birthday: ['Birthday Entertainer'],
  party: ['Birthday Entertainer'],
  entertainer: ['Birthday Entertainer'],
  magician: ['Birthday Entertainer'],
  art: ['Art / Music Program'],
  music: ['Art / Music Program'],
  'music lesson': ['Art / Music Program'],
  'art class': ['Art / Music Program'],
  piano: ['Art / Music Program'],
  painting: ['Art / Music Program'],
};

/** A category group named as text ('Healthcare', 'Rec & Fitness'): every category of the group. */
export const GROUP_SYNONYMS: Readonly<Record<string, CategoryGroupKey>> = {
  healthcare: 'healthcare',
  'health care': 'healthcare',
  medical: 'healthcare',
  'personal care': 'personal-care',
  grooming: 'personal-care',
  beauty: 'personal-care',
  childcare: 'childcare',
  'child care': 'childcare',
  'childcare and learning': 'childcare',
  recreation: 'recreation',
  'rec and fitness': 'recreation',
  'recreation and fitness': 'recreation',
  fitness: 'recreation',
  'community and event': 'community',
  community: 'community',
};

/**
 * Everyday words for accommodation catalogue items, as parents write them ('visit first', 'dim
 * lights', 'no clippers'): every one of the 18 has several (search-vocabulary.test.ts checks each
 * phrase reads as its item). A phrase found here is a need the line asks for: the provider must
 * list the item (or have the words in its listing). Words that only describe ('calm', 'quiet'
 * alone) are in search-sentence-words.ts and are never required (decision 053).
 */
export const ACCOMMODATION_SYNONYMS: Readonly<Record<string, readonly Accommodation[]>> = {
  // Quiet Waiting Area
  'quiet waiting area': ['Quiet Waiting Area'],
  'quiet waiting room': ['Quiet Waiting Area'],
  'quiet waiting': ['Quiet Waiting Area'],
  'quiet area': ['Quiet Waiting Area'],
  'waiting area': ['Quiet Waiting Area'],
  'quiet lobby': ['Quiet Waiting Area'],
  'quiet place to wait': ['Quiet Waiting Area'],
  'quiet spot to wait': ['Quiet Waiting Area'],
  'place to wait': ['Quiet Waiting Area'],
  'wait in the car': ['Quiet Waiting Area'],
  'wait in car': ['Quiet Waiting Area'],
  'no waiting': ['Flexible Scheduling / Extended Appointments', 'Quiet Waiting Area'],
  'no wait': ['Flexible Scheduling / Extended Appointments', 'Quiet Waiting Area'],
  'no waiting room': ['Flexible Scheduling / Extended Appointments', 'Quiet Waiting Area'],
  // Private/Low-Stimulation Rooms
  'quiet room': ['Private/Low-Stimulation Rooms', 'Quiet Waiting Area'],
  'private room': ['Private/Low-Stimulation Rooms'],
  'separate room': ['Private/Low-Stimulation Rooms'],
  'calm room': ['Private/Low-Stimulation Rooms'],
  'calm down room': ['Private/Low-Stimulation Rooms'],
  'low stimulation': ['Private/Low-Stimulation Rooms'],
  'low stim': ['Private/Low-Stimulation Rooms'],
  'low stimulation room': ['Private/Low-Stimulation Rooms'],
  'sensory room': ['Private/Low-Stimulation Rooms'],
  // Sensory-Friendly Hours
  'sensory hour': ['Sensory-Friendly Hours'],
  'sensory friendly hour': ['Sensory-Friendly Hours'],
  'sensory friendly time': ['Sensory-Friendly Hours'],
  'quiet hour': ['Sensory-Friendly Hours'],
  'quiet time': ['Sensory-Friendly Hours'],
  'calm hour': ['Sensory-Friendly Hours'],
  'off peak': ['Sensory-Friendly Hours'],
  'less crowded': ['Sensory-Friendly Hours'],
  'not crowded': ['Sensory-Friendly Hours'],
  // Dim or Adjustable Lighting
  'dim light': ['Dim or Adjustable Lighting'],
  'dim lighting': ['Dim or Adjustable Lighting'],
  'dimmed light': ['Dim or Adjustable Lighting'],
  'dimmed lighting': ['Dim or Adjustable Lighting'],
  dim: ['Dim or Adjustable Lighting'],
  dimmed: ['Dim or Adjustable Lighting'],
  'low light': ['Dim or Adjustable Lighting'],
  'low lighting': ['Dim or Adjustable Lighting'],
  'soft light': ['Dim or Adjustable Lighting'],
  'soft lighting': ['Dim or Adjustable Lighting'],
  'adjustable lighting': ['Dim or Adjustable Lighting'],
  'adjustable light': ['Dim or Adjustable Lighting'],
  'turn down the light': ['Dim or Adjustable Lighting'],
  'turn off the light': ['Dim or Adjustable Lighting'],
  'lights down': ['Dim or Adjustable Lighting'],
  'no fluorescent': ['Dim or Adjustable Lighting'],
  'no fluorescent light': ['Dim or Adjustable Lighting'],
  'no bright light': ['Dim or Adjustable Lighting'],
  dimmer: ['Dim or Adjustable Lighting'],
  lighting: ['Dim or Adjustable Lighting'],
  // Noise-Dampening Materials
  'noise dampening': ['Noise-Dampening Materials'],
  soundproof: ['Noise-Dampening Materials'],
  soundproofing: ['Noise-Dampening Materials'],
  'sound proof': ['Noise-Dampening Materials'],
  'noise reduction': ['Noise-Dampening Materials'],
  'noise reducing': ['Noise-Dampening Materials'],
  'noise cancelling': ['Noise-Dampening Materials', 'Sensory Toolkits'],
  'noise canceling': ['Noise-Dampening Materials', 'Sensory Toolkits'],
  headphone: ['Noise-Dampening Materials', 'Sensory Toolkits'],
  earmuff: ['Noise-Dampening Materials', 'Sensory Toolkits'],
  'ear muff': ['Noise-Dampening Materials', 'Sensory Toolkits'],
  'ear defender': ['Noise-Dampening Materials', 'Sensory Toolkits'],
  earplug: ['Noise-Dampening Materials', 'Sensory Toolkits'],
  'ear plug': ['Noise-Dampening Materials', 'Sensory Toolkits'],
  // Calm or Neutral Decor
  'calm decor': ['Calm or Neutral Decor'],
  'neutral decor': ['Calm or Neutral Decor'],
  'calm color': ['Calm or Neutral Decor'],
  'calm colour': ['Calm or Neutral Decor'],
  'neutral color': ['Calm or Neutral Decor'],
  'neutral colour': ['Calm or Neutral Decor'],
  'muted color': ['Calm or Neutral Decor'],
  'soft color': ['Calm or Neutral Decor'],
  'plain wall': ['Calm or Neutral Decor'],
  // Manual Tools / Noise-Free Equipment
  'manual tool': ['Manual Tools / Noise-Free Equipment'],
  'noise free': ['Manual Tools / Noise-Free Equipment'],
  'noise free equipment': ['Manual Tools / Noise-Free Equipment'],
  'quiet equipment': ['Manual Tools / Noise-Free Equipment'],
  'quiet tool': ['Manual Tools / Noise-Free Equipment'],
  'quiet clipper': ['Manual Tools / Noise-Free Equipment'],
  'no clipper': ['Manual Tools / Noise-Free Equipment'],
  'no buzzer': ['Manual Tools / Noise-Free Equipment'],
  'no drill': ['Manual Tools / Noise-Free Equipment'],
  'quiet drill': ['Manual Tools / Noise-Free Equipment'],
  'scissors only': ['Manual Tools / Noise-Free Equipment'],
  'only scissors': ['Manual Tools / Noise-Free Equipment'],
  'manual toothbrush': ['Manual Tools / Noise-Free Equipment'],
  // Weighted Blankets / Lap Pads
  'weighted blanket': ['Weighted Blankets / Lap Pads'],
  weighted: ['Weighted Blankets / Lap Pads'],
  'lap pad': ['Weighted Blankets / Lap Pads'],
  'weighted vest': ['Weighted Blankets / Lap Pads'],
  'weighted lap pad': ['Weighted Blankets / Lap Pads'],
  'deep pressure': ['Weighted Blankets / Lap Pads'],
  // Fidget Toys or Stress Balls
  fidget: ['Fidget Toys or Stress Balls'],
  'fidget toy': ['Fidget Toys or Stress Balls'],
  'fidget spinner': ['Fidget Toys or Stress Balls'],
  'stress ball': ['Fidget Toys or Stress Balls'],
  'squeeze ball': ['Fidget Toys or Stress Balls'],
  squishy: ['Fidget Toys or Stress Balls'],
  'sensory toy': ['Fidget Toys or Stress Balls'],
  // Sunglasses / Eye Shields
  sunglasses: ['Sunglasses / Eye Shields'],
  'sun glasses': ['Sunglasses / Eye Shields'],
  'eye shield': ['Sunglasses / Eye Shields'],
  'eye mask': ['Sunglasses / Eye Shields'],
  'tinted glasses': ['Sunglasses / Eye Shields'],
  'dark glasses': ['Sunglasses / Eye Shields'],
  // Sensory Toolkits
  'sensory kit': ['Sensory Toolkits'],
  'sensory toolkit': ['Sensory Toolkits'],
  'sensory tool': ['Sensory Toolkits'],
  'sensory bag': ['Sensory Toolkits'],
  'sensory box': ['Sensory Toolkits'],
  'comfort kit': ['Sensory Toolkits'],
  'calm down kit': ['Sensory Toolkits'],
  'coping kit': ['Sensory Toolkits'],
  // Personal Screen Devices Allowed
  tablet: ['Personal Screen Devices Allowed'],
  ipad: ['Personal Screen Devices Allowed'],
  'screen device': ['Personal Screen Devices Allowed'],
  'own device': ['Personal Screen Devices Allowed'],
  'own tablet': ['Personal Screen Devices Allowed'],
  'screen time': ['Personal Screen Devices Allowed'],
  'watch videos': ['Personal Screen Devices Allowed'],
  'watch a video': ['Personal Screen Devices Allowed'],
  // Visual Schedules or Social Stories
  'visual schedule': ['Visual Schedules or Social Stories'],
  'picture schedule': ['Visual Schedules or Social Stories'],
  'social story': ['Visual Schedules or Social Stories'],
  'social stories': ['Visual Schedules or Social Stories'],
  'visual support': ['Visual Schedules or Social Stories'],
  'visual timer': ['Visual Schedules or Social Stories'],
  'first then board': ['Visual Schedules or Social Stories'],
  'picture card': ['Visual Schedules or Social Stories'],
  // Staff Use AAC, Sign Language, or Visual Cues
  aac: ['Staff Use AAC, Sign Language, or Visual Cues'],
  'aac device': ['Staff Use AAC, Sign Language, or Visual Cues'],
  'sign language': ['Staff Use AAC, Sign Language, or Visual Cues'],
  asl: ['Staff Use AAC, Sign Language, or Visual Cues'],
  'visual cue': ['Staff Use AAC, Sign Language, or Visual Cues'],
  nonverbal: ['Staff Use AAC, Sign Language, or Visual Cues'],
  'non verbal': ['Staff Use AAC, Sign Language, or Visual Cues'],
  nonspeaking: ['Staff Use AAC, Sign Language, or Visual Cues'],
  'non speaking': ['Staff Use AAC, Sign Language, or Visual Cues'],
  pecs: ['Staff Use AAC, Sign Language, or Visual Cues'],
  'communication device': ['Staff Use AAC, Sign Language, or Visual Cues'],
  'speech device': ['Staff Use AAC, Sign Language, or Visual Cues'],
  // Flexible Scheduling / Extended Appointments
  'flexible scheduling': ['Flexible Scheduling / Extended Appointments'],
  'flexible schedule': ['Flexible Scheduling / Extended Appointments'],
  'flexible hour': ['Flexible Scheduling / Extended Appointments'],
  'flexible appointment': ['Flexible Scheduling / Extended Appointments'],
  'extended appointment': ['Flexible Scheduling / Extended Appointments'],
  'longer appointment': ['Flexible Scheduling / Extended Appointments'],
  'long appointment': ['Flexible Scheduling / Extended Appointments'],
  'extra time': ['Flexible Scheduling / Extended Appointments'],
  'more time': ['Flexible Scheduling / Extended Appointments'],
  'no rush': ['Flexible Scheduling / Extended Appointments'],
  'not rushed': ['Flexible Scheduling / Extended Appointments'],
  'evening appointment': ['Flexible Scheduling / Extended Appointments'],
  'weekend appointment': ['Flexible Scheduling / Extended Appointments'],
  // Option to Preview the Space Before Visit
  preview: ['Option to Preview the Space Before Visit'],
  'preview visit': ['Option to Preview the Space Before Visit'],
  'visit first': ['Option to Preview the Space Before Visit'],
  'visit before': ['Option to Preview the Space Before Visit'],
  'visit ahead': ['Option to Preview the Space Before Visit'],
  'see the room before': ['Option to Preview the Space Before Visit'],
  'see the room first': ['Option to Preview the Space Before Visit'],
  'see the space before': ['Option to Preview the Space Before Visit'],
  'see the place first': ['Option to Preview the Space Before Visit'],
  'look around first': ['Option to Preview the Space Before Visit'],
  'come in first': ['Option to Preview the Space Before Visit'],
  'practice visit': ['Option to Preview the Space Before Visit'],
  'meet and greet': ['Option to Preview the Space Before Visit'],
  'tour before': ['Option to Preview the Space Before Visit'],
  'tour first': ['Option to Preview the Space Before Visit'],
  tour: ['Option to Preview the Space Before Visit'],
  'dry run': ['Option to Preview the Space Before Visit'],
  // Clear Step-by-Step Instructions
  'step by step': ['Clear Step-by-Step Instructions'],
  'step by step instruction': ['Clear Step-by-Step Instructions'],
  'clear instruction': ['Clear Step-by-Step Instructions'],
  'explain each step': ['Clear Step-by-Step Instructions'],
  'explain every step': ['Clear Step-by-Step Instructions'],
  'tell show do': ['Clear Step-by-Step Instructions'],
  // Ability to Pause or Take Breaks
  break: ['Ability to Pause or Take Breaks'],
  'take break': ['Ability to Pause or Take Breaks'],
  'take a break': ['Ability to Pause or Take Breaks'],
  'movement break': ['Ability to Pause or Take Breaks'],
  'sensory break': ['Ability to Pause or Take Breaks'],
  pause: ['Ability to Pause or Take Breaks'],
};

/**
 * US states and DC: name ↔ two-letter code, as providers.location ends ('Austin, TX'). The English
 * names, which the search reads in either language; a page shows STATE_NAMES (messages/catalog.ts).
 */
export const US_STATES: Readonly<Record<string, string>> = ENGLISH_STATE_NAMES;

/*
 * State codes that are also everyday English words: typed in lower case ('dentist in austin')
 * they are words, typed in capitals ('Portland OR') they are states.
 */
export const AMBIGUOUS_STATE_CODES: ReadonlySet<string> = new Set([
  // 'mi' is also 'my' in Spanish and 'mi' a distance in miles (decision 065).
  'MI',
  'IN',
  'OR',
  'ME',
  'HI',
  'OK',
  'OH',
  'DE',
  'LA',
  'PA',
  'MA',
  'AL',
  'ID',
  'CO',
]);

/** Words that carry no meaning in a search line: left out unless they are all there is. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'in',
  'at',
  'near',
  'nearby',
  'around',
  'close',
  'to',
  'for',
  'of',
  'and',
  'or',
  'with',
  'by',
  'me',
  'my',
  'our',
  'find',
  'best',
  'good',
  'local',
]);

/*
 * Words every listing here stands for. Alone ('autism', 'sensory friendly') they say nothing
 * about what or where, so the page says what to try; beside other words they are left out.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'autism',
  'autistic',
  'asd',
  'adhd',
  'spd',
  'sensory',
  'friendly',
  'neurodivergent',
  'neurodiverse',
  'inclusive',
  'accommodating',
  'accommodation',
  'accessible',
  'kid',
  'child',
  'children',
  'toddler',
  'provider',
  'place',
  'business',
  'service',
  // What a provider offers, said around its kind: 'dance classes', 'piano lessons'.
  'class',
  'classes',
  'lesson',
]);

/** Everyday names of places in the data, searched as the place's own words. */
export const PLACE_ALIASES: Readonly<Record<string, string>> = {
  nyc: 'new york',
  sf: 'san francisco',
  philly: 'philadelphia',
  slc: 'salt lake city',
};

/** How the understood line names a category: 'Pediatricians in Austin, TX' (its words: common/messages/catalog.ts). */
export const CATEGORY_PLURALS: Readonly<Record<string, string>> = CATEGORY_PLURAL_LABELS;

/** Searches the page offers when a query was only generic words, in this order. */
export const EXAMPLE_SEARCHES: readonly string[] = [
  'pediatrician',
  'quiet waiting area',
  'speech therapy',
  'weighted blankets',
  'haircut',
];

/*
 * Which bit of providers.accommodation_bits (migration 0008) stands for each catalogue item: its
 * place in ALL_ACCOMMODATIONS. The migration's expression was written from this order, so the
 * catalogue's order is now part of the schema.
 */
export function accommodationBit(item: Accommodation): number {
  const index = ALL_ACCOMMODATIONS.indexOf(item);
  if (index < 0) throw new Error(`Not a catalogue accommodation: ${item}`);
  return 1 << index;
}
