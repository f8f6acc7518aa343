import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The package root, found by walking up to package.json, so paths hold both when running the
 * TypeScript sources (server/…) and the start-up bundle (dist/server/main.mjs).
 */
function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot(import.meta.dirname);
export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'server/db/migrations');
export const WEB_DIST = path.join(PROJECT_ROOT, 'dist/web');
