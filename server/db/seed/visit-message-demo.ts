import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { provider_contact_options, providers, visit_messages, visit_threads } from '../schema';
import { daysBefore } from './demo-time';

const DEMO_MEMBER_ID = 'demo-member';
const DEMO_OWNER_ID = 'demo-owner';

/**
 * Demo data for asking without a phone call (decision 069): member@calmpath.local wrote twice to
 * the first public place owner@calmpath.local manages. A question, answered by the business (the
 * answer not read yet: the account shows it as new), and an appointment request with its days,
 * times and first-slot wish, not answered yet (new in the dashboard's Messages tab). The e-mail
 * is not shared in either. The place has a booking link and a text number. Runs inside the
 * seed's transaction, after the owner's place is linked.
 */
export async function seedVisitMessageDemo(tx: DbOrTx): Promise<void> {
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

  const asked = daysBefore(3);
  const answered = daysBefore(2);
  const [question] = await tx
    .insert(visit_threads)
    .values({
      provider_id: place.id,
      member_user_id: DEMO_MEMBER_ID,
      kind: 'question',
      created_at: asked,
      last_message_at: answered,
      member_read_at: asked,
      business_read_at: answered,
    })
    .returning({ id: visit_threads.id });
  if (!question) return;
  await tx.insert(visit_messages).values([
    {
      thread_id: question.id,
      author_side: 'member',
      author_user_id: DEMO_MEMBER_ID,
      body: 'Is the waiting room quiet on weekday mornings? Casey finds busy rooms hard.',
      created_at: asked,
    },
    {
      thread_id: question.id,
      author_side: 'business',
      author_user_id: DEMO_OWNER_ID,
      body: 'Yes. Tuesday and Thursday mornings are our quietest; we can also dim the lights in room 2.',
      created_at: answered,
    },
  ]);

  const requested = daysBefore(1);
  const [request] = await tx
    .insert(visit_threads)
    .values({
      provider_id: place.id,
      member_user_id: DEMO_MEMBER_ID,
      kind: 'appointment',
      preferred_days: ['tue', 'thu'],
      preferred_times: ['morning'],
      slot_preference: 'first',
      created_at: requested,
      last_message_at: requested,
      member_read_at: requested,
    })
    .returning({ id: visit_threads.id });
  if (!request) return;
  await tx.insert(visit_messages).values({
    thread_id: request.id,
    author_side: 'member',
    author_user_id: DEMO_MEMBER_ID,
    body: 'We would like the first appointment on a Tuesday or Thursday, for a check-up.',
    created_at: requested,
  });

  await tx.insert(provider_contact_options).values({
    provider_id: place.id,
    booking_url: 'https://book.calmpath.local/demo',
    text_number: '+1 555 010 0101',
    updated_at: asked,
  });
}
