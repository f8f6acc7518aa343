/** Business categories, grouped as in provider-admin-side.md §3. */
export const BUSINESS_CATEGORY_GROUPS = [
  {
    key: 'healthcare',
    label: 'Healthcare',
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
    label: 'Personal Care',
    categories: ['Hair Stylist / Barber', 'Nail Salon', 'Spa / Massage Therapist', 'Esthetician'],
  },
  {
    key: 'childcare',
    label: 'Childcare & Learning',
    categories: [
      'Day Care Center',
      'Preschool',
      'Tutoring / Learning Center',
      'Special Needs Educator',
    ],
  },
  {
    key: 'recreation',
    label: 'Recreation & Fitness',
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
    label: 'Community & Events',
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
  { group: 'healthcare', label: 'Healthcare' },
  { group: 'personal-care', label: 'Personal Care' },
  { group: 'childcare', label: 'Childcare' },
  { group: 'recreation', label: 'Rec & Fitness' },
] as const satisfies readonly { group: CategoryGroupKey; label: string }[];

export function categoriesOfGroup(group: CategoryGroupKey): readonly string[] {
  return BUSINESS_CATEGORY_GROUPS.find((g) => g.key === group)?.categories ?? [];
}
