/** Query keys of the visit messages (decision 052); a sent message invalidates `all`. */
const all = ['visit-messages'] as const;

export const visitKeys = {
  all,
  contact: (providerId: number) => [...all, 'contact', providerId] as const,
  memberThreads: () => [...all, 'member', 'threads'] as const,
  memberThread: (id: number) => [...all, 'member', 'thread', id] as const,
  businessThreads: (providerId: number) => [...all, 'business', 'threads', providerId] as const,
  businessThread: (id: number) => [...all, 'business', 'thread', id] as const,
  contactOptions: (providerId: number) => [...all, 'business', 'contact', providerId] as const,
  reports: () => [...all, 'admin', 'reports'] as const,
};
