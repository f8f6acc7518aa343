import { CATEGORY_GROUP_LABELS, QUICK_CATEGORY_LABELS } from '../messages/catalog';

/**
 * Business categories, grouped as in provider-admin-side.md §3. The categories are the codes the
 * database stores (their words: CATEGORY_LABELS); a group's label is read from
 * common/messages/catalog.ts, so a Spanish page reads it in Spanish (decision 065).
 */
export const BUSINESS_CATEGORY_GROUPS = [
  {
    key: 'healthcare',
    get label(): string {
      return CATEGORY_GROUP_LABELS.healthcare;
    },
    categories: [
      'Pediatrician',
      'Family Physician',
      'Dentist',
      'Speech Therapist',
      'Occupational Therapist',
      'Physical Therapist',
      'Behavioral Therapist',
    ],
  },
  {
    key: 'personal-care',
    get label(): string {
      return CATEGORY_GROUP_LABELS['personal-care'];
    },
    categories: ['Hair Stylist / Barber', 'Nail Salon', 'Spa / Massage Therapist', 'Esthetician'],
  },
  {
    key: 'childcare',
    get label(): string {
      return CATEGORY_GROUP_LABELS.childcare;
    },
    categories: [
      'Day Care Center',
      'Preschool',
      'Tutoring / Learning Center',
      'Special Needs Educator',
    ],
  },
  {
    key: 'recreation',
    get label(): string {
      return CATEGORY_GROUP_LABELS.recreation;
    },
    categories: [
      'Swim Instructor',
      'Martial Arts Studio',
      'Gymnastics Program',
      'Dance Instructor',
      'Adaptive Sports Coach',
    ],
  },
  {
    key: 'community',
    get label(): string {
      return CATEGORY_GROUP_LABELS.community;
    },
    categories: ['Camp Counselor', 'Birthday Entertainer', 'Art / Music Program'],
  },
] as const;

export const OTHER_CATEGORY = 'Other (please specify)';

export type CategoryGroupKey = (typeof BUSINESS_CATEGORY_GROUPS)[number]['key'];

export const ALL_BUSINESS_CATEGORIES: readonly string[] = BUSINESS_CATEGORY_GROUPS.flatMap(
  (g) => g.categories,
);

/** The home page's four quick-category buttons and the group each one searches. */
export const QUICK_CATEGORIES = [
  {
    group: 'healthcare',
    get label(): string {
      return QUICK_CATEGORY_LABELS.healthcare;
    },
  },
  {
    group: 'personal-care',
    get label(): string {
      return QUICK_CATEGORY_LABELS['personal-care'];
    },
  },
  {
    group: 'childcare',
    get label(): string {
      return QUICK_CATEGORY_LABELS.childcare;
    },
  },
  {
    group: 'recreation',
    get label(): string {
      return QUICK_CATEGORY_LABELS.recreation;
    },
  },
] as const satisfies readonly { group: CategoryGroupKey; label: string }[];

export function categoriesOfGroup(group: CategoryGroupKey): readonly string[] {
  return BUSINESS_CATEGORY_GROUPS.find((g) => g.key === group)?.categories ?? [];
}
