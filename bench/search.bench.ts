/*
 * Search benchmark: `npm run bench` (100,000 providers), `npm run bench -- --providers 1000000`.
 * Options: --mode pglite|postgres (default: PGlite, plus PostgreSQL when TEST_DATABASE_URL is
 * set), --explain (print EXPLAIN ANALYZE of one query per kind), --naive-every N (time the naive
 * query on every Nth search, default 2; 1 for all), --relevance (instead of timing: the labelled
 * relevance set on the demo data, recall of the first page and the share of zero-result queries,
 * with the sentence set and the Spanish set, decision 065),
 * --profile (instead: the provider profile's requests with 2,000 reviews, bench/profile.bench.ts),
 * --http (instead of timing: HTTP load on the built server, bench/http.bench.ts; --duration
 * seconds, default 30, and --connections, default 20), --keep-db NAME (PostgreSQL: load into a
 * database of that name and keep it; a later run with the same name reuses it as loaded),
 * --starvation (instead: other visitors' medians while 4 clients send the worst searches,
 * bench/starvation.bench.ts; --rounds, default 30), --imported N (after the generated providers,
 * import an NPPES-layout file of N places with the registry importer and search both, with names
 * of imported places in the mix: decision 064, bench/imported-set.ts).
 * Results and the reading of them: docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbMode } from '../server/db/client';
import { seedDatabase } from '../server/db/seed/seed';
import { pickProviders } from '../server/features/providers/pick-providers';
import { measureRelevance } from '../server/features/providers/relevance/measure-relevance';
import { measureSentences } from '../server/features/providers/relevance/measure-sentences';
import { SENTENCE_SET } from '../server/features/providers/relevance/sentence-set';
import { SPANISH_SET } from '../server/features/providers/relevance/spanish-set';
import { readLinePlace, searchPlaced } from '../server/features/providers/search-line-place';
import { searchProviders } from '../server/features/providers/search-providers';
import { runHttp } from './http.bench';
import { importedQueries, loadImportedSet } from './imported-set';
import { loadProviders } from './load-providers';
import { benchPlaces } from './places';
import { profileBench } from './profile.bench';
import { type BenchQuery, benchQueries, sentenceTypoQueries, typoQueries } from './queries';
import { createScratchDatabase } from './scratch-database';
import { starvationBench } from './starvation.bench';

const { values: args } = parseArgs({
  options: {
    providers: { type: 'string', default: '100000' },
    mode: { type: 'string', multiple: true },
    explain: { type: 'boolean', default: false },
    'naive-every': { type: 'string', default: '2' },
    relevance: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    /* Only the refined searches (filters, radius; bench/places.ts). */
    places: { type: 'boolean', default: false },
    'keep-db': { type: 'string' },
    http: { type: 'boolean', default: false },
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '20' },
    starvation: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '30' },
    imported: { type: 'string' },
  },
});
const providerCount = Number(args.providers);
const importedCount = args.imported === undefined ? 0 : Number(args.imported);
if (!Number.isInteger(importedCount) || importedCount < 0) {
  throw new Error('--imported must be a whole number');
}
/* How the summary lines name the directory: '100000' or '100000 + 1000000 imported'. */
const directorySize =
  importedCount > 0 ? `${providerCount} + ${importedCount} imported` : String(providerCount);
const naiveEvery = Math.max(1, Number(args['naive-every']));
const modes = (args.mode?.flatMap((m) => m.split(',')) ??
  (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])) as DbMode[];
if (!Number.isInteger(providerCount) || providerCount < 1000) {
  throw new Error('--providers must be a whole number of at least 1000');
}
if (modes.includes('postgres') && !process.env.TEST_DATABASE_URL) {
  throw new Error(
    'PostgreSQL mode needs TEST_DATABASE_URL (a server the bench may create databases on)',
  );
}

const ms = (n: number) => n.toFixed(1);
function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}
const label = (q: BenchQuery) =>
  [
    q.q !== undefined ? JSON.stringify(q.q) : '',
    q.group ? `group=${q.group}` : '',
    q.page ? `page=${q.page}` : '',
  ]
    .filter(Boolean)
    .join(' ');

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
}

