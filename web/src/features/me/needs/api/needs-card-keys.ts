/** The needs card's query keys (decision 052): mine, and one shared by its token. */
const all = ['needs-card'] as const;

export const needsCardKeys = {
  mine: () => [...all, 'mine'] as const,
  shared: (token: string) => [...all, 'shared', token] as const,
};
