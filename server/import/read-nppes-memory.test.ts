import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('reading an NPPES file', () => {
  it('keeps memory flat: 2,000,000 generated rows in under 300 MB resident (decision 059)', async () => {
    const script = path.join(import.meta.dirname, '..', '..', 'bench', 'import.bench.ts');
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', script, '--parse-memory', '2000000'],
      {
        maxBuffer: 1 << 20,
      },
    );
    const result = JSON.parse(stdout.trim()) as { rows: number; places: number; peakRssMb: number };
    expect(result.rows).toBe(2_000_000);
    expect(result.places).toBe(2_000_000);
    expect(result.peakRssMb).toBeLessThan(300);
  }, 600_000);
});
