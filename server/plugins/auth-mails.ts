import type { MailMessage } from '../mail/mailer';

export function confirmEmailMessage(to: string, name: string, url: string): MailMessage {
  const hello = name ? `Hi ${name},` : 'Hi,';
  return {
    to,
    kind: 'confirm-email',
    subject: 'Confirm your CalmPath account',
    text: `${hello}

Thank you for joining CalmPath. Please confirm your e-mail address to activate your account:

${url}

This link works for 24 hours. If you did not create an account, you can ignore this e-mail.

CalmPath`,
  };
}

export function resetPasswordMessage(to: string, url: string): MailMessage {
  return {
    to,
    kind: 'reset-password',
    subject: 'Reset your CalmPath password',
    text: `Hi,

Someone (hopefully you) asked to reset the password of your CalmPath account. Choose a new password here:

${url}

This link works for 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays the same.

CalmPath`,
  };
}
