import { and, desc, eq, sql } from 'drizzle-orm';
import { parseAccommodationsText } from '../../../common/domain/accommodations-text';
import { reviewerDisplayName } from '../../../common/domain/profile-words';
import { LOCALE_TAGS, type Locale, pathInLocale } from '../../../common/i18n/locales';
import * as EN_CATALOG from '../../../common/messages/catalog';
import * as ES_CATALOG from '../../../common/messages/es/catalog';
import * as ES_LANGUAGE from '../../../common/messages/es/language';
import * as EN_LANGUAGE from '../../../common/messages/language';
import type { Db } from '../../db/client';
import { providers, reviews, users } from '../../db/schema/index';
import { isPublicListing } from './get-provider-profile';

/** Reviews quoted in the JSON-LD (the newest approved ones). */
export const JSON_LD_REVIEWS = 5;
const DESCRIPTION_MAX = 160;

const PROVIDER_PAGE = /^\/providers\/(\d{1,10})(\/prepare)?\/?$/;

export function providerPagePath(urlPath: string): { id: number; prepare: boolean } | null {
  const match = PROVIDER_PAGE.exec(urlPath);
  if (!match) return null;
  const id = Number(match[1]);
  /* An id no provider can have is still a provider page: it answers 404, not the app with 200. */
  return { id: id > 0 && id <= 2_147_483_647 ? id : 0, prepare: match[2] !== undefined };
}

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/* Inside <script type="application/ld+json"> nothing may close the element or start a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

export type ProviderHead = { title: string; description: string; canonical: string; tags: string };

const HEAD_MESSAGES: Record<Locale, typeof EN_LANGUAGE.PROVIDER_HEAD_MESSAGES> = {
  en: EN_LANGUAGE.PROVIDER_HEAD_MESSAGES,
  es: ES_LANGUAGE.PROVIDER_HEAD_MESSAGES,
};

/* The catalogue's names in each language (decision 065); a code with no name reads as stored. */
const CATALOG_NAMES: Record<Locale, Record<string, string>> = {
  en: { ...EN_CATALOG.CATEGORY_LABELS, ...EN_CATALOG.ACCOMMODATION_LABELS },
  es: { ...ES_CATALOG.CATEGORY_LABELS, ...ES_CATALOG.ACCOMMODATION_LABELS },
};
const catalogName = (locale: Locale, code: string) =>
  (Object.hasOwn(CATALOG_NAMES[locale], code) ? CATALOG_NAMES[locale][code] : undefined) ?? code;

/**
 * The head of a public provider page as the server sends it (decision 027): title,
 * description, canonical link, Open Graph and JSON-LD (schema.org LocalBusiness with
 * AggregateRating and the newest approved reviews), in the page's language (decision 062: the
 * words around the business's own; its name, description and reviews stay as written). Null for
 * a provider that is not public: no tags, and the caller answers 404.
 */
export async function providerHead(
  db: Db,
  siteUrl: string,
  page: { id: number; prepare: boolean },
  locale: Locale = 'en',
): Promise<ProviderHead | null> {
  const words = HEAD_MESSAGES[locale] ?? EN_LANGUAGE.PROVIDER_HEAD_MESSAGES;
  if (page.id === 0) return null;
  const [p] = await db
    .select({
      id: providers.id,
      name: providers.name,
      category: providers.category,
      location: providers.location,
      zip: providers.zip_code,
      description: providers.description,
      accommodations: providers.accommodations,
      status: providers.accommodation_status,
      phone: providers.contact_phone,
      website: providers.website,
      hours: providers.business_hours,
      /* Only chosen stars make a rating (decision 039). */
      count: providers.rating_count,
      rating: providers.average_rating,
    })
    .from(providers)
    .where(eq(providers.id, page.id));
  if (!p || !isPublicListing(p.status)) return null;

  const latest = await db
    .select({
      name: users.name,
      createdAt: reviews.created_at,
      rating: reviews.overall_rating,
      ratingChosen: reviews.rating_chosen,
      text: reviews.review_text,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.user_id))
    .where(and(eq(reviews.provider_id, p.id), eq(reviews.status, 'approved')))
    .orderBy(sql`${reviews.created_at} DESC NULLS LAST`, desc(reviews.id))
    .limit(JSON_LD_REVIEWS);

  /* The stable id is the English address; the page's own address is in its language. */
  const profileId = `${siteUrl}/providers/${p.id}`;
  const profileUrl = `${siteUrl}${pathInLocale(`/providers/${p.id}`, locale)}`;
  const canonical = page.prepare ? `${profileUrl}/prepare` : profileUrl;
  const { items } = parseAccommodationsText(p.accommodations);
  const rated = p.count > 0 && p.rating !== null;
  const category = catalogName(locale, p.category);
  const title = page.prepare
    ? words.prepTitle(p.name)
    : words.profileTitle(p.name, category, p.location);
  const rating = new Intl.NumberFormat(LOCALE_TAGS[locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Number(p.rating));
  const summary = [
    words.categoryIn(category, p.location),
    rated ? words.rated(rating, p.count) : '',
    p.description?.trim() ||
      (items.length > 0
        ? words.accommodations(
            items
              .slice(0, 4)
              .map((item) => catalogName(locale, item))
              .join(', '),
          )
        : ''),
  ]
    .filter(Boolean)
    .join(' ');
  const description = clip(summary, DESCRIPTION_MAX);

  const website = p.website && /^https?:\/\//i.test(p.website) ? p.website : null;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': profileId,
    name: p.name,
    url: profileUrl,
    description,
    address: {
      '@type': 'PostalAddress',
      addressLocality: p.location,
      ...(p.zip ? { postalCode: p.zip } : {}),
      addressCountry: 'US',
    },
    ...(p.phone ? { telephone: p.phone } : {}),
    ...(website ? { sameAs: [website] } : {}),
    ...(items.length > 0
      ? {
          amenityFeature: items.map((item) => ({
            '@type': 'LocationFeatureSpecification',
            name: catalogName(locale, item),
            value: true,
          })),
        }
      : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(p.rating),
            reviewCount: p.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: latest.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: reviewerDisplayName(r.name) },
            datePublished: r.createdAt.toISOString().slice(0, 10),
            reviewBody: r.text,
            ...(r.ratingChosen
              ? {
                  reviewRating: {
                    '@type': 'Rating',
                    ratingValue: r.rating,
                    bestRating: 5,
                    worstRating: 1,
                  },
                }
              : {}),
          })),
        }
      : {}),
  };

  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'CalmPath'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', LOCALE_TAGS[locale].replace('-', '_')),
    meta('name', 'twitter:card', 'summary'),
    ...(page.prepare
      ? []
      : [`<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`]),
  ].join('\n    ');
  return { title, description, canonical, tags };
}

/** index.html with the provider's title, description and tags in place of the site's. */
export function withProviderHead(indexHtml: string, head: ProviderHead): string {
  /* Replacer functions: a '$' in a business's name must not read as a replacement pattern. */
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `  ${head.tags}\n  </head>`);
}
