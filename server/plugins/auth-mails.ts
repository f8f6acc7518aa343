import type { MailMessage } from '../mail/mailer';
import { renderMail } from '../mail/template';

/*
 * The confirmation mail goes to an address nobody has proven yet, so it carries no text the
 * person who signed up chose (no name): only our words and our link.
 */
export function confirmEmailMessage(to: string, url: string): MailMessage {
  return {
    to,
    kind: 'confirm-email',
    subject: 'Confirm your CalmPath account',
    ...renderMail({
      greeting: 'Hi,',
      paragraphs: [
        'Thank you for joining CalmPath. Please confirm your e-mail address to activate your account:',
      ],
      action: { label: 'Confirm my e-mail address', url },
      after: [
        'This link works for 24 hours. If you did not create an account, you can ignore this e-mail.',
      ],
    }),
  };
}

export function resetPasswordMessage(to: string, url: string): MailMessage {
  return {
    to,
    kind: 'reset-password',
    subject: 'Reset your CalmPath password',
    ...renderMail({
      greeting: 'Hi,',
      paragraphs: [
        'Someone (hopefully you) asked to reset the password of your CalmPath account. Choose a new password here:',
      ],
      action: { label: 'Choose a new password', url },
      after: [
        'This link works for 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      ],
    }),
  };
}

/* Sent to the new address: only our words and our link (it is not proven yet). */
export function confirmNewEmailMessage(to: string, url: string): MailMessage {
  return {
    to,
    kind: 'confirm-new-email',
    subject: 'Confirm your new CalmPath e-mail address',
    ...renderMail({
      greeting: 'Hi,',
      paragraphs: [
        'Someone asked to use this address for their CalmPath account. Please confirm it is yours:',
      ],
      action: { label: 'Confirm my new e-mail address', url },
      after: [
        'This link works for 24 hours. Until it is opened, the account keeps its old address. If you did not ask for this, you can ignore this e-mail.',
      ],
    }),
  };
}

/* Sent to the old address, so a change made by someone else does not go unnoticed. */
export function emailChangeNoticeMessage(to: string): MailMessage {
  return {
    to,
    kind: 'email-change-notice',
    subject: 'Your CalmPath e-mail address is being changed',
    ...renderMail({
      greeting: 'Hi,',
      paragraphs: [
        'Someone signed in to your CalmPath account asked to move it to a new e-mail address. The change happens only when the link sent to the new address is opened.',
        'If this was not you, sign in and change your password straight away.',
      ],
    }),
  };
}
