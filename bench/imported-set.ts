/*
 * An imported set for the search bench (decision 064): `npm run bench -- --imported 1000000`
 * writes an NPPES-layout file of that many rows (the registry's header names and ~330-column
 * width, every field quoted, as server/import/generate-nppes.ts writes them), imports it with the
 * real importer (server/import/import-registry.ts: COPY into staging, one set-based merge, the
 * text and map indexes rebuilt for a first load) on top of the generated directory, and the
 * search classes then run against both.
 *
 * Unlike generate-nppes.ts (five ZIPs, one city: enough for the reader's rate and memory), the
 * places here are spread the way searches would meet them: half in the demo cities the generated
 * directory and the bench's queries use (so 'Austin' or 'dentist 78701' finds both kinds), half
 * over every ZIP code zip_centroids holds (42,000 real ones, with their city). Names are a third
 * organisations ('Harbor Light Pediatric Dentistry PLLC'), two thirds people ('RIVERA, MAYA'), taxonomies every
 * code the category table maps. Deterministic: the same rows every run.
 */
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NPPES_TAXONOMY_CATEGORIES } from '../common/catalog/registry-categories';
import type { Database, Db } from '../server/db/client';
import { DEMO_CITIES } from '../server/db/seed/cities';
import { CALM_PREFIXES, FIRST_NAMES, LAST_NAMES } from '../server/db/seed/words';
import { importRegistry } from '../server/import/import-registry';
import {
  NPPES_COLUMNS,
  NPPES_TAXONOMY_SLOTS,
  primarySwitchColumn,
  readNppes,
  taxonomyColumn,
} from '../server/import/read-nppes';
import type { BenchQuery } from './queries';

type Place = { zip: string; city: string; state: string };

const CODES = Object.keys(NPPES_TAXONOMY_CATEGORIES);
/* Words a registry's organisation names carry, by what they do. */
const ORG_WORDS = [
  'Pediatric Dentistry',
  'Family Dental',
  'Pediatrics',
  'Speech Therapy',
  'Therapy Services',
  'Behavioral Health',
  'Physical Therapy',
  'Occupational Therapy',
  'Medical Group',
  'Health Center',
  'Dental Arts',
  'Childrens Clinic',
];
const ORG_FORMS = ['PLLC', 'LLC', 'PC', 'INC', 'PA', ''];
/* More surnames than the demo's, so a name is not shared by a tenth of the set. */
// biome-ignore format: a name list reads better packed
const MORE_LAST = [
  'Abbott', 'Baxter', 'Carver', 'Delgado', 'Eastman', 'Farrell', 'Gallagher', 'Hoffman',
  'Iverson', 'Jacobs', 'Keller', 'Lindqvist', 'Mendoza', 'Nakamura', 'Oyelaran', 'Petrov',
  'Quintero', 'Rasmussen', 'Sandoval', 'Takahashi', 'Underwood', 'Valdez', 'Whitaker', 'Xu',
  'Yamamoto', 'Zimmerman', 'Albright', 'Bishop', 'Castillo', 'Donovan',
] as const;
const SURNAMES = [...LAST_NAMES, ...MORE_LAST];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Every ZIP code with its city, as the importer will place them (zip_centroids). */
export async function allZips(db: Db): Promise<Place[]> {
  const rows = await db.execute<{ zip: string; city: string; state: string }>(
    sql`SELECT zip, city, state FROM zip_centroids WHERE city IS NOT NULL ORDER BY zip`,
  );
  return rows.rows.map((r) => ({
    zip: String(r.zip),
    city: String(r.city),
    state: String(r.state),
  }));
}

