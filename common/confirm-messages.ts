/**
 * The one question the admin panel asks before a decision that cannot be taken back: it names
 * what is decided and what follows (decision 041). Bulk decisions keep their own dialog.
 */
export const CONFIRM_MESSAGES = {
  approveProvider: {
    title: (name: string, hasEmail: boolean) =>
      hasEmail ? `Approve ${name} and e-mail its signup link?` : `Approve ${name}?`,
    description: (email: string | null) =>
      email
        ? `The listing becomes verified and searchable, and ${email} receives a one-time link to create the business account.`
        : 'The listing becomes verified and searchable. There is no contact e-mail, so no signup link is sent.',
  },
  linkUser: {
    title: (userName: string, providerName: string) =>
      `Make ${userName} the business admin of ${providerName}?`,
    description: (userName: string) =>
      `${userName} can then open the business dashboard and edit the listing. This cannot be undone from the admin panel.`,
  },
  approveReview: {
    title: (providerName: string) => `Publish this review of ${providerName}?`,
    description:
      "It appears on the provider's page and counts toward its ratings. A decision cannot be undone.",
  },
  rejectReview: {
    title: (providerName: string) => `Reject this review of ${providerName}?`,
    description:
      'It will not be published, and the reviewer sees your notes. A decision cannot be undone.',
  },
  approvePhoto: {
    title: (providerName: string) => `Approve this photo of ${providerName}?`,
    description: "It appears in the business's story on its public page.",
  },
  rejectPhoto: {
    title: (providerName: string) => `Reject this photo of ${providerName}?`,
    description: 'The business sees your note beside the photo.',
  },
} as const;
