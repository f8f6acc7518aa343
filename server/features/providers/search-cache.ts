import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SearchQuery } from '../../../common/contracts/providers';
import { acceptedEncoding } from '../../lib/accepted-encoding';

/**
 * Anonymous search answers, kept a few seconds (decision 033).
 *
 * A search's answer depends on its query and on the directory's data. The cache keeps the
 * serialized answer of an anonymous search for `ttlMs` under its parsed query, so popular searches
 * (a city, a group button, the home page's quick categories) are computed once per interval
 * instead of once per visitor. Two rules keep answers honest:
 *
 * - Every change made through this server empties the cache before its answer leaves (app.ts,
 *   `changed()` from an onSend hook), so whoever changed something, and everyone after, sees
 *   the change at once. On PostgreSQL `changed()` also tells every other process on the database,
 *   which empties its own cache when told (search-cache-sync.ts, decision 055); while a process
 *   cannot hear the others (its listening connection is down) it keeps and serves nothing
 *   (`hold()`). Changes from elsewhere (the admin command, SQL by hand) show within `ttlMs`.
 * - A search that was running when the cache was emptied is not stored (`generation()`): it may
 *   have read the data from before the change.
 *
 * Signed-in members' searches carry private parts ('Meets n of your m needs', best match) and never
 * touch the cache. Its size is bounded by entries and by characters, least recently used first out.
 *
 * An answer is kept as JSON and, once a visitor's browser asks for it, brotli- or gzip-compressed,
 * so a cached answer costs no compression either (`sendAnswer`).
 */

/** One kept answer: its JSON, and its compressed forms once asked for. */
export type CachedAnswer = { json: string; br?: Buffer; gzip?: Buffer };
export type SearchCache = {
  /** Whether the cache is on (`SEARCH_CACHE_SECONDS` > 0). */
  readonly enabled: boolean;
  get(key: string): CachedAnswer | undefined;
  /** Stores `answer` unless the cache was emptied since `generation` was read. */
  set(key: string, answer: CachedAnswer, generation: number): void;
  /** A token for set(): read it before the search starts. */
  generation(): number;
  /** Empties this process's cache only (a change another process told us about). */
  invalidate(): void;
  /**
   * A change was made here: empties the cache, and resolves once every other process has been
   * told (`announceTo`; at once when there is nobody to tell).
   */
  changed(): Promise<void>;
  /** Who to tell about a change made here (search-cache-sync.ts), once it listens. */
  announceTo(announce: () => Promise<void>): void;
  /**
   * While on, the cache is empty and keeps nothing: another process's change could go unheard.
   * Turning it off empties it again.
   */
  hold(on: boolean): void;
  readonly size: number;
  /** Lookups of a kept answer since start, found and not found (`/metrics`, decision 058). */
  readonly hits: number;
  readonly misses: number;
};

export type SearchCacheOptions = {
  ttlMs: number;
  /** Most answers kept at once. */
  maxEntries?: number;
  /** Most characters kept at once, over all answers (a search page is 1-16 K characters). */
  maxChars?: number;
};

/**
 * The key an anonymous search's answer is kept under: its parsed query, with the language of its
 * words always named (decision 073), so a Spanish page never gets an English understood line from
 * the cache, nor the reverse, and a request without `lang` shares English's answer.
 */
export function searchCacheKey(query: SearchQuery): string {
  return JSON.stringify({ ...query, lang: query.lang ?? 'en' });
}

export function createSearchCache(opts: SearchCacheOptions): SearchCache {
  const enabled = opts.ttlMs > 0;
  const maxChars = opts.maxChars ?? 16 * 1024 * 1024;
  const lru = new LRUCache<string, CachedAnswer>({
    max: opts.maxEntries ?? 2000,
    maxSize: maxChars,
    /* One answer bigger than the whole budget is simply not kept. */
    maxEntrySize: maxChars,
    /* The compressed forms come later; they are a fifth of the JSON or less (counted as half). */
    sizeCalculation: (answer, key) => Math.ceil(answer.json.length * 1.5) + key.length,
    ttl: enabled ? opts.ttlMs : 1,
    ttlAutopurge: false,
  });
  let generation = 0;
  let held = false;
  let announce: (() => Promise<void>) | undefined;
  let hits = 0;
  let misses = 0;
  const invalidate = () => {
    generation += 1;
    lru.clear();
  };
  return {
    enabled,
    get(key) {
      const answer = enabled && !held ? lru.get(key) : undefined;
      if (answer === undefined) misses += 1;
      else hits += 1;
      return answer;
    },
    set(key, answer, at) {
      if (enabled && !held && at === generation) lru.set(key, answer);
    },
    generation: () => generation,
    invalidate,
    async changed() {
      invalidate();
      await announce?.();
    },
    announceTo(fn) {
      announce = fn;
    },
    hold(on) {
      held = on;
      invalidate();
    },
    get size() {
      return lru.size;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
  };
}

/* As the compression plugin (compress.ts): answers under 1 KB go out as they are. */
const COMPRESS_FROM = 1024;
/* Compressed once per answer and kept, so a little more effort than per-request compression. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

/**
 * Sends a kept answer: compressed when the browser accepts it (compressed once, then kept with the
 * answer), else the JSON as it is, with the header Fastify gives a serialized answer.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = answer.json.length >= COMPRESS_FROM ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(answer.json);
  if (encoding === 'br') answer.br ??= brotliCompressSync(answer.json, BROTLI);
  else answer.gzip ??= gzipSync(answer.json);
  /* A reply with a Content-Encoding is left alone by the compression plugin. */
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .send(answer[encoding]);
}
