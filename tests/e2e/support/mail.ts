import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/* Each project's server has its own DATA_DIR (playwright.config.ts, project metadata). */
const mailDir = () =>
  path.join(
    (test.info().project.metadata as { dataDir?: string }).dataDir ?? path.resolve('.tmp/e2e-data'),
    'mail',
  );

export type StoredMail = {
  to: string;
  subject: string;
  text: string;
  links: string[];
  kind: string;
  id: string;
};

function allMails(): StoredMail[] {
  const dir = mailDir();
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as StoredMail);
  } catch {
    return [];
  }
}

/** Waits for the newest mail to `to` (of `kind`, if given) that the server wrote to DATA_DIR/mail. */
export async function readMail(to: string, kind?: string, after = 0): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      () => {
        const mails = allMails().filter((m) => m.to === to && (!kind || m.kind === kind));
        found = mails.length > after ? mails.at(-1) : undefined;
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as StoredMail;
}

export function countMails(to: string, kind?: string): number {
  return allMails().filter((m) => m.to === to && (!kind || m.kind === kind)).length;
}

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}
