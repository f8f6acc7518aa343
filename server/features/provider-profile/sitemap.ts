import { Readable } from 'node:stream';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { LOCALES, pathInLocale } from '../../../common/i18n/locales';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema/index';

/** The sitemap protocol allows 50,000 URLs per file; each provider file covers that many ids. */
export const SITEMAP_IDS_PER_FILE = 50_000;
const BATCH = 5_000;
/** Provider ids are int4: beyond this file number there can be none (and the query would fail). */
export const SITEMAP_MAX_FILES = Math.ceil(2_147_483_647 / SITEMAP_IDS_PER_FILE);

/** Public pages that are not providers. */
const STATIC_PATHS = [
  '/',
  '/trust-and-safety',
  '/suggest-business',
  '/provider-signup',
  '/terms',
  '/privacy',
];

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

/**
 * One page's entry: its English address, and its alternates in every language (decision 062:
 * Spanish at /es/...), x-default being the English one. Search engines find the Spanish pages
 * through them, so each file stays within the protocol's 50,000 addresses.
 */
function urlEntry(siteUrl: string, path: string): string {
  const alternate = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`;
  const english = `${siteUrl}${path}`;
  return `<url><loc>${xmlEscape(english)}</loc>${LOCALES.map((locale) =>
    alternate(locale, `${siteUrl}${pathInLocale(path, locale)}`),
  ).join('')}${alternate('x-default', english)}</url>`;
}

/**
 * /sitemap.xml is a sitemap index: one file of the static pages and one file per 50,000 provider
 * ids, so its cost does not grow with the directory (one max(id) by primary key).
 */
export async function sitemapIndex(db: Db, siteUrl: string): Promise<string> {
  const [row] = await db.select({ max: sql<number | null>`max(${providers.id})` }).from(providers);
  const files = Math.max(1, Math.ceil(Number(row?.max ?? 0) / SITEMAP_IDS_PER_FILE));
  const entries = [`${siteUrl}/sitemaps/pages.xml`];
  for (let n = 1; n <= files; n++) entries.push(`${siteUrl}/sitemaps/providers-${n}.xml`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function staticSitemap(siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    URLSET,
    ...STATIC_PATHS.map((p) => urlEntry(siteUrl, p)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The public (verified) providers whose ids fall in file n, streamed in batches of 5,000 read by
 * primary key: memory stays flat however large the directory.
 */
export function providerSitemap(db: Db, siteUrl: string, n: number): Readable {
  const first = (n - 1) * SITEMAP_IDS_PER_FILE;
  const last = Math.min(n * SITEMAP_IDS_PER_FILE, 2_147_483_647);
  async function* lines() {
    yield `<?xml version="1.0" encoding="UTF-8"?>\n${URLSET}\n`;
    let after = first;
    for (;;) {
      const batch = await db
        .select({ id: providers.id })
        .from(providers)
        .where(
          and(
            gt(providers.id, after),
            lte(providers.id, last),
            eq(providers.accommodation_status, 'verified'),
          ),
        )
        .orderBy(asc(providers.id))
        .limit(BATCH);
      if (batch.length === 0) break;
      yield batch.map((p) => `${urlEntry(siteUrl, `/providers/${p.id}`)}\n`).join('');
      after = batch[batch.length - 1]?.id ?? last;
      if (batch.length < BATCH) break;
    }
    yield '</urlset>\n';
  }
  return Readable.from(lines());
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /es/admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
