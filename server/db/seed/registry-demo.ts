import type { Db } from '../client';
import { providers } from '../schema';

/**
 * A few places as the registry importers list them (decision 059), so a fresh installation and
 * the browser tests show a place 'listed from public records' (decision 060): two from the NPI
 * registry (at their ZIP code's centre, marked approximate) and two from OpenStreetMap (at their
 * own point). Listed, no accommodation claimed, not verified, no business account, no review.
 */
export const REGISTRY_DEMO = {
  nppesDentist: 'Lakeside Pediatric Dental Care',
  nppesSpeech: 'Green Mountain Speech Therapy',
  osmBarber: 'Church Street Kids Cuts',
  osmSwim: 'Champlain Family Swim Centre',
} as const;

export async function seedRegistryDemo(db: Db): Promise<void> {
  const imported = {
    accommodations: '',
    accommodation_status: 'verified',
    verification_status: 'unverified',
    verified: false,
    registry_status: 'imported',
  } as const;
  await db.insert(providers).values([
    {
      ...imported,
      name: REGISTRY_DEMO.nppesDentist,
      category: 'Dentist',
      location: '150 Pearl St, Burlington, VT 05401',
      zip_code: '05401',
      contact_phone: '(802) 555-0142',
      source: 'nppes',
      external_id: '1497758544',
      source_date: '2026-10-14',
      coordinates_approximate: true,
    },
    {
      ...imported,
      name: REGISTRY_DEMO.nppesSpeech,
      category: 'Speech Therapist',
      location: '88 College St, Burlington, VT 05401',
      zip_code: '05401',
      contact_phone: '(802) 555-0177',
      source: 'nppes',
      external_id: '1588667638',
      source_date: '2026-09-02',
      coordinates_approximate: true,
    },
    {
      ...imported,
      name: REGISTRY_DEMO.osmBarber,
      category: 'Hair Stylist / Barber',
      location: '45 Church St, Burlington, VT 05401',
      zip_code: '05401',
      website: 'https://kidscuts.example',
      source: 'osm',
      external_id: 'node/4815162342',
      source_date: '2026-08-21',
      latitude: 44.4781,
      longitude: -73.2124,
    },
    {
      ...imported,
      name: REGISTRY_DEMO.osmSwim,
      category: 'Swim Instructor',
      location: '1200 North Ave, Burlington, VT 05408',
      zip_code: '05408',
      source: 'osm',
      external_id: 'way/271828182',
      source_date: '2026-07-30',
      latitude: 44.5003,
      longitude: -73.2491,
    },
  ]);
}
