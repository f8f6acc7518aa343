/*
 * The registry importer's rate and memory (decision 059, docs/performance.md "Registry import").
 *
 *   npx tsx bench/import.bench.ts [--rows 200000] [--mode pglite|postgres]
 *     generates an NPPES-layout file of that many rows, imports it into a fresh database (PGlite,
 *     plus PostgreSQL when TEST_DATABASE_URL is set), then imports it again (nothing changes),
 *     and prints rows per second and the peak resident memory of this process. With --share F
 *     (default 1), only that fraction of the rows has a taxonomy the category table maps, the
 *     rest one it does not, as in the national file, which lists every kind of provider.
 *     The file is written by a child process (--write FILE), so the peak is the importer's.
 *   npx tsx bench/import.bench.ts --parse-memory 2000000
 *     only reads that many generated rows and prints {rows, places, peakRssMb} as JSON (the
 *     memory test runs this in a child process).
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DbMode } from '../server/db/client';
import { generateNppes } from '../server/import/generate-nppes';
import { importRegistry } from '../server/import/import-registry';
import { readNppes, readNppesFrom } from '../server/import/read-nppes';
import { createScratchDatabase } from './scratch-database';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '200000' },
    share: { type: 'string', default: '1' },
    write: { type: 'string' },
    mode: { type: 'string' },
    'parse-memory': { type: 'string' },
  },
});

let peak = process.memoryUsage().rss;
const sample = () => {
  peak = Math.max(peak, process.memoryUsage().rss);
};

async function parseMemory(rows: number) {
  const { stream, bytesRead } = generateNppes(rows);
  const reader = readNppesFrom(stream, 0, bytesRead);
  let places = 0;
  let i = 0;
  for await (const event of reader.events) {
    if (event.kind === 'record') places += 1;
    if (++i % 10_000 === 0) sample();
  }
  sample();
  console.log(JSON.stringify({ rows: i, places, peakRssMb: Math.round(peak / 2 ** 20) }));
}

async function bench(rows: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'calmpath-import-'));
  const file = path.join(dir, 'npidata_pfile_bench.csv');
  try {
    /*
     * Written by a child process: writing the file here would leave this process's heap grown
     * before the import starts, and the peak would be the writer's, not the importer's.
     */
    execFileSync(process.execPath, [
      '--import',
      'tsx',
      import.meta.filename,
      '--write',
      file,
      '--rows',
      String(rows),
      '--share',
      String(share),
    ]);
    const modes = (
      values.mode
        ? [values.mode]
        : ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]
    ) as DbMode[];
    for (const mode of modes) {
      const scratch = await createScratchDatabase(mode);
      try {
        peak = process.memoryUsage().rss;
        const timer = setInterval(sample, 200);
        const first = await importRegistry(scratch.database, readNppes(file));
        const again = await importRegistry(scratch.database, readNppes(file));
        clearInterval(timer);
        sample();
        const steps = (s: typeof first) =>
          Object.entries(s.steps)
            .map(([k, v]) => `${k} ${v.toFixed(1)}`)
            .join(', ');
        const rate = (s: typeof first) => Math.round(s.rows / s.seconds).toLocaleString('en-US');
        console.log(
          `${mode}: ${rows.toLocaleString('en-US')} rows${share < 1 ? ` (${share} of them of a mapped taxonomy)` : ''}; first import ${first.seconds.toFixed(1)} s (${rate(first)} rows/s, added ${first.added}); ` +
            `same file again ${again.seconds.toFixed(1)} s (${rate(again)} rows/s, changed ${again.changed}, added ${again.added}); peak RSS ${Math.round(peak / 2 ** 20)} MB`,
        );
        console.log(`  seconds per step, first: ${steps(first)}; again: ${steps(again)}`);
      } finally {
        await scratch.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const share = Number(values.share);
if (!(share > 0 && share <= 1)) throw new Error('--share must be a fraction in (0, 1]');
async function write(file: string, rows: number) {
  const out = createWriteStream(file);
  const { stream } = generateNppes(rows, { keptShare: share });
  stream.pipe(out);
  await once(out, 'finish');
}

if (values['parse-memory']) await parseMemory(Number(values['parse-memory']));
else if (values.write) await write(values.write, Number(values.rows));
else await bench(Number(values.rows));
