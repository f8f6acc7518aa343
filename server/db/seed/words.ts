import {
  type AccommodationCategoryKey,
  EXPERIENCE_TAGS,
  type ExperienceTag,
} from '../../../common/catalog/accommodations';
import type { CategoryGroupKey } from '../../../common/catalog/business-categories';

/*
 * The demo data's word tables: names, business names per category, and the phrases reviews,
 * notes and hours are drawn from (row-builders.ts draws from them).
 */

/* ---------- people ---------- */

// biome-ignore format: a name list reads better packed
export const FIRST_NAMES = [
  'Jamie', 'Alex', 'Morgan', 'Taylor', 'Jordan', 'Casey', 'Riley', 'Avery', 'Quinn', 'Rowan',
  'Maya', 'Priya', 'Elena', 'Sofia', 'Hannah', 'Grace', 'Leah', 'Nora', 'Aisha', 'Fatima',
  'Daniel', 'Marcus', 'Samuel', 'Gabriel', 'Noah', 'Ethan', 'Omar', 'Diego', 'Mateo', 'Kenji',
  'Rachel', 'Olivia', 'Chloe', 'Zoe', 'Lucia', 'Amara', 'Imani', 'Naomi', 'Ruth', 'Wendy',
  'Ben', 'Caleb', 'Isaac', 'Jonah', 'Luis', 'Andre', 'Tomas', 'Wei', 'Arjun', 'Malik',
] as const;

// biome-ignore format: a name list reads better packed
export const LAST_NAMES = [
  'Rivera', 'Chen', 'Patel', 'Nguyen', 'Johnson', 'Garcia', 'Okafor', 'Kim', 'Brooks', 'Martinez',
  'Thompson', 'Shapiro', 'Hernandez', 'Walker', 'Ali', 'Kowalski', 'Sullivan', 'Reyes', 'Park',
  'Bennett', 'Foster', 'Lopez', 'Murphy', 'Singh', 'Tanaka', 'Adeyemi', 'Coleman', 'Dubois',
  'Ellis', 'Fischer', 'Gonzalez', 'Hayes', 'Ibrahim', 'Jensen', 'Khan', 'Larsen', 'Morales',
  'Novak', "O'Brien", 'Price', 'Ramirez', 'Stewart', 'Torres', 'Vasquez', 'Wright', 'Young',
] as const;

/* ---------- businesses ---------- */

// biome-ignore format: a name list reads better packed
export const CALM_PREFIXES = [
  'Quiet Harbor', 'Gentle Path', 'Calm Waters', 'Still Pond', 'Soft Light', 'Willow Tree',
  'Maple Grove', 'Bluebird', 'Cedar Hollow', 'Harbor Light', 'Stillwater', 'Evergreen',
  'Meadowbrook', 'Riverbend', 'Sunny Oak', 'Little Acorn', 'Kind Hands', 'Open Door',
  'Peaceful Pines', 'Lantern', 'Hummingbird', 'Juniper', 'Sparrow', 'Clear Sky', 'Steady Steps',
  'Safe Haven', 'Morning Dew', 'Blue Heron', 'Tall Grass', 'Whispering Pines', 'Slow Tide',
  'Golden Hour', 'Fern Valley', 'Moonbeam', 'Driftwood', 'Cozy Nest', 'Hearthside', 'Lighthouse',
  'Pebble Creek', 'Sunflower', 'Owl & Oak', 'Half Moon', 'Kindred', 'North Star', 'Seabreeze',
] as const;

export type CategoryNaming = { prefixes?: readonly string[]; suffixes: readonly string[] };

