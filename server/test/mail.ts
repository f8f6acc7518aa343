import { readMails, type StoredMail } from './app';

/**
 * The newest mail that matches, waiting for it: some mails (password reset) are sent after the
 * answer, so they may land a moment after the request returns.
 */
export async function waitForMail(
  mailDir: string,
  match: (mail: StoredMail) => boolean,
  { after = 0, timeoutMs = 5000 }: { after?: number; timeoutMs?: number } = {},
): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails(mailDir).filter(match);
    if (found.length > after) return found.at(-1) as StoredMail;
    if (Date.now() > deadline) throw new Error(`No matching mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