/*
 * The original's search as the spec describes it: ILIKE against each of the four columns and
 * ORDER BY name, with no index to help (index scans are switched off for the statement). It is
 * given LIMIT 20 so it returns no more than a page, like ours: the cheapest form of the original,
 * which keeps the ratio conservative.
 */
async function naiveSearch(db: Db, q: string): Promise<number> {
  const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexonlyscan = off`);
    return tx.execute(sql`
      SELECT * FROM providers
      WHERE accommodation_status <> 'pending'
        AND (name ILIKE ${pattern} OR category ILIKE ${pattern} OR location ILIKE ${pattern} OR zip_code ILIKE ${pattern})
      ORDER BY name LIMIT 20`);
  });
  return rows.rows.length;
}

/** The same database, but every raw statement is EXPLAINed first (then run for real). */
function explaining(db: Db, analyze: boolean, onPlan: (plan: string) => void): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      // Without the pool, executePrepared falls back to execute, so every statement is seen.
      if (prop === '$client') return undefined;
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        const options = sql.raw(analyze ? '(ANALYZE, BUFFERS)' : '');
        const plan = await target.execute<Record<string, string>>(sql`EXPLAIN ${options} ${query}`);
        onPlan(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
        return target.execute(query);
      };
    },
  });
}

/* The labelled set (server/features/providers/relevance) on a freshly seeded demo database. */
async function relevanceOf(mode: DbMode): Promise<string> {
  const scratch = await createScratchDatabase(mode);
  try {
    await seedDatabase(scratch.database.db);
    const r = await measureRelevance(scratch.database.db);
    for (const [kind, k] of Object.entries(r.byKind)) {
      console.log(
        `  ${kind.padEnd(16)} ${String(k.n).padStart(4)} queries, recall ${k.recall.toFixed(3)}`,
      );
    }
    console.log(
      `  lowest: ${r.worst
        .slice(0, 5)
        .map((w) => `${JSON.stringify(w.q)} ${w.recall.toFixed(2)}`)
        .join(', ')}`,
    );
    if (r.missedAll.length > 0)
      console.log(`  found nothing though the data has a match: ${r.missedAll.join(', ')}`);
    /* Sentences as parents write them (decision 053), with the expected places from SQL. */
    const db = scratch.database.db;
    /* Through the place the line names, as GET /api/providers/search reads it. */
    const s = await measureSentences(db, async (q) =>
      searchPlaced(db, await readLinePlace(db, { q, page: 1 })),
    );
    for (const [kind, k] of Object.entries(s.byKind)) {
      console.log(
        `  ${kind.padEnd(16)} ${String(k.n).padStart(4)} sentences, recall ${k.recall.toFixed(3)}`,
      );
    }
    const waiting = s.scores.filter((w) => w.waitsFor);
    console.log(
      `  waiting for the server (not counted): ${waiting.map((w) => `${JSON.stringify(w.q)} ${w.recall.toFixed(2)}`).join(', ')}`,
    );
    if (s.missedAll.length > 0)
      console.log(`  sentences that found nothing: ${s.missedAll.join(', ')}`);
    /*
     * The Spanish set (decision 065), the same way; and the time of a Spanish line beside the
     * English sentences', each timed after a warm-up pass, on the same database.
     */
    const placed = async (q: string) => searchPlaced(db, await readLinePlace(db, { q, page: 1 }));
    const es = await measureSentences(db, placed, SPANISH_SET);
    const esZero = es.scores.filter((x) => x.found === 0).length / es.scores.length;
    for (const [kind, k] of Object.entries(es.byKind)) {
      console.log(
        `  spanish ${kind.padEnd(16)} ${String(k.n).padStart(4)} lines, recall ${k.recall.toFixed(3)}`,
      );
    }
    if (es.missedAll.length > 0)
      console.log(`  Spanish lines that found nothing: ${es.missedAll.join(', ')}`);
    const timesOf = async (lines: readonly { q: string }[]) => {
      for (const { q } of lines) await placed(q);
      const ms: number[] = [];
      for (let round = 0; round < 2; round++)
        for (const { q } of lines) ms.push((await timed(() => placed(q)))[0]);
      return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
    };
    const enTime = await timesOf(SENTENCE_SET);
    const esTime = await timesOf(SPANISH_SET);
    return (
      `relevance: recall ${r.recall.toFixed(3)} of the expected providers in the first page, ${(r.zeroShare * 100).toFixed(1)}% of ${r.queries} queries with zero results [${mode}]\n` +
      `sentences: recall ${s.recall.toFixed(3)} over ${s.scores.length - waiting.length} sentences, ${s.missedAll.length} with nothing found though the data has an answer; ${waiting.length} waiting for the server [${mode}]\n` +
      `spanish: recall ${es.recall.toFixed(3)} over ${es.scores.length} lines, ${(esZero * 100).toFixed(1)}% with zero results, ${es.missedAll.length} with nothing found though the data has an answer [${mode}]\n` +
      `line time p50/p95: English sentences ${enTime.p50.toFixed(1)}/${enTime.p95.toFixed(1)} ms, Spanish lines ${esTime.p50.toFixed(1)}/${esTime.p95.toFixed(1)} ms [${mode}]`
    );
  } finally {
    await scratch.drop();
  }
}

async function runMode(mode: DbMode): Promise<string> {
  if (args.relevance) return relevanceOf(mode);
  if (args.profile) return profileBench(mode, providerCount);
  if (args.starvation) return starvationBench(mode, Number(args.rounds));
  if (args.http) {
    return runHttp(mode, {
      durationSeconds: Number(args.duration),
      connections: Number(args.connections),
    });
  }
  console.log(
    `\n=== ${mode}: ${providerCount.toLocaleString('en-US')} providers${importedCount > 0 ? ` + ${importedCount.toLocaleString('en-US')} imported` : ''} ===`,
  );
  const scratch = await createScratchDatabase(mode, args['keep-db']);
  try {
    const db = scratch.database.db;
    if (scratch.reused) {
      console.log(`  reusing ${scratch.label} as loaded (--keep-db)`);
    } else {
      const [loadMs] = await timed(() =>
        loadProviders(db, providerCount, (step) => console.log(`  loading: ${step}`)),
      );
      console.log(`  loaded and indexed in ${(loadMs / 1000).toFixed(1)} s (${scratch.label})`);
    }
    if (importedCount > 0) {
      for (const line of await loadImportedSet(scratch.database, importedCount))
        console.log(`  ${line}`);
    }
    if (args.places) return (await benchPlaces(db, mode, directorySize)).join('\n');

    const searches = [
      ...(await benchQueries(db)),
      ...(importedCount > 0 ? await importedQueries(db) : []),
    ];
    const typos = typoQueries();
    /* A sentence goes the way GET /api/providers/search takes it: the place it names first (053). */
    const searchOn = async (on: Db, q: BenchQuery) =>
      q.kind === 'sentence'
        ? searchPlaced(on, await readLinePlace(on, { q: q.q, page: 1 }))
        : searchProviders(on, { q: q.q, group: q.group, page: q.page });
    const run = (q: BenchQuery) => searchOn(db, q);

    /*
     * Warm-up, to the steady state of a running server: pages in cache, and on PostgreSQL each
     * pooled connection holding its prepared statements on their generic plans (PostgreSQL plans
     * a statement with its values for its first five runs on a connection; rarer statement
     * shapes, such as a lookup for a six-word name, need several passes to get there).
     */
    const firstPass: number[] = [];
    for (let pass = 0; pass < 5; pass++) {
      for (const q of [...searches, ...typos]) {
        const [elapsed] = await timed(() => run(q));
        if (pass === 0 && q.kind !== 'typo') firstPass.push(elapsed);
      }
    }

    const ours: { q: BenchQuery; ms: number }[] = [];
    for (let round = 0; round < 2; round++) {
      for (const q of searches) {
        const [elapsed, result] = await timed(() => run(q));
        if (!result.searched) throw new Error(`not searched: ${label(q)}`);
        ours.push({ q, ms: elapsed });
      }
    }
    const typoRuns: { q: BenchQuery; ms: number; closest: string | null; total: number }[] = [];
    for (let round = 0; round < 2; round++) {
      for (const q of typos) {
        const [elapsed, result] = await timed(() => run(q));
        typoRuns.push({ q, ms: elapsed, closest: result.closestMatch, total: result.total });
      }
    }
    /*
     * A typo beside other words (decision 043): read the same as the corrected line, whether
     * or not anything matches, within the typo fallback's target.
     */
    const sentenceTypos = sentenceTypoQueries();
    const sentenceMs: number[] = [];
    let sameReading = 0;
    for (let round = 0; round < 3; round++) {
      for (const { typo, corrected } of sentenceTypos) {
        const [elapsed, misspelt] = await timed(() => searchProviders(db, { q: typo, page: 1 }));
        if (round === 0) {
          const right = await searchProviders(db, { q: corrected, page: 1 });
          const offered = (r: typeof right) => r.alternatives.map((a) => a.label).join('|');
          if (misspelt.understood === right.understood && offered(misspelt) === offered(right))
            sameReading++;
          else
            console.log(
              `  differs: '${typo}' read as ${misspelt.understood ?? '(plain)'}, '${corrected}' as ${right.understood ?? '(plain)'}`,
            );
        } else sentenceMs.push(elapsed);
      }
    }

    // The review form's picker runs the same engine in name order, once per keystroke pause.
    /* Sentences (decision 053) are typed into the search box, not the picker. */
    const typed = searches.filter((q) => q.kind !== 'sentence');
    const pickerQueries = [undefined, ...typed.filter((q) => q.q && !q.group).map((q) => q.q)];
    const picker: number[] = [];
    for (const q of pickerQueries) await pickProviders(db, q);
    for (const q of pickerQueries) picker.push((await timed(() => pickProviders(db, q)))[0]);

    const naive: number[] = [];
    const naiveSet = typed.filter((q, i) => q.q && i % naiveEvery === 0);
    for (const q of naiveSet) {
      const [elapsed] = await timed(() => naiveSearch(db, q.q ?? ''));
      naive.push(elapsed);
    }

    console.log('  by kind (ours)        queries    p50 ms    p95 ms    max ms');
    const kinds = [...new Set(ours.map((o) => o.q.kind))];
    for (const kind of kinds) {
      const samples = ours.filter((o) => o.q.kind === kind).map((o) => o.ms);
      console.log(
        `  ${kind.padEnd(20)} ${String(samples.length / 2).padStart(8)} ${ms(percentile(samples, 50)).padStart(9)} ${ms(percentile(samples, 95)).padStart(9)} ${ms(Math.max(...samples)).padStart(9)}`,
      );
    }
    const slowest = [...ours].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(`  slowest: ${slowest.map((o) => `${label(o.q)} ${ms(o.ms)} ms`).join('; ')}`);

    const oursMs = ours.map((o) => o.ms);
    const typoMs = typoRuns.map((t) => t.ms);
    const corrected = typoRuns.slice(0, typos.length);
    console.log(
      `  ours:  p50 ${ms(percentile(oursMs, 50))} ms, p95 ${ms(percentile(oursMs, 95))} ms over ${searches.length} searches x 2`,
    );
    /*
     * The mix as it was before search read several words, synonyms, state names and
     * accommodations (decision 021): what the target "the plain search keeps its current numbers"
     * (2.7 / 8.1 / 7.1 ms, measured from outside on that mix) compares with.
     */
    const ISSUE_13_KINDS: readonly BenchQuery['kind'][] = [
      'several words',
      'synonym',
      'state name',
      'accommodation',
      'sentence',
    ];
    const older = ours.filter((o) => !ISSUE_13_KINDS.includes(o.q.kind)).map((o) => o.ms);
    console.log(
      `  the mix before decision 021's classes: p50 ${ms(percentile(older, 50))} ms, p95 ${ms(percentile(older, 95))} ms over ${older.length / 2} searches x 2`,
    );
    console.log(
      `  first pass (cold cache, statements still being planned): p50 ${ms(percentile(firstPass, 50))} ms, p95 ${ms(percentile(firstPass, 95))} ms`,
    );
    console.log(
      `  naive: p50 ${ms(percentile(naive, 50))} ms, p95 ${ms(percentile(naive, 95))} ms over ${naive.length} of them`,
    );
    console.log(
      `  typo fallback: p50 ${ms(percentile(typoMs, 50))} ms, p95 ${ms(percentile(typoMs, 95))} ms over ${typos.length} typos x 2; ` +
        `${corrected.filter((c) => c.total > 0).length} of ${typos.length} found a closest match`,
    );
    console.log(
      `  typo among other words: p50 ${ms(percentile(sentenceMs, 50))} ms, p95 ${ms(percentile(sentenceMs, 95))} ms over ${sentenceTypos.length} lines x 2; ` +
        `${sameReading} of ${sentenceTypos.length} read and offered as their corrected line`,
    );
    console.log(
      `  review picker: p50 ${ms(percentile(picker, 50))} ms, p95 ${ms(percentile(picker, 95))} ms over ${picker.length} queries`,
    );
    console.log(
      `  corrections: ${corrected.map((c) => `${c.q.q}->${c.closest ?? '(none)'}`).join(', ')}`,
    );

    // Plans of every statement the searches ran: none may read the whole providers table.
    // JIT compilation takes 100-400 ms on servers built with LLVM; none may trigger it either,
    // nor start parallel workers (decision 076).
    let statements = 0;
    const scans: string[] = [];
    const jit: string[] = [];
    const parallel: string[] = [];
    for (const q of [...searches, ...typos]) {
      const explainDb = explaining(db, false, (plan) => {
        statements++;
        if (/Seq Scan on providers\b/.test(plan)) scans.push(label(q));
        if (/^\s*JIT:/m.test(plan)) jit.push(label(q));
        if (/\bGather\b/.test(plan)) parallel.push(label(q));
      });
      await searchOn(explainDb, q);
    }
    const list = (items: string[]) => (items.length ? `: ${[...new Set(items)].join(', ')}` : '');
    console.log(
      `  plans: ${statements} statements, ${scans.length} with a sequential scan of providers${list(scans)}, ${jit.length} with JIT${list(jit)}, ${parallel.length} with parallel workers${list(parallel)}`,
    );

    if (args.explain) {
      const shown = new Set<string>();
      for (const q of [...searches, ...typos]) {
        if (shown.has(q.kind)) continue;
        shown.add(q.kind);
        console.log(`\n  --- EXPLAIN ANALYZE: ${q.kind} ${label(q)}`);
        const explainDb = explaining(db, true, (plan) => console.log(plan.replace(/^/gm, '    ')));
        await searchOn(explainDb, q);
      }
    }

    const places = await benchPlaces(db, mode, directorySize);
    for (const line of places) console.log(`  ${line}`);

    const p95 = percentile(oursMs, 95);
    const naiveP95 = percentile(naive, 95);
    /* Decision 053's target: the sentence line's p95 (10 ms PostgreSQL, 20 ms PGlite at 100k). */
    const sentences = ours.filter((o) => o.q.kind === 'sentence').map((o) => o.ms);
    const sentenceLine = `sentence p50 ${ms(percentile(sentences, 50))} ms, p95 ${ms(percentile(sentences, 95))} ms, max ${ms(Math.max(...sentences))} ms over ${sentences.length / 2} sentences x 2 at ${directorySize} providers [${mode}]`;
    return `${places.join('\n')}\n${sentenceLine}\nsearch p95 ${ms(p95)} ms vs naive ${ms(naiveP95)} ms (${(naiveP95 / p95).toFixed(1)}x) at ${directorySize} providers [${mode}]`;
  } finally {
    await scratch.drop();
  }
}