/** Writes `rows` NPPES-layout rows to `file`; NPIs from 1,100,000,000 up. */
export async function writeImportedSet(file: string, rows: number, zips: readonly Place[]) {
  const header: string[] = [...Object.values(NPPES_COLUMNS)];
  for (let i = 1; i <= NPPES_TAXONOMY_SLOTS; i++)
    header.push(taxonomyColumn(i), primarySwitchColumn(i));
  /* The real file's other columns, empty, so a row is as wide as the registry's. */
  for (let i = 1; i <= NPPES_TAXONOMY_SLOTS; i++) {
    header.push(`Provider License Number_${i}`, `Provider License Number State Code_${i}`);
    header.push(`Healthcare Provider Taxonomy Group_${i}`);
  }
  for (let i = 1; i <= 50; i++) {
    header.push(`Other Provider Identifier_${i}`, `Other Provider Identifier Type Code_${i}`);
    header.push(`Other Provider Identifier State_${i}`, `Other Provider Identifier Issuer_${i}`);
  }
  const emptyTail = ',""'.repeat(
    header.length - Object.keys(NPPES_COLUMNS).length - 2 * NPPES_TAXONOMY_SLOTS,
  );
  const demo: Place[] = DEMO_CITIES.flatMap((c) =>
    c.zips.map((zip) => ({ zip, city: c.city, state: c.state })),
  );
  const next = random(27);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const out = createWriteStream(file, { highWaterMark: 1 << 20 });
  let chunk = `${header.map(quote).join(',')}\n`;
  for (let n = 0; n < rows; n++) {
    const place = n % 2 === 0 ? pick(demo) : pick(zips);
    const org = n % 3 === 0;
    const last = pick(SURNAMES);
    const fields = [
      String(1_100_000_000 + n),
      org ? '2' : '1',
      org
        ? `${pick([...CALM_PREFIXES, last, place.city])} ${pick(ORG_WORDS)} ${pick(ORG_FORMS)}`
            .trim()
            .toUpperCase()
        : '',
      org ? '' : last.toUpperCase(),
      org ? '' : pick(FIRST_NAMES).toUpperCase(),
      `${(n % 9000) + 100} ${pick(['MAIN', 'OAK', 'PARK', 'LAKE', 'HILL', 'MILL'])} ST`,
      place.city.toUpperCase(),
      place.state,
      `${place.zip}${String(n % 10000).padStart(4, '0')}`,
      `${String(200 + (n % 700))}555${String(n % 10000).padStart(4, '0')}`,
      '10/01/2026',
      '',
      '',
    ];
    for (let i = 1; i <= NPPES_TAXONOMY_SLOTS; i++) {
      fields.push(i === 1 ? pick(CODES) : '', i === 1 ? 'Y' : '');
    }
    chunk += `${fields.map(quote).join(',')}${emptyTail}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

/**
 * Name searches for places of the imported set (the directory's own names come from
 * benchQueries): whole names and the words people type, as the bench's name classes.
 */
export async function importedQueries(db: Db): Promise<BenchQuery[]> {
  const sampled = await db.execute<{ name: string }>(
    sql`SELECT name FROM providers WHERE source = 'nppes' AND accommodation_status <> 'pending'
      AND id % 9973 = 0 ORDER BY id LIMIT 24`,
  );
  return sampled.rows.flatMap(({ name }, i): BenchQuery[] => {
    const words = String(name)
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]{3,}$/.test(w));
    if (i % 3 === 0) return [{ kind: 'full name', q: String(name) }];
    if (i % 3 === 1)
      return [{ kind: 'partial name', q: words.slice(0, 2).join(' ') || String(name) }];
    return [{ kind: 'partial name', q: words[words.length - 1] ?? String(name) }];
  });
}

/**
 * Writes the set to a temporary file and imports it with the importer as an operator would
 * (`npm run admin -- import nppes --file …`), then VACUUM ANALYZE; skipped when a kept database
 * (--keep-db) already holds that many. Returns the lines to print.
 */
export async function loadImportedSet(database: Database, rows: number): Promise<string[]> {
  const db = database.db;
  const held = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM providers WHERE source = 'nppes'`,
  );
  const have = Number(held.rows[0]?.n ?? 0);
  if (have >= rows)
    return [`imported set: reusing ${have.toLocaleString('en-US')} imported places`];
  const dir = mkdtempSync(path.join(tmpdir(), 'calmpath-imported-'));
  const file = path.join(dir, 'npidata_pfile_bench.csv');
  try {
    let started = performance.now();
    await writeImportedSet(file, rows, await allZips(db));
    const written = (performance.now() - started) / 1000;
    const size = statSync(file).size;
    started = performance.now();
    let shown = 0;
    const summary = await importRegistry(database, readNppes(file), {
      onRow: (n) => {
        if (n - shown >= 100_000) {
          shown = n;
          console.log(`  importing: ${n.toLocaleString('en-US')} rows`);
        }
      },
    });
    started = performance.now();
    await db.execute(sql`VACUUM ANALYZE providers`);
    const vacuum = (performance.now() - started) / 1000;
    const steps = Object.entries(summary.steps)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ');
    return [
      `imported set: ${rows.toLocaleString('en-US')} NPPES-layout rows (${(size / 2 ** 20).toFixed(0)} MB) written in ${written.toFixed(1)} s`,
      `imported with the importer in ${summary.seconds.toFixed(1)} s (${Math.round(summary.rows / summary.seconds).toLocaleString('en-US')} rows/s): added ${summary.added}, linked ${summary.linked}, doubtful ${summary.doubtful}, bad ${summary.bad.count}; steps ${steps}; VACUUM ANALYZE ${vacuum.toFixed(1)} s`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