/* Every category in ALL_BUSINESS_CATEGORIES has an entry; the test checks it. */
export const CATEGORY_NAMING: Readonly<Record<string, CategoryNaming>> = {
  Pediatrician: {
    suffixes: ['Pediatrics', "Children's Clinic", 'Pediatric Care', "Kids' Health Center"],
  },
  'Family Physician': {
    suffixes: ['Family Medicine', 'Family Practice', 'Primary Care', 'Family Health Clinic'],
  },
  Dentist: {
    prefixes: ['Bright Smile', 'Gentle Tooth', 'Little Molars'],
    suffixes: ['Dental', 'Family Dentistry', 'Pediatric Dentistry', 'Dental Studio'],
  },
  'Speech Therapist': {
    prefixes: ['Word Garden', 'Talk Tree', 'Small Voices'],
    suffixes: ['Speech Therapy', 'Speech & Language', 'Communication Center'],
  },
  'Occupational Therapist': {
    prefixes: ['Busy Hands', 'Sensory Bridge'],
    suffixes: ['Occupational Therapy', 'Pediatric OT', 'Sensory & OT Center', 'Therapy Works'],
  },
  'Physical Therapist': {
    prefixes: ['Steady Feet', 'Strong Roots'],
    suffixes: ['Physical Therapy', 'Movement Clinic', 'PT & Wellness', 'Pediatric PT'],
  },
  'Behavioral Therapist': {
    suffixes: ['Behavioral Health', 'ABA Center', 'Behavior Therapy', 'Family Counseling'],
  },
  'Hair Stylist / Barber': {
    prefixes: ['Gentle Shears', 'Quiet Clippers', 'Soft Comb', 'Calm Cuts'],
    suffixes: ['Barbershop', 'Hair Studio', 'Kids Cuts', 'Salon'],
  },
  'Nail Salon': {
    prefixes: ['Soft Polish', 'Quiet Nails'],
    suffixes: ['Nail Studio', 'Nail Bar', 'Nail Lounge'],
  },
  'Spa / Massage Therapist': {
    suffixes: ['Massage Therapy', 'Day Spa', 'Bodywork', 'Wellness Spa'],
  },
  Esthetician: {
    suffixes: ['Skin Studio', 'Skincare', 'Esthetics'],
  },
  'Day Care Center': {
    prefixes: ['Little Sprouts', 'Tiny Steps'],
    suffixes: ['Child Care Center', 'Early Learning Center', 'Day Care', 'Kids Club'],
  },
  Preschool: {
    suffixes: ['Preschool', 'Montessori', 'Nursery School', 'Early Learning'],
  },
  'Tutoring / Learning Center': {
    prefixes: ['Bright Minds', 'Open Book'],
    suffixes: ['Learning Center', 'Tutoring', 'Study Studio', 'Reading Lab'],
  },
  'Special Needs Educator': {
    suffixes: ['Learning Support', 'Inclusive Education', 'Special Education Services', 'Academy'],
  },
  'Swim Instructor': {
    prefixes: ['Little Fins', 'Calm Current'],
    suffixes: ['Swim School', 'Aquatics', 'Swim Lessons'],
  },
  'Martial Arts Studio': {
    suffixes: ['Martial Arts', 'Karate', 'Taekwondo', 'Jiu-Jitsu Academy'],
  },
  'Gymnastics Program': {
    prefixes: ['Tumbleweed', 'Soft Landing'],
    suffixes: ['Gymnastics', 'Tumbling Club', 'Gym & Tumble'],
  },
  'Dance Instructor': {
    suffixes: ['Dance Studio', 'Dance Academy', 'Movement Arts'],
  },
  'Adaptive Sports Coach': {
    suffixes: ['Adaptive Sports', 'Adaptive Athletics', 'All-Abilities Sports Club'],
  },
  'Camp Counselor': {
    suffixes: ['Day Camp', 'Summer Camp', 'Adventure Camp'],
  },
  'Birthday Entertainer': {
    prefixes: ['Bubble Moon', 'Quiet Confetti'],
    suffixes: ['Parties', 'Party Entertainment', 'Puppet Shows', 'Magic & Bubbles'],
  },
  'Art / Music Program': {
    suffixes: ['Art Studio', 'Music School', 'Arts Collective', 'Piano Studio'],
  },
};

/* Businesses that chose 'Other (please specify)' are stored under their own words. */
export const CUSTOM_CATEGORIES: readonly (readonly [string, string])[] = [
  ['Optometrist', 'Vision Care'],
  ['Audiologist', 'Hearing Center'],
  ['Music Therapist', 'Music Therapy'],
  ['Family Photographer', 'Photography'],
  ['Pediatric Chiropractor', 'Chiropractic'],
];

export const VISIT_NOUN: Record<CategoryGroupKey | 'other', readonly string[]> = {
  healthcare: ['appointment', 'check-up', 'visit'],
  'personal-care': ['appointment', 'visit'],
  childcare: ['visit', 'first week', 'drop-off'],
  recreation: ['class', 'lesson', 'session'],
  community: ['session', 'event', 'afternoon'],
  other: ['appointment', 'visit'],
};

export const CUSTOM_ACCOMMODATIONS = [
  'Noise-cancelling headphones to borrow',
  'Separate side entrance',
  'Visual timer in every room',
  'Social story emailed before the first visit',
  'Same staff member every visit',
  'Text message when the room is ready',
  'Quiet parking-lot check-in',
  'Scent-free building',
] as const;

export const BUSINESS_HOURS = [
  'Mon–Fri 8:00 AM – 5:00 PM',
  'Mon–Fri 9:00 AM – 6:00 PM; Sat 9:00 AM – 1:00 PM',
  'Tue–Sat 10:00 AM – 6:00 PM',
  'Mon–Thu 7:30 AM – 4:30 PM; Fri 7:30 AM – 12:00 PM',
  'Mon–Fri 7:00 AM – 6:00 PM',
  'Mon–Sat 9:00 AM – 7:00 PM; sensory-friendly hour Sat 9:00–10:00 AM',
  'By appointment',
] as const;

