/*
 * What a visit filter asks for (decision 068); its bit in providers.visit_bits is its index's.
 * Here, not in the zod contract, so the search page's code reads the list without loading zod.
 */
export const VISIT_FILTERS = ['quiet-hour', 'trained-staff'] as const;
export type VisitFilter = (typeof VISIT_FILTERS)[number];
