import { generateDemoData } from '../../../server/db/seed/generate';

/**
 * From the demo data the e2e server is seeded with: a listed business with a unique name and the
 * most published reviews (with those reviews, newest first), and a pending one.
 */
export function profileDemo() {
  const demo = generateDemoData();
  const nameCount = new Map<string, number>();
  for (const p of demo.providers) nameCount.set(p.name, (nameCount.get(p.name) ?? 0) + 1);
  const approvedOf = (id: number) =>
    demo.reviews
      .filter((r) => r.provider_id === id && r.status === 'approved')
      .sort((a, b) => (b.created_at as Date).getTime() - (a.created_at as Date).getTime());
  const provider = demo.providers
    .filter((p) => p.accommodation_status === 'verified' && nameCount.get(p.name) === 1)
    .map((p) => ({ p, approved: approvedOf(p.id as number) }))
    .sort((a, b) => b.approved.length - a.approved.length)[0];
  const pending = demo.providers.find((p) => p.accommodation_status === 'pending');
  return { provider, pending };
}