export const VERIFICATION_NOTES_REJECTED = [
  'The license number could not be confirmed with the state board.',
  'The uploaded document was unreadable and the business did not respond.',
  'Business registration lists a different name and address.',
] as const;

export const VERIFICATION_NOTES_PENDING = [
  'Please upload a current state-issued professional license.',
  'Please upload your business registration or EIN letter.',
  'Insurance certificate received; waiting for the professional certification.',
] as const;

/* ---------- reviews ---------- */

export const SUBJECTS = [
  'My son',
  'My daughter',
  'Our 7-year-old',
  'My teenager',
  'My nephew',
  'Our youngest',
  'My grandson',
  'My granddaughter',
  'Our 4-year-old',
] as const;

export const DETAIL: Record<string, string> = {
  'Quiet Waiting Area': 'The quiet waiting area meant no meltdown before we were even called in.',
  'Private/Low-Stimulation Rooms': 'They took us straight to a low-stimulation room.',
  'Sensory-Friendly Hours': 'We booked the sensory-friendly hour and it was nearly empty.',
  'Dim or Adjustable Lighting': 'They dimmed the lights without us having to ask twice.',
  'Noise-Dampening Materials': 'The rooms are noticeably quieter than most places we go.',
  'Calm or Neutral Decor': 'The decor is soft and uncluttered, nothing flashing or busy.',
  'Manual Tools / Noise-Free Equipment': 'They used quiet manual tools instead of buzzing ones.',
  'Weighted Blankets / Lap Pads': 'A weighted lap pad was offered right away.',
  'Fidget Toys or Stress Balls': 'There was a basket of fidgets to choose from.',
  'Sunglasses / Eye Shields': 'They offered sunglasses for the bright overhead light.',
  'Sensory Toolkits': 'The sensory toolkit at the front desk had ear defenders and chewies.',
  'Personal Screen Devices Allowed': 'Nobody minded the tablet, which kept things steady.',
  'Visual Schedules or Social Stories':
    'They sent a social story beforehand so we could prepare together.',
  'Staff Use AAC, Sign Language, or Visual Cues':
    'Staff were comfortable with the AAC device and used picture cues.',
  'Flexible Scheduling / Extended Appointments':
    'They booked a longer slot so nothing felt rushed.',
  'Option to Preview the Space Before Visit':
    'We visited the week before just to look around, which helped a lot.',
  'Clear Step-by-Step Instructions': 'Every step was explained before it happened.',
  'Ability to Pause or Take Breaks': 'When it got to be too much we took a break and came back.',
};

export const MISMATCH: Record<AccommodationCategoryKey, readonly string[]> = {
  environment: [
    'The waiting room was loud and crowded despite what the listing says.',
    'The lights were harsh and there was music playing the whole time.',
  ],
  tools: [
    'We asked about the listed sensory tools and nobody knew where they were.',
    'The equipment was loud and no quieter option was offered.',
  ],
  communication: [
    'Nobody explained what was going to happen next.',
    'We felt rushed and there was no chance to take a break.',
  ],
};

/* Kept generic so a comment never contradicts the items ticked in its category. */
export const CATEGORY_COMMENT: Record<AccommodationCategoryKey, readonly string[]> = {
  environment: [
    'Quiet and calm.',
    'Felt peaceful.',
    'Much calmer than other places we have tried.',
  ],
  tools: ['Helpful tools on hand.', 'Offered without us asking.', 'Had what we needed.'],
  communication: ['Clear explanations throughout.', 'Staff were patient.', 'Never felt hurried.'],
};

export const POSITIVE_TAGS: readonly ExperienceTag[] = [
  'Calming',
  'Welcoming Staff',
  'Well-Organized',
  'Professional',
  'Understanding',
  'Flexible',
  'Accommodating',
];
export const NEGATIVE_TAGS: readonly ExperienceTag[] = EXPERIENCE_TAGS.filter(
  (t) => !POSITIVE_TAGS.includes(t),
);

export const PRACTITIONER_TITLES: Record<CategoryGroupKey | 'other', readonly string[]> = {
  healthcare: ['Dr.'],
  'personal-care': ['', 'Ms.', 'Mr.'],
  childcare: ['Ms.', 'Mr.', ''],
  recreation: ['Coach', ''],
  community: ['', 'Ms.', 'Mr.'],
  other: ['Dr.', ''],
};

export const MODERATOR_REJECTION_NOTES = [
  'Describes a different business.',
  'Contains personal information about a staff member.',
  'Duplicate of an earlier review by the same family.',
  'Off-topic: no sensory experience described.',
] as const;

/** Builds the review text from phrase pools; always under the form's 500-character limit. */
