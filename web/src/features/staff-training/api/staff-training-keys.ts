/** Staff training's query keys (decision 052, decision 071). */
const all = ['staff-training'] as const;

export const staffTrainingKeys = {
  all,
  own: (providerId: number) => [...all, 'own', providerId] as const,
  public: (providerId: number) => [...all, 'public', providerId] as const,
  queue: () => [...all, 'queue'] as const,
};
