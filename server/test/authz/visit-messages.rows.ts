import { visit_messages, visit_thread_reports, visit_threads } from '../../db/schema';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/*
 * Asking without a phone call (decision 069): a thread is the member's and its provider's
 * business admin's; anyone else gets 404 (a thread's id reveals nothing), moderators read only
 * reported threads, through the admin list.
 */

type Expect = Record<Persona, number>;
const signedIn = (status: number): Expect => ({
  anonymous: 401,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});
/* The member persona's own thread: everyone else gets the 404 of a thread that does not exist. */
const memberOwn = (status: number): Expect => ({ ...signedIn(404), member: status });
/* The business's routes: 403 without the role, 404 for another business's thread. */
const businessThread = (status: number): Expect => ({
  anonymous: 401,
  member: 403,
  businessAdmin: status,
  otherBusinessAdmin: 404,
  moderator: 403,
  admin: 403,
});
const ownProvider = (status: number): Expect => ({
  anonymous: 401,
  member: 403,
  businessAdmin: status,
  otherBusinessAdmin: 403,
  moderator: 403,
  admin: 403,
});
const moderators = (status: number): Expect => ({
  anonymous: 401,
  member: 403,
  businessAdmin: 403,
  otherBusinessAdmin: 403,
  moderator: status,
  admin: status,
});

/** A question from the member persona to the businessAdmin persona's provider. */
async function memberThread(fx: AuthzFixture): Promise<number> {
  const memberId = fx.users.member?.id;
  if (!memberId) throw new Error('no member persona');
  const [thread] = await fx.db
    .insert(visit_threads)
    .values({ provider_id: fx.ownProviderId, member_user_id: memberId, kind: 'question' })
    .returning({ id: visit_threads.id });
  if (!thread) throw new Error('visit_threads insert returned no row');
  await fx.db.insert(visit_messages).values({
    thread_id: thread.id,
    author_side: 'member',
    author_user_id: memberId,
    body: 'Is it quiet on Tuesdays?',
  });
  return thread.id;
}

async function openReport(fx: AuthzFixture): Promise<number> {
  const threadId = await memberThread(fx);
  const [report] = await fx.db
    .insert(visit_thread_reports)
    .values({ thread_id: threadId, reporter_side: 'member', reason: 'spam' })
    .returning({ id: visit_thread_reports.id });
  if (!report) throw new Error('visit_thread_reports insert returned no row');
  return report.id;
}

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/providers/:id/contact',
    request: (fx) => ({ url: `/api/providers/${fx.ownProviderId}/contact` }),
    expect: { ...signedIn(200), anonymous: 200 },
  },
  {
    method: 'POST',
    route: '/api/me/visit-threads',
    request: (fx) => ({
      url: '/api/me/visit-threads',
      payload: { providerId: fx.ownProviderId, kind: 'question', body: 'Is it quiet?' },
    }),
    /* A business cannot write to itself from its own account. */
    expect: { ...signedIn(201), businessAdmin: 400 },
  },
  {
    method: 'GET',
    route: '/api/me/visit-threads',
    request: () => ({ url: '/api/me/visit-threads' }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/me/visit-threads/:id',
    request: async (fx) => ({ url: `/api/me/visit-threads/${await memberThread(fx)}` }),
    expect: memberOwn(200),
  },
  {
    method: 'POST',
    route: '/api/me/visit-threads/:id/messages',
    request: async (fx) => ({
      url: `/api/me/visit-threads/${await memberThread(fx)}/messages`,
      payload: { body: 'And on Thursdays?' },
    }),
    expect: memberOwn(200),
  },
  {
    method: 'POST',
    route: '/api/me/visit-threads/:id/report',
    request: async (fx) => ({
      url: `/api/me/visit-threads/${await memberThread(fx)}/report`,
      payload: { reason: 'abuse' },
    }),
    expect: memberOwn(200),
  },
  {
    method: 'GET',
    route: '/api/business/providers/:providerId/visit-threads',
    request: (fx) => ({ url: `/api/business/providers/${fx.ownProviderId}/visit-threads` }),
    expect: ownProvider(200),
  },
  {
    method: 'GET',
    route: '/api/business/visit-threads/:id',
    request: async (fx) => ({ url: `/api/business/visit-threads/${await memberThread(fx)}` }),
    expect: businessThread(200),
  },
  {
    method: 'POST',
    route: '/api/business/visit-threads/:id/messages',
    request: async (fx) => ({
      url: `/api/business/visit-threads/${await memberThread(fx)}/messages`,
      payload: { body: 'Yes, Tuesdays are calm.' },
    }),
    expect: businessThread(200),
  },
  {
    method: 'POST',
    route: '/api/business/visit-threads/:id/report',
    request: async (fx) => ({
      url: `/api/business/visit-threads/${await memberThread(fx)}/report`,
      payload: { reason: 'spam' },
    }),
    expect: businessThread(200),
  },
  {
    method: 'GET',
    route: '/api/business/providers/:providerId/contact-options',
    request: (fx) => ({ url: `/api/business/providers/${fx.ownProviderId}/contact-options` }),
    expect: ownProvider(200),
  },
  {
    method: 'PUT',
    route: '/api/business/providers/:providerId/contact-options',
    request: (fx) => ({
      url: `/api/business/providers/${fx.ownProviderId}/contact-options`,
      payload: { bookingUrl: 'https://book.example.com', textNumber: '+1 555 123 4567' },
    }),
    expect: ownProvider(200),
  },
  {
    method: 'GET',
    route: '/api/admin/visit-reports',
    request: () => ({ url: '/api/admin/visit-reports' }),
    expect: moderators(200),
  },
  {
    method: 'POST',
    route: '/api/admin/visit-reports/:id/close',
    request: async (fx) => ({ url: `/api/admin/visit-reports/${await openReport(fx)}/close` }),
    expect: moderators(200),
  },
];
