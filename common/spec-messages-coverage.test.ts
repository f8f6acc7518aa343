import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, DOCUMENT_VIEWER_MESSAGES } from './messages/admin';
import { DOCUMENT_BADGE_LABELS, LISTING_STATUS_LABELS } from './messages/badges';
import {
  BUSINESS_CONFIRMED_MESSAGES,
  PROVIDER_MESSAGES,
  SIGNUP_LINK_MESSAGES,
  UPLOAD_MESSAGES,
  VERIFICATION_LABELS,
} from './messages/business';
import { VALIDATION_MESSAGES } from './messages/shared';

/*
 * Every user-visible string of the message objects that hold provider-admin-side.md's wording
 * (and the words this product adds beside them) must be asserted by a behavioural test: a server
 * test, a web test or a browser test that shows it (messages.test.ts only pins the wording, so it
 * does not count). A string counts as asserted when a test file holds it literally or names its
 * constant (e.g. `providerVerified.title`). Strings the product deliberately does not show are
 * listed in NOT_SHOWN with the reason; strings a test matches by pattern, in BY_PATTERN.
 * When this fails it prints the unasserted strings: that list is the report.
 */

const ROOT = path.resolve(__dirname, '..');

const SOURCES = {
  ADMIN_MESSAGES,
  BUSINESS_CONFIRMED_MESSAGES,
  DOCUMENT_BADGE_LABELS,
  DOCUMENT_VIEWER_MESSAGES,
  LISTING_STATUS_LABELS,
  PROVIDER_MESSAGES,
  SIGNUP_LINK_MESSAGES,
  UPLOAD_MESSAGES,
  VALIDATION_MESSAGES,
  VERIFICATION_LABELS,
} as const;

/** Spec strings the product knowingly does not show, by constant path, with the reason. */
const NOT_SHOWN: Record<string, string> = {
  'ADMIN_MESSAGES.noPermissionFile':
    "A refused file link says 'Access Denied' / 'You need moderator privileges to view this document' (spec §9 'Moderator'): moderators, not only admins, may open files, so the admin-only wording would mislead them.",
  'ADMIN_MESSAGES.duplicates.linkNotAvailable.title':
    "Decision 017: Link User is implemented, so the spec's 'Feature Not Available' error is never shown.",
  'ADMIN_MESSAGES.duplicates.linkNotAvailable.description':
    'Decision 017: Link User is implemented; this contradictory half of the pair is gone.',
  'ADMIN_MESSAGES.duplicates.linkSucceeded.title':
    "Decision 017: one honest message, 'User Linked' naming the user and the provider, replaces it.",
  'ADMIN_MESSAGES.duplicates.linkSucceeded.description':
    "Decision 017: replaced by 'User Linked' with '{user} is now the business admin of {provider}.'",
};

/** Messages a test matches with a pattern, not literally: key → [test file, the pattern's text]. */
const BY_PATTERN: Record<string, [string, string]> = {
  'ADMIN_MESSAGES.bulkModerated.description': [
    'tests/e2e/admin-moderation.spec.ts',
    /* The spec file writes `${count} reviews rejected.` as a template literal. */
    ['$', '{count} reviews rejected.'].join(''),
  ],
};

type Entry = { key: string; text: string };

/* Arguments for the messages that are functions: '…' marks what the caller fills in. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  stepOf: [1],
  percentComplete: [33],
  reviewModerated: ['approved'],
  bulkModerated: [2, 'approved'],
  updated: [true],
};

function collect(prefix: string, value: unknown, out: Entry[]) {
  if (typeof value === 'string') {
    out.push({ key: prefix, text: value });
  } else if (typeof value === 'function') {
    const name = prefix.split('.').at(-1) ?? '';
    collect(
      prefix,
      (value as (...args: unknown[]) => unknown)(...(SAMPLE_ARGS[name] ?? ['…'])),
      out,
    );
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      collect(`${prefix}[${i}]`, item, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'duration') continue;
      collect(`${prefix}.${k}`, v, out);
    }
  }
}

function testFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFiles(full, out);
    else if (/\.(test|spec)\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The longest stretch of a message that is not a placeholder. */
const ownWords = (text: string) =>
  text
    .split('…')
    .map((part) => part.trim())
    .reduce((a, b) => (b.length > a.length ? b : a), '');

/** Every string of the message objects (a template by its own words). */
function specEntries(): Entry[] {
  const entries: Entry[] = [];
  for (const [name, value] of Object.entries(SOURCES)) collect(name, value, entries);
  return entries.filter((e) => ownWords(e.text).length > 1);
}

function corpus(): string {
  const own = new Set([
    path.join(ROOT, 'common/messages.test.ts'),
    path.join(ROOT, 'common/spec-messages-coverage.test.ts'),
  ]);
  return ['common', 'server', 'web/src', 'tests']
    .flatMap((d) => testFiles(path.join(ROOT, d)))
    .filter((f) => !own.has(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

function holds(tests: string, text: string): boolean {
  const variants = [text, text.replace(/'/g, "\\'"), text.replace(/"/g, '\\"')];
  return variants.some((v) => tests.includes(v));
}

function isAsserted(entry: Entry, tests: string): boolean {
  const literal = ownWords(entry.text);
  if (holds(tests, literal)) return true;
  /* 'Title - text' messages are shown as a heading and a line (the admin access notices). */
  const dash = literal.lastIndexOf(' - ');
  if (dash > 0 && holds(tests, literal.slice(0, dash)) && holds(tests, literal.slice(dash + 3))) {
    return true;
  }
  /* The constant by name: the last two segments of its path (e.g. providerVerified.title). */
  const parts = entry.key.replace(/\[\d+\]/g, '').split('.');
  const named = parts.slice(-2).join('.');
  return parts.length > 2 && tests.includes(named);
}

/** The spec strings no test asserts (the failing test below prints them). */
function unassertedSpecMessages(): Entry[] {
  const tests = corpus();
  return specEntries().filter((e) => !isAsserted(e, tests));
}

describe('spec messages of provider-admin-side.md', () => {
  it('finds the strings of the message objects', () => {
    expect(specEntries().length).toBeGreaterThan(120);
  });

  it('each one shown by the product is asserted by a behavioural test', () => {
    const missing = unassertedSpecMessages()
      .filter((e) => !(e.key in NOT_SHOWN) && !(e.key in BY_PATTERN))
      .map((e) => `${e.key}: ${e.text}`);
    expect(missing).toEqual([]);
  });

  it('each one listed as not shown or matched by pattern is really a string of those objects', () => {
    const keys = new Set(specEntries().map((e) => e.key));
    const listed = [...Object.keys(NOT_SHOWN), ...Object.keys(BY_PATTERN)];
    expect(listed.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('each pattern is in its test file', () => {
    for (const [file, pattern] of Object.values(BY_PATTERN)) {
      expect(readFileSync(path.join(ROOT, file), 'utf8')).toContain(pattern);
    }
  });
});
