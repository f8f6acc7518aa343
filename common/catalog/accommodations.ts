import { ACCOMMODATION_CATEGORY_LABELS } from '../messages/catalog';

/*
 * The spec's accommodation catalogue: three categories of six items each (public-side.md §9). The
 * items are the codes the database stores; a category's label is read from
 * common/messages/catalog.ts, so a Spanish page reads it in Spanish (decision 065).
 */
export const ACCOMMODATION_CATEGORIES = [
  {
    key: 'environment',
    get label(): string {
      return ACCOMMODATION_CATEGORY_LABELS.environment;
    },
    items: [
      'Quiet Waiting Area',
      'Private/Low-Stimulation Rooms',
      'Sensory-Friendly Hours',
      'Dim or Adjustable Lighting',
      'Noise-Dampening Materials',
      'Calm or Neutral Decor',
    ],
  },
  {
    key: 'tools',
    get label(): string {
      return ACCOMMODATION_CATEGORY_LABELS.tools;
    },
    items: [
      'Manual Tools / Noise-Free Equipment',
      'Weighted Blankets / Lap Pads',
      'Fidget Toys or Stress Balls',
      'Sunglasses / Eye Shields',
      'Sensory Toolkits',
      'Personal Screen Devices Allowed',
    ],
  },
  {
    key: 'communication',
    get label(): string {
      return ACCOMMODATION_CATEGORY_LABELS.communication;
    },
    items: [
      'Visual Schedules or Social Stories',
      'Staff Use AAC, Sign Language, or Visual Cues',
      'Flexible Scheduling / Extended Appointments',
      'Option to Preview the Space Before Visit',
      'Clear Step-by-Step Instructions',
      'Ability to Pause or Take Breaks',
    ],
  },
] as const;

export type AccommodationCategoryKey = (typeof ACCOMMODATION_CATEGORIES)[number]['key'];
export type Accommodation = (typeof ACCOMMODATION_CATEGORIES)[number]['items'][number];

export const ALL_ACCOMMODATIONS: readonly Accommodation[] = ACCOMMODATION_CATEGORIES.flatMap(
  (c) => c.items,
);

/** Which category an accommodation belongs to, or undefined for a custom one. */
export function categoryOfAccommodation(name: string): AccommodationCategoryKey | undefined {
  return ACCOMMODATION_CATEGORIES.find((c) => (c.items as readonly string[]).includes(name))?.key;
}

/** The 13 optional overall-experience tags (public-side.md §9). */
export const EXPERIENCE_TAGS = [
  'Calming',
  'Welcoming Staff',
  'Too Loud',
  'Bright Lights',
  'Overwhelming',
  'Well-Organized',
  'Professional',
  'Understanding',
  'Flexible',
  'Accommodating',
  'Stressful',
  'Confusing',
  'Rushed',
] as const;
export type ExperienceTag = (typeof EXPERIENCE_TAGS)[number];