/*
 * Each engine is measured in a process of its own: PGlite holds the whole scratch database in
 * this process's memory, and its garbage would otherwise be collected during the PostgreSQL
 * timings. The summary lines are repeated at the end, one per mode.
 */
if (modes.length === 1) {
  const [mode] = modes as [DbMode];
  const summary = await runMode(mode);
  console.log(`\n${summary}`);
  if (process.env.BENCH_SUMMARY_FILE)
    appendFileSync(process.env.BENCH_SUMMARY_FILE, `${summary}\n`);
} else {
  const summaryFile = path.join(mkdtempSync(path.join(tmpdir(), 'calmpath-bench-')), 'summary');
  writeFileSync(summaryFile, '');
  const argv = process.argv
    .slice(2)
    .filter((a, i, all) => a !== '--mode' && all[i - 1] !== '--mode' && !a.startsWith('--mode='));
  for (const mode of modes) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, process.argv[1] ?? '', ...argv, '--mode', mode],
      { stdio: 'inherit', env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile } },
    );
    if (child.status !== 0) throw new Error(`the ${mode} run failed (exit ${child.status})`);
  }
  console.log(`\n${readFileSync(summaryFile, 'utf8').trim()}`);
  rmSync(path.dirname(summaryFile), { recursive: true, force: true });
}
