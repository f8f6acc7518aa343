import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Code comments and test titles cite decision records (docs/decisions/NNN-*.md), not issue
 * numbers: an issue number goes stale once the issue is closed, a decision record stays and says
 * why. This scans every source file (.ts, .tsx, .mjs) under the folders below and fails listing
 * each line that names an issue by number. The decision records themselves (docs/) may cite
 * issues: that is their history.
 */

const ROOT = path.resolve(__dirname, '..');
const FOLDERS = ['common', 'server', 'web/src', 'bench', 'scripts', 'tests'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results']);
const ISSUE_NUMBER = /\bissues? #?\d+/i;

/*
 * Lines allowed to name an issue, by file and a piece of the line, each with its reason. Code,
 * not comments: renaming them changes what a tool prints. Empty this, do not grow it.
 */
const ALLOWED: Record<string, { contains: string; reason: string }[]> = {};

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...sourceFiles(full));
    } else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext))) {
      found.push(full);
    }
  }
  return found;
}

describe('code cites decisions, not issue numbers', () => {
  it('no comment or test title in the source names an issue by number', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const file of files) {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      const allowed = ALLOWED[relative] ?? [];
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (!ISSUE_NUMBER.test(line)) return;
          if (allowed.some((entry) => line.includes(entry.contains))) return;
          hits.push(`${relative}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(hits, `cite the decision record instead:\n${hits.join('\n')}`).toEqual([]);
  });
});
