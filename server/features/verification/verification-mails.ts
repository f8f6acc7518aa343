import { renderMail } from '../../mail/template';
import type { OutboxMessage } from '../outbox/enqueue-mail';

type Provider = { id: number; name: string; contactEmail: string };

/*
 * The three e-mails of a verification decision (provider-admin-side.md §7 'Emails sent'), built
 * by the one mail template: the business name (typed by the applicant) and the admin's words are
 * escaped and their links defused, so the only link a mail carries is the one we made. Each goes
 * to the contact e-mail of the application, the one address the listing has; a signup link sent
 * there works only for an account confirmed at that same address (decision 012).
 */
export function approvedMail(provider: Provider, signupUrl: string): OutboxMessage {
  return {
    kind: 'verification-approved',
    to: provider.contactEmail,
    subject: 'Your CalmPath listing is verified',
    ...renderMail({
      greeting: `Hello ${provider.name},`,
      paragraphs: [
        'Good news: your CalmPath listing has been verified. Families now see it in search with the Verified Provider badge.',
        'Create your business account to manage your listing:',
      ],
      action: { label: 'Create your business account', url: signupUrl },
      after: ['This link works for 7 days and can be used once.'],
    }),
    targetType: 'provider',
    targetId: provider.id,
  };
}

export function rejectedMail(provider: Provider, reason: string): OutboxMessage {
  return {
    kind: 'verification-rejected',
    to: provider.contactEmail,
    subject: 'Your CalmPath verification was not approved',
    ...renderMail({
      greeting: `Hello ${provider.name},`,
      paragraphs: [
        'We reviewed the verification of your CalmPath listing and could not verify it.',
        `Reason:\n${reason}`,
        'If you believe this is a mistake, please contact the CalmPath team through our website.',
      ],
    }),
    targetType: 'provider',
    targetId: provider.id,
  };
}

export function documentRequestMail(
  provider: Provider,
  requestText: string,
  uploadUrl: string,
): OutboxMessage {
  return {
    kind: 'document-request',
    to: provider.contactEmail,
    subject: 'CalmPath needs additional documents to verify your listing',
    ...renderMail({
      greeting: `Hello ${provider.name},`,
      paragraphs: [
        'To verify your CalmPath listing, our team needs additional documents.',
        requestText,
        'Upload them securely here:',
      ],
      action: { label: 'Upload your documents', url: uploadUrl },
      after: ['This link works for 7 days and can be used once.'],
    }),
    targetType: 'provider',
    targetId: provider.id,
  };
}
