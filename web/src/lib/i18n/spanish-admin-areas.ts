/* The admin page's Spanish words, in a chunk of their own (spanish-areas.ts, decision 062). */
export const spanishAdminAreas = import.meta.glob<Record<string, unknown>>(
  ['../../../../common/messages/es/admin.ts', '../../../../common/messages/es/place-duplicates.ts'],
  { eager: true },
);
