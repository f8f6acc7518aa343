import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { serverLogFile } from '../../playwright.config';

/*
 * After every browser run, whatever specs ran: no token issued during the run may appear in a
 * server's log (decision 036). The servers log at info in JSON with mail links kept out
 * (playwright.config.ts), so there is no line a token may legitimately be in.
 *
 * Issued tokens are read from every mail the servers wrote (confirmation, password reset, change
 * of address, signup, upload and consent links) and from demo-links.json. Tokens handed out in
 * answers rather than mails (needs-card share links, signed file links) are caught by their
 * shapes: a JWT, or 43 base64url characters (an HMAC or 256 random bits).
 */

type StoredMail = { links?: string[] };

/* Path segments and query values of a link, nested links (a callbackURL) included. */
function partsOf(link: string, depth = 0): string[] {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return [];
  }
  const values = [...url.searchParams.values()];
  return [
    ...url.pathname.split('/').map((segment) => decodeURIComponent(segment)),
    ...values,
    ...(depth < 2 ? values.flatMap((value) => partsOf(value, depth + 1)) : []),
  ];
}

/* A token is long; the words of our paths ('business-signup', 'reset-password') are not. */
const tokensIn = (links: string[]) =>
  links.flatMap((link) => partsOf(link)).filter((part) => part.length >= 20 && !part.includes('/'));

function issuedTokens(dataDir: string): Set<string> {
  const links: string[] = [];
  const mailDir = path.join(dataDir, 'mail');
  if (existsSync(mailDir)) {
    for (const file of readdirSync(mailDir).filter((f) => f.endsWith('.json'))) {
      const mail = JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as StoredMail;
      links.push(...(mail.links ?? []));
    }
  }
  const demoLinks = path.join(dataDir, 'demo-links.json');
  if (existsSync(demoLinks)) {
    const demo = JSON.parse(readFileSync(demoLinks, 'utf8')) as Record<string, { url: string }>;
    links.push(...Object.values(demo).map((link) => link.url));
  }
  return new Set(tokensIn(links));
}

const TOKEN_SHAPES = [
  /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/g,
  /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
];

export function leaksIn(log: string, tokens: Set<string>): string[] {
  const leaks = new Set<string>();
  for (const token of tokens) if (log.includes(token)) leaks.add(token);
  for (const shape of TOKEN_SHAPES) for (const [found] of log.matchAll(shape)) leaks.add(found);
  return [...leaks];
}

export default function scanServerLogs(config: FullConfig) {
  const dataDirs = new Set(
    config.projects
      .flatMap((project) => {
        const { dataDir, dataDirs = [] } = project.metadata as {
          dataDir?: string;
          dataDirs?: string[];
        };
        /* dataDirs: every PGlite shard's server (playwright.config.ts), not only the runner's. */
        return [dataDir, ...dataDirs];
      })
      .filter((dir): dir is string => typeof dir === 'string'),
  );
  const problems: string[] = [];
  for (const dataDir of dataDirs) {
    const logFile = serverLogFile(dataDir);
    if (!existsSync(logFile)) continue;
    const log = readFileSync(logFile, 'utf8');
    const tokens = issuedTokens(dataDir);
    const leaks = leaksIn(log, tokens);
    for (const leak of leaks) {
      const line = log.split('\n').find((l) => l.includes(leak)) ?? '';
      problems.push(`${logFile}: ${line.replaceAll(leak, `<token ${leak.slice(0, 6)}…>`)}`);
    }
    console.log(
      `log scan: ${path.basename(dataDir)}: ${tokens.size} issued tokens, ${log.split('\n').length} log lines, ${leaks.length} leaks`,
    );
  }
  if (problems.length > 0) {
    throw new Error(`Tokens in the server log (decision 036):\n${problems.join('\n')}`);
  }
}
