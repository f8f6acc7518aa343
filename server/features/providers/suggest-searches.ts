import { sql } from 'drizzle-orm';
import {
  ALL_BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_GROUPS,
} from '../../../common/catalog/business-categories';
import { CATEGORY_SYNONYMS } from '../../../common/catalog/search-vocabulary';
import { SPANISH_CATEGORY_SYNONYMS } from '../../../common/catalog/search-vocabulary-es';
import { SUGGEST_LIMIT, type Suggestion } from '../../../common/contracts/providers';
import { parseSearchQuery, withoutAccents } from '../../../common/domain/search-query';
import type { UnderstoodWords } from '../../../common/domain/search-understood';
import type { Locale } from '../../../common/i18n/locales';
import type { Db } from '../../db/client';
import { answerWords } from './answer-words';
import { findProviders } from './find-providers';
import { clausesOf } from './search-criteria';
import { normalizeQuery } from './search-text';

/*
 * Each category's everyday words, English and Spanish (decision 065), compared without accents:
 * 'peluq' and 'guarderi' suggest what 'barb' and 'dayc' do.
 */
const fold = (text: string) => withoutAccents(text.toLowerCase());
const WORDS_OF_CATEGORY = new Map(
  ALL_BUSINESS_CATEGORIES.map((category) => [
    category,
    [
      category,
      ...[...Object.entries(CATEGORY_SYNONYMS), ...Object.entries(SPANISH_CATEGORY_SYNONYMS)]
        .filter(([, cats]) => cats.length === 1 && cats[0] === category)
        .map(([word]) => word),
    ].map(fold),
  ]),
);

/** Of each kind at most this many, so the list stays short (the spec sets none; decision 021). */
const PER_KIND = 3;
/** How long the list of cities is reused before it is read again. */
const LOCATIONS_TTL_MS = 60_000;

/*
 * The distinct locations of visible providers, most providers first, kept per database for a
 * minute: reading them is one pass over the table (a few ms at 320 providers, tens at 100,000),
 * too much for every keystroke and cheap once a minute.
 */
const locationCache = new WeakMap<
  Db,
  { at: number; list: Promise<{ location: string; n: number }[]> }
>();
function locations(db: Db) {
  const cached = locationCache.get(db);
  if (cached && Date.now() - cached.at < LOCATIONS_TTL_MS) return cached.list;
  const list = db
    .execute<{ location: string; n: number }>(sql`
      SELECT location, count(*)::int AS n FROM providers
      WHERE accommodation_status <> 'pending' AND location <> 'Location not specified'
      GROUP BY location ORDER BY n DESC, location`)
    .then((r) => r.rows.map((row) => ({ location: String(row.location), n: Number(row.n) })));
  locationCache.set(db, { at: Date.now(), list });
  list.catch(() => locationCache.delete(db));
  return list;
}

/**
 * Search-box suggestions while typing (decision 021): categories whose name or everyday word
 * starts with what is typed, cities (with the kind of provider typed before them: 'dentist aus'
 * gives 'Dentists in Austin, TX'), and the names of the first providers the line finds. Short and
 * ranked: combined searches, then categories, cities and providers, at most SUGGEST_LIMIT.
 */
export async function suggestSearches(
  db: Db,
  q: string | undefined,
  locale: Locale = 'en',
): Promise<Suggestion[]> {
  const query = normalizeQuery(q);
  if ([...query].length < 2) return [];
  const lower = query.toLowerCase();
  const words = lower.split(/\s+/);
  const say = answerWords(locale);

  const categories: Suggestion[] = [];
  const typed = fold(query);
  for (const category of ALL_BUSINESS_CATEGORIES) {
    if (!WORDS_OF_CATEGORY.get(category)?.some((name) => name.startsWith(typed))) continue;
    const group = BUSINESS_CATEGORY_GROUPS.find((g) =>
      (g.categories as readonly string[]).includes(category),
    )?.key;
    categories.push({
      kind: 'category',
      label: say.plurals[category] ?? category,
      detail: group ? (say.groups[group] ?? null) : null,
      query: category.toLowerCase(),
    });
  }

  // A city named by the last one to three words; what comes before it is kept.
  const cities: Suggestion[] = [];
  const known = await locations(db);
  for (let k = Math.min(3, words.length); k >= 1 && cities.length === 0; k--) {
    const tail = words.slice(-k).join(' ').replace(/,$/, '');
    const head = query
      .split(/\s+/)
      .slice(0, words.length - k)
      .join(' ');
    const what = parseSearchQuery(head).units.find(
      (u) => u.kind === 'category' || u.kind === 'group',
    );
    for (const { location } of known) {
      if (cities.length >= PER_KIND) break;
      if (!location.toLowerCase().startsWith(tail)) continue;
      const label = what
        ? say.line.inPlaces(describeWhat(what.categories, head, say), location)
        : location;
      cities.push({
        kind: 'city',
        label,
        detail: null,
        query: head ? `${head} ${location}` : location,
      });
    }
  }

  const found = await findProviders<{
    id: number;
    name: string;
    category: string;
    location: string;
  }>(
    db,
    { terms: [], clauses: clausesOf(parseSearchQuery(query), query), categories: null },
    {
      offset: 0,
      pageSize: PER_KIND,
      order: 'rank',
      columns: ['id', 'name', 'category', 'location'],
    },
  );
  const names: Suggestion[] = found.rows.map((r) => ({
    kind: 'provider',
    label: String(r.name),
    /* The category's name in the page's language (decision 073); the name and place as stored. */
    detail: `${say.categories[String(r.category)] ?? r.category} · ${r.location}`,
    query: String(r.name),
  }));

  const combined = cities.filter((c) => c.query !== c.label);
  const plainCities = cities.filter((c) => c.query === c.label);
  return [...combined, ...categories.slice(0, PER_KIND), ...plainCities, ...names].slice(
    0,
    SUGGEST_LIMIT,
  );
}

function describeWhat(categories: readonly string[], typed: string, say: UnderstoodWords): string {
  if (categories.length === 1) return say.plurals[categories[0] ?? ''] ?? typed;
  const group = BUSINESS_CATEGORY_GROUPS.find(
    (g) =>
      g.categories.length === categories.length &&
      categories.every((c) => (g.categories as readonly string[]).includes(c)),
  );
  return group
    ? say.line.groupProviders(say.groups[group.key] ?? group.key)
    : categories.map((c) => say.plurals[c] ?? c).join(` ${say.line.or} `);
}
