import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { NPPES_TAXONOMY_CATEGORIES } from '../../common/catalog/registry-categories';
import { loadConfig } from '../config';
import { databaseOptionsFrom, openDatabase } from '../db/client';
import { type ImportScope, type ImportSummary, importRegistry } from './import-registry';
import { readNppes } from './read-nppes';
import { readOsm } from './read-osm';

export const IMPORT_USAGE = `  npm run admin -- import nppes --file npidata_pfile….csv [--states TX,CA] [--taxonomies 208000000X,…] [--dry-run]
  npm run admin -- import osm --file extract.osm.pbf|extract.geojson [--dry-run]`;

/* Bad lines printed; the count covers them all. */
const BAD_LINES_SHOWN = 20;

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((v) => v.trim().toUpperCase())
    .filter(Boolean);

export function formatSummary(s: ImportSummary): string {
  const verb = s.dryRun ? 'Would be' : 'Done:';
  const lines = [
    `${s.rows.toLocaleString('en-US')} rows read in ${s.seconds.toFixed(1)} s (${Math.round(s.rows / Math.max(s.seconds, 0.001)).toLocaleString('en-US')} rows/s): ${s.places.toLocaleString('en-US')} places, ${s.skipped.toLocaleString('en-US')} not ours, ${s.bad.count.toLocaleString('en-US')} bad.`,
    `${verb} added ${s.added}, linked to existing listings ${s.linked}, changed ${s.changed}, retired ${s.retired}.${s.dryRun ? ' (dry run: nothing was written)' : ''}`,
  ];
  for (const bad of s.bad.first.slice(0, BAD_LINES_SHOWN)) {
    lines.push(`  bad row at line ${bad.line}: ${bad.reason}`);
  }
  if (s.bad.count > BAD_LINES_SHOWN)
    lines.push(`  …and ${s.bad.count - BAD_LINES_SHOWN} more bad rows`);
  return lines.join('\n');
}

/** `npm run admin -- import nppes|osm --file F …` (decision 059). Returns the exit code. */
export async function importCommand(args: string[]): Promise<number> {
  const [source, ...rest] = args;
  const { values } = parseArgs({
    args: rest,
    options: {
      file: { type: 'string' },
      states: { type: 'string' },
      taxonomies: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
    strict: true,
  });
  if ((source !== 'nppes' && source !== 'osm') || !values.file) {
    console.error(`Usage:\n${IMPORT_USAGE}`);
    return 2;
  }
  const states = list(values.states);
  const taxonomies = list(values.taxonomies);
  const unknown = taxonomies?.filter((t) => !NPPES_TAXONOMY_CATEGORIES[t]);
  if (unknown?.length) {
    console.error(`Not a taxonomy we list: ${unknown.join(', ')}.`);
    return 2;
  }
  const reader =
    source === 'nppes' ? readNppes(values.file, { states, taxonomies }) : readOsm(values.file);
  const scope: ImportScope = {
    states,
    categories: taxonomies && [
      ...new Set(taxonomies.map((t) => NPPES_TAXONOMY_CATEGORIES[t] as string)),
    ],
  };
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFrom(config));
  const bar = new SingleBar({
    format: '{bar} {percentage}% | {rows} rows | {rate} rows/s | {eta_formatted} left',
    hideCursor: true,
    etaBuffer: 50,
  });
  const started = performance.now();
  try {
    await database.migrate();
    bar.start(reader.progress().total, 0, { rows: 0, rate: 0 });
    const summary = await importRegistry(database, reader, {
      dryRun: values['dry-run'] ?? false,
      scope,
      onMerge: () => {
        bar.stop();
        console.log('File read; merging into the listings (one transaction)…');
      },
      onRow: (rows) => {
        const seconds = (performance.now() - started) / 1000;
        bar.update(reader.progress().bytes, {
          rows: rows.toLocaleString('en-US'),
          rate: Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en-US'),
        });
      },
    });
    bar.stop();
    console.log(formatSummary(summary));
    return 0;
  } finally {
    bar.stop();
    await database.close();
  }
}
