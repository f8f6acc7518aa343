import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateNppes } from './generate-nppes';
import { readNppesFrom } from './read-nppes';

async function kinds(rows: number, keptShare?: number) {
  const { stream, bytesRead } = generateNppes(rows, keptShare === undefined ? {} : { keptShare });
  const counts: Record<string, number> = {};
  for await (const event of readNppesFrom(stream, 0, bytesRead).events)
    counts[event.kind] = (counts[event.kind] ?? 0) + 1;
  return counts;
}

describe('generated NPPES rows (the bench and the memory test)', () => {
  it('are all of mapped taxonomies by default', async () => {
    expect(await kinds(1000)).toEqual({ record: 1000 });
  });

  it('keep the share asked for, the rest of taxonomies the reader skips', async () => {
    expect(await kinds(1000, 0.25)).toEqual({ record: 250, skipped: 750 });
    expect(await kinds(1000, 0.125)).toEqual({ record: 125, skipped: 875 });
  });
});

describe('npm run admin', () => {
  /*
   * The importer's reader makes short-lived strings fast enough that V8 lets the old space grow
   * to 250 MB and more before a full collection: `npm run admin -- import nppes` on an 800,000-row
   * file peaked at 411 MB resident, 265 MB with this limit, at the same speed (docs/performance.md,
   * "2026-11-28, evening"). Its live data is a few dozen MB: at 64 MB it ran, only slower.
   */
  it('runs with a heap limit that keeps an import under 300 MB resident', () => {
    const pkg = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    const limit = /--max-old-space-size=(\d+)/.exec(pkg.scripts.admin ?? '');
    expect(Number(limit?.[1])).toBeGreaterThanOrEqual(128);
    expect(Number(limit?.[1])).toBeLessThanOrEqual(192);
  });
});
