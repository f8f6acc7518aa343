import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';

export type CsvRecord = { line: number; fields: string[] } | { line: number; error: string };

const QUOTE = 34;
/* A quoted field may span lines; past this many, the opening quote was a stray one. */
const MAX_RECORD_LINES = 20;

/*
 * A character loop, not indexOf: an NPPES row holds 660 quotes, and a call per quote was a quarter
 * of the reading (a profile of 400,000 rows).
 */
function quotes(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === QUOTE) n += 1;
  return n;
}

/*
 * The registry writes every field quoted ("a","b",""): such a record is its fields split on '","',
 * several times faster than a general CSV parser on NPPES' 330 columns (decision 059). It is that
 * when its quotes are exactly two a field: none inside one. Anything else (an escaped quote, an
 * unquoted field) goes through csv-parse.
 */
function fieldsOf(record: string, quoteCount: number): string[] {
  if (record.charCodeAt(0) === QUOTE && record.charCodeAt(record.length - 1) === QUOTE) {
    const fields = record.slice(1, -1).split('","');
    if (quoteCount === 2 * fields.length) return fields;
  }
  const [fields] = parse(record, { relax_column_count: true, bom: false }) as string[][];
  return fields ?? [];
}

/**
 * Streams CSV records with the line each starts on. A record spans lines while its quotes are
 * unbalanced; one that cannot be read is an error record, and reading goes on.
 */
export async function* csvRecords(input: Readable): AsyncGenerator<CsvRecord> {
  input.setEncoding('utf8');
  let line = 0;
  /* The lines of a record whose quotes are not balanced yet, and the line it started on. */
  let pending: { start: number; lines: string[]; quotes: number } | undefined;
  const finish = (start: number, text: string, quoteCount: number): CsvRecord => {
    try {
      return { line: start, fields: fieldsOf(text, quoteCount) };
    } catch (err) {
      return { line: start, error: err instanceof Error ? err.message : String(err) };
    }
  };
  function* physical(text: string, at: number): Generator<CsvRecord> {
    const clean = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (pending) {
      pending.lines.push(clean);
      pending.quotes += quotes(clean);
      if (pending.quotes % 2 === 0) {
        const { start, lines, quotes: count } = pending;
        pending = undefined;
        yield finish(start, lines.join('\n'), count);
      } else if (pending.lines.length > MAX_RECORD_LINES) {
        /* A stray quote, not a field on several lines: that line is bad, the next ones are read
         * again on their own, so one bad row never swallows the file. */
        const { start, lines } = pending;
        pending = undefined;
        yield { line: start, error: 'an unclosed quote' };
        for (let i = 1; i < lines.length; i++) yield* physical(lines[i] as string, start + i);
      }
      return;
    }
    if (clean === '') return;
    const n = quotes(clean);
    if (n % 2 === 1) {
      pending = { start: at, lines: [clean], quotes: n };
      return;
    }
    yield finish(at, clean, n);
  }
  let rest = '';
  let first = true;
  for await (const chunk of input as AsyncIterable<string>) {
    const text = rest + (first && chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk);
    first = false;
    let from = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', from)) {
      line += 1;
      yield* physical(text.slice(from, at), line);
      from = at + 1;
    }
    rest = text.slice(from);
  }
  if (rest) {
    line += 1;
    yield* physical(rest, line);
  }
  if (pending) {
    const { start, lines } = pending;
    pending = undefined;
    yield { line: start, error: 'an unclosed quote' };
    for (let i = 1; i < lines.length; i++) yield* physical(lines[i] as string, start + i);
  }
}
