/** Quiet hours' query keys (decision 052, decision 068). */
const all = ['quiet-hours'] as const;

export const quietHourKeys = {
  all: () => all,
  ofPlace: (providerId: number) => [...all, 'place', providerId] as const,
  managed: (providerId: number) => [...all, 'managed', providerId] as const,
};
