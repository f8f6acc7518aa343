/** The business dashboard's and the e-mailed links' query keys (decision 052). */
const all = ['business'] as const;

export const businessKeys = {
  myProviders: () => [...all, 'my-providers'] as const,
  photos: (providerId: number) => [...all, 'photos', providerId] as const,
  signupLink: (providerId: string, token: string, userId: string | null) =>
    [...all, 'signup-link', providerId, token, userId] as const,
  uploadLink: (providerId: string, token: string) =>
    [...all, 'upload-link', providerId, token] as const,
};
