/** The saved list's query keys (decision 052); a toggle invalidates `all` (ids and providers). */
const all = ['favorites'] as const;

export const favoriteKeys = {
  all,
  ids: () => [...all, 'ids'] as const,
  providers: () => [...all, 'providers'] as const,
};
