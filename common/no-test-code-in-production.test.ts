import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Test helpers live beside the tests (server/test/, tests/e2e/support/), never in the folders the
 * product is built from, and no production file imports a test library: a test helper in a
 * feature folder is one import away from shipping. Production files are every .ts/.tsx under
 * common/, server/ and web/src/ that is not a test (*.test.ts[x]) and not under server/test/.
 */

const ROOT = path.resolve(__dirname, '..');
const FOLDERS = ['common', 'server', 'web/src'];
const TEST_LIBRARIES =
  /from\s+['"](vitest|@playwright\/test|playwright-core|fast-check|@testing-library\/[^'"]+)['"]/;
const HELPER_NAME = /(^|[-.])test-helpers?\.tsx?$|(^|[-.])fixtures?\.tsx?$/;

function productionFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(ROOT, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && relative !== 'server/test') {
        found.push(...productionFiles(full));
      }
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      found.push(relative);
    }
  }
  return found;
}

describe('test code stays out of production folders', () => {
  const files = FOLDERS.flatMap((folder) => productionFiles(path.join(ROOT, folder)));

  it('finds the production files', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('no production file imports a test library', () => {
    const hits = files.filter((file) =>
      TEST_LIBRARIES.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(hits, 'move these to server/test/fixtures/ or beside their tests').toEqual([]);
  });

  it('no test-helper file sits in a production folder', () => {
    const hits = files.filter((file) => HELPER_NAME.test(path.basename(file)));
    expect(hits, 'move these to server/test/fixtures/ or beside their tests').toEqual([]);
  });
});
