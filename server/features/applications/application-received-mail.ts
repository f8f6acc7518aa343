import { PRODUCT_NAME } from '../../../common/messages/shared';
import { renderMail } from '../../mail/template';

export const APPLICATION_RECEIVED_KIND = 'application-received';

/**
 * The applicant's receipt (provider-admin-side.md §8: review within 2-3 business days, contact by
 * e-mail). Anyone can type any address into the form, so the message carries nothing the sender
 * chose: no business name, no link, no instruction to act. A stranger who receives it learns only
 * that someone used their address, and is told that nothing will happen if they ignore it. The
 * reference number is ours, so a reply can name the application without echoing its contents.
 */
export function applicationReceivedMail(providerId: number) {
  const reference = `#${providerId}`;
  const subject = `${PRODUCT_NAME}: we received your listing application`;
  /* Our words only, yet through the one template like every mail (decision 036). */
  const body = renderMail({
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for applying to list your business in the ${PRODUCT_NAME} directory. We have received your application (reference ${reference}).`,
      'What happens next: our team reviews every application within 2-3 business days. We will contact you by email at this address with the result, and with any questions we have.',
      'You do not need to do anything now. We will never ask you for a password or a payment by email.',
      'If you did not apply, you can ignore this message: nothing will be listed without our review.',
    ],
  });
  return { kind: APPLICATION_RECEIVED_KIND, subject, ...body };
}
