/** Query keys of needs cards sent ahead (decision 052, 070): the member's and the business's. */
const all = ['needs-card-sends'] as const;

export const needsCardSendKeys = {
  all,
  mine: () => [...all, 'mine'] as const,
  option: (providerId: number) => [...all, 'option', providerId] as const,
  received: () => [...all, 'received'] as const,
  receivedBy: (providerId: number) => [...all, 'received', 'provider', providerId] as const,
  receivedOne: (sendId: number) => [...all, 'received', 'send', sendId] as const,
};
