import { PRODUCT_NAME } from '../../../common/messages/shared';
import { renderMail } from '../../mail/template';

export const LISTING_CONSENT_KIND = 'listing-consent';

/**
 * Asks the holder of an existing account whether an application naming their address is theirs
 * (decision 037). Anyone can type any address into the form, so nothing the sender chose is in
 * the mail (no business name: the link's page shows it), and nothing happens unless the holder
 * opens the link while signed in with this address and confirms.
 */
export function listingConsentMail(providerId: number, consentUrl: string) {
  const subject = `${PRODUCT_NAME}: is this listing application yours?`;
  const body = renderMail({
    greeting: 'Hello,',
    paragraphs: [
      `Someone applied to list a business in the ${PRODUCT_NAME} directory (reference #${providerId}) and gave this e-mail address, which has a ${PRODUCT_NAME} account.`,
      'If the application is yours and you want to manage the listing from your business dashboard, open this link, sign in with this address and confirm:',
    ],
    action: { label: 'Review and link the listing', url: consentUrl },
    after: [
      'This link works for 7 days and can be used once.',
      'If you did not apply, ignore this message: nothing is added to your account without your confirmation.',
    ],
  });
  return { kind: LISTING_CONSENT_KIND, subject, ...body };
}
