import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../common/i18n/locales';
import { toSpanish } from '../lib/spanish-messages';
import { cookieLocale, preferredLocale } from './page-locale';

/*
 * Error answers in the request's language (decision 067). The request's language is, first, its
 * Accept-Language (the web's api() sends the page's language there, so an /es page's calls ask
 * for Spanish whatever the browser's own setting), then the calmpath_lang cookie (the visitor's
 * choice, for a caller that sends no header), else English. On a Spanish request, every JSON
 * error answer (our { error: { message, details } } and Better Auth's { message }) has its texts
 * written in Spanish by spanish-messages.ts; anything it does not know stays as it was.
 */

export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  return (
    preferredLocale(Array.isArray(header) ? header.join(',') : header) ??
    cookieLocale(request.headers.cookie) ??
    'en'
  );
}

/** The texts of an error answer in Spanish: message, and any text inside details. */
function translateTexts(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return toSpanish(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => translateTexts(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      /* A code or a field's name is the client's to read, never words. */
      key === 'code' || key === 'field' ? item : translateTexts(item, depth + 1),
    ]),
  );
}

function spanishErrorBody(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return body;
  const record = body as Record<string, unknown>;
  if (record.error && typeof record.error === 'object')
    return { ...record, error: translateTexts(record.error) };
  return translateTexts(record);
}

/* zod's own wording in each language, for a check that gave no message of its own. */
const ZOD_WORDS = { en: z.locales.en(), es: z.locales.es() };

type ValidationItem = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: object;
};

/**
 * A validation failure's message in a language: a contract's own message as it is (the answer's
 * translation handles it), zod's default re-worded by zod's locale for that language.
 */
export function validationMessage(
  item: ValidationItem | undefined,
  locale: Locale,
): string | undefined {
  const message = item?.message;
  if (locale === 'en' || !item || !message) return message;
  const issue = {
    ...(item.params ?? {}),
    code: item.keyword,
    message,
    path: (item.instancePath ?? '').split('/').filter(Boolean),
  } as unknown as Parameters<(typeof ZOD_WORDS)['en']['localeError']>[0];
  const wordsOf = (words: (typeof ZOD_WORDS)['en']) => {
    try {
      const out = words.localeError(issue);
      return typeof out === 'string' ? out : out?.message;
    } catch {
      return undefined;
    }
  };
  return wordsOf(ZOD_WORDS.en) === message ? (wordsOf(ZOD_WORDS[locale]) ?? message) : message;
}

function addVary(current: unknown, names: string[]): string {
  const have = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const name of names)
    if (!have.some((h) => h.toLowerCase() === name.toLowerCase())) have.push(name);
  return have.join(', ');
}

export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    reply.header('vary', addVary(reply.getHeader('vary'), ['Accept-Language', 'Cookie']));
    if (requestLocale(request) === 'en') return payload;
    try {
      return JSON.stringify(spanishErrorBody(JSON.parse(payload)));
    } catch {
      return payload;
    }
  });
  /* The patterns are learnt once, off the start-up path: about half a second. */
  app.addHook('onListen', async () => {
    setTimeout(() => toSpanish(''), 1000).unref();
  });
}
