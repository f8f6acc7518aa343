/** Following saved places' changes (decision 072); a change invalidates `all`. */
const all = ['follow-changes'] as const;

export const followKeys = {
  all,
  settings: () => [...all, 'settings'] as const,
  unsubscribe: (token: string) => [...all, 'unsubscribe', token] as const,
};
