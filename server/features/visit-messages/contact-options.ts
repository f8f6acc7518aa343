import { eq } from 'drizzle-orm';
import type {
  ContactOptions,
  ProviderContactResponse,
} from '../../../common/contracts/visit-messages';
import type { Db } from '../../db/client';
import { provider_contact_options } from '../../db/schema';
import { messageRecipient } from './threads';

export async function readContactOptions(db: Db, providerId: number): Promise<ContactOptions> {
  const [row] = await db
    .select({
      bookingUrl: provider_contact_options.booking_url,
      textNumber: provider_contact_options.text_number,
    })
    .from(provider_contact_options)
    .where(eq(provider_contact_options.provider_id, providerId));
  return row ?? { bookingUrl: null, textNumber: null };
}

/** The business's booking link and text number; blank clears either (decision 069). */
export async function saveContactOptions(
  db: Db,
  providerId: number,
  input: { bookingUrl: string; textNumber: string },
): Promise<ContactOptions> {
  const values = {
    booking_url: input.bookingUrl || null,
    text_number: input.textNumber || null,
    updated_at: new Date(),
  };
  await db
    .insert(provider_contact_options)
    .values({ provider_id: providerId, ...values })
    .onConflictDoUpdate({ target: provider_contact_options.provider_id, set: values });
  return { bookingUrl: values.booking_url, textNumber: values.text_number };
}

/**
 * The provider page's block: the phone, the business's own links, and whether a business
 * account can receive messages. Null for a provider the public cannot see.
 */
export async function providerContact(
  db: Db,
  providerId: number,
): Promise<ProviderContactResponse | null> {
  const recipient = await messageRecipient(db, providerId);
  if (!recipient?.listed) return null;
  return {
    ...(await readContactOptions(db, providerId)),
    phone: recipient.phone,
    canMessage: Boolean(recipient.userId && recipient.hasRole),
  };
}
