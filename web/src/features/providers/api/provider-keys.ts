/**
 * Every query about providers, by whichever feature asks (search, the review form's picker, the
 * profile page, its photos), under one root (decision 052). Saving My needs invalidates
 * `searches()`, `profiles()` and `reviewLists()`: each a prefix of every key of its kind.
 */
const all = ['providers'] as const;
const searches = [...all, 'search'] as const;
const profiles = [...all, 'profile'] as const;
const reviewLists = [...all, 'reviews'] as const;

export const providerKeys = {
  searches: () => searches,
  /*
   * Positions 2 and 3 (q, group) are read back by the search's placeholderData. The page's
   * language is part of the search's and the suggestions' keys: their words are in it (decision 073).
   */
  search: (
    q: string,
    group: string | null,
    refine: unknown,
    sort: string | null,
    viewer: string,
    lang: string,
  ) => [...searches, q, group, refine, sort, viewer, lang] as const,
  facets: (q: string, group: string | null, refine: unknown) =>
    [...all, 'facets', q, group, refine] as const,
  suggest: (q: string, lang: string) => [...all, 'suggest', q, lang] as const,
  picker: (q: string) => [...all, 'picker', q] as const,
  one: (id: number) => [...all, 'one', id] as const,
  profiles: () => profiles,
  profile: (id: number) => [...profiles, id] as const,
  reviewLists: () => reviewLists,
  reviews: (id: number) => [...reviewLists, id] as const,
  reviewPage: <F>(id: number, filter: F, limit: number) =>
    [...reviewLists, id, filter, limit] as const,
  photos: (providerId: number) => [...all, providerId, 'photos'] as const,
};
