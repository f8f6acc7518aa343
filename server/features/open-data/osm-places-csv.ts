import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';

/**
 * The OpenStreetMap-derived listing data as a CSV file (decision 060): the ODbL asks that a
 * derivative database we use publicly be offered under the same licence. Only the facts the
 * import took from OpenStreetMap (and our category for its tags) are written, never a family's
 * review, rating or anything derived from reviews. Rows are read in pages along the primary key
 * and written as they come, so memory stays flat however many places there are.
 */

export const OSM_PLACES_CSV_HEADER = [
  'osm_id',
  'name',
  'category',
  'address',
  'zip_code',
  'phone',
  'website',
  'latitude',
  'longitude',
  'osm_date',
] as const;

const PAGE_SIZE = 1000;

/* RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. A leading
 * =, +, - or @ is prefixed with ' so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export async function* osmPlacesCsv(db: Db): AsyncGenerator<string> {
  yield `${OSM_PLACES_CSV_HEADER.join(',')}\r\n`;
  let after = 0;
  for (;;) {
    const page = await db
      .select({
        id: providers.id,
        external_id: providers.external_id,
        name: providers.name,
        category: providers.category,
        location: providers.location,
        zip_code: providers.zip_code,
        phone: providers.contact_phone,
        website: providers.website,
        latitude: providers.latitude,
        longitude: providers.longitude,
        source_date: providers.source_date,
      })
      .from(providers)
      .where(
        and(
          eq(providers.source, 'osm'),
          eq(providers.registry_status, 'imported'),
          eq(providers.accommodation_status, 'verified'),
          gt(providers.id, after),
        ),
      )
      .orderBy(asc(providers.id))
      .limit(PAGE_SIZE);
    if (page.length === 0) return;
    yield page
      .map(
        (r) =>
          `${[
            r.external_id,
            r.name,
            r.category,
            r.location,
            r.zip_code,
            r.phone,
            r.website,
            r.latitude,
            r.longitude,
            r.source_date,
          ]
            .map(csvField)
            .join(',')}\r\n`,
      )
      .join('');
    after = page[page.length - 1]?.id ?? after;
    if (page.length < PAGE_SIZE) return;
  }
}
