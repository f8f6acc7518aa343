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
 * Files still citing issues that were being edited by their owners when the rest was cleaned:
 * to be cleaned when their owners finish, and then removed from this list. Empty it, not grow it.
 */
const ALLOWED: Record<string, string> = {
  'web/src/app/routes/admin.tsx': 'being edited by its owner',
  'web/src/main.tsx': 'being edited by its owner',
  'bench/dashboard-first-content.bench.ts': 'being edited by its owner',
  'bench/search.bench.ts':
    "a printed label (code, not a comment) that docs/performance.md's table names; rename both together",
};

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
      if (relative in ALLOWED) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (ISSUE_NUMBER.test(line)) hits.push(`${relative}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(hits, `cite the decision record instead:\n${hits.join('\n')}`).toEqual([]);
  });
});
