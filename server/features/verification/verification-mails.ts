import type { OutboxMessage } from '../outbox/enqueue-mail';

/** Text for an HTML body: every character HTML gives meaning to is escaped. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('\n');

const link = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;

type Provider = { id: number; name: string; contactEmail: string };

/**
 * The three e-mails of a verification decision (provider-admin-side.md §7 'Emails sent'). Each
 * has a plain-text part and an HTML part built from the same escaped words; the sender is the
 * mailer's no-reply address (config.mailFrom).
 */
export function approvedMail(provider: Provider, signupUrl: string): OutboxMessage {
  const text = `Hello ${provider.name},

Good news: your CalmPath listing has been verified. Families now see it in search with the Verified Provider badge.

Create your business account to manage your listing:

${signupUrl}

This link works for 7 days and can be used once.

CalmPath`;
  return {
    kind: 'verification-approved',
    to: provider.contactEmail,
    subject: 'Your CalmPath listing is verified',
    text,
    html: [
      paragraphs(`Hello ${provider.name},`),
      paragraphs(
        'Good news: your CalmPath listing has been verified. Families now see it in search with the Verified Provider badge.',
      ),
      paragraphs('Create your business account to manage your listing:'),
      link(signupUrl, 'Create your business account'),
      paragraphs('This link works for 7 days and can be used once.\n\nCalmPath'),
    ].join('\n'),
    targetType: 'provider',
    targetId: provider.id,
  };
}

export function rejectedMail(provider: Provider, reason: string): OutboxMessage {
  const text = `Hello ${provider.name},

We reviewed the verification of your CalmPath listing and could not verify it.

Reason:
${reason}

If you believe this is a mistake, please contact the CalmPath team through our website.

CalmPath`;
  return {
    kind: 'verification-rejected',
    to: provider.contactEmail,
    subject: 'Your CalmPath verification was not approved',
    text,
    html: [
      paragraphs(`Hello ${provider.name},`),
      paragraphs('We reviewed the verification of your CalmPath listing and could not verify it.'),
      `<p><strong>Reason:</strong></p>`,
      paragraphs(reason),
      paragraphs(
        'If you believe this is a mistake, please contact the CalmPath team through our website.\n\nCalmPath',
      ),
    ].join('\n'),
    targetType: 'provider',
    targetId: provider.id,
  };
}

export function documentRequestMail(
  provider: Provider,
  requestText: string,
  uploadUrl: string,
): OutboxMessage {
  const text = `Hello ${provider.name},

To verify your CalmPath listing, our team needs additional documents.

${requestText}

Upload them securely here:

${uploadUrl}

This link works for 7 days and can be used once.

CalmPath`;
  return {
    kind: 'document-request',
    to: provider.contactEmail,
    subject: 'CalmPath needs additional documents to verify your listing',
    text,
    html: [
      paragraphs(`Hello ${provider.name},`),
      paragraphs('To verify your CalmPath listing, our team needs additional documents.'),
      paragraphs(requestText),
      paragraphs('Upload them securely here:'),
      link(uploadUrl, 'Upload your documents'),
      paragraphs('This link works for 7 days and can be used once.\n\nCalmPath'),
    ].join('\n'),
    targetType: 'provider',
    targetId: provider.id,
  };
}
