import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { needs_card_sends, needs_cards, providers } from '../schema';
import { daysBefore } from './demo-time';

const DEMO_MEMBER_ID = 'demo-member';
const DEMO_OWNER_ID = 'demo-owner';

/** The demo member's needs card: what a business reads when it opens the demo send. */
const DEMO_CARD = {
  accommodations: [
    'Quiet Waiting Area',
    'Dim or Adjustable Lighting',
    'Ability to Pause or Take Breaks',
  ],
  note: 'Sudden loud sounds are hard for Casey. Please tell us before anything noisy starts.',
  communication: 'Short, calm sentences help. Showing a picture of the next step helps too.',
  displayName: 'Casey',
};

/**
 * Demo data for needs cards sent ahead (decision 070): member@calmpath.local has a needs card
 * and sent it, two days before the demo's base date, to the first public place that
 * owner@calmpath.local manages, not read yet: the owner's dashboard shows it, the member's My
 * needs page lists it. Runs inside the seed's transaction, after the owner's place is linked.
 */
export async function seedNeedsCardSendDemo(tx: DbOrTx): Promise<void> {
  const [place] = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(
      and(
        eq(providers.business_admin_user_id, DEMO_OWNER_ID),
        eq(providers.accommodation_status, 'verified'),
      ),
    )
    .orderBy(providers.id)
    .limit(1);
  if (!place) return;
  const sentAt = daysBefore(2);
  await tx
    .insert(needs_cards)
    .values({
      user_id: DEMO_MEMBER_ID,
      accommodations: DEMO_CARD.accommodations,
      note: DEMO_CARD.note,
      communication: DEMO_CARD.communication,
      display_name: DEMO_CARD.displayName,
      updated_at: sentAt,
    })
    .onConflictDoNothing();
  await tx
    .insert(needs_card_sends)
    .values({ user_id: DEMO_MEMBER_ID, provider_id: place.id, card: DEMO_CARD, sent_at: sentAt })
    .onConflictDoNothing();
}
