import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv-records';

async function read(text: string, chunk = 7) {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += chunk) parts.push(text.slice(i, i + chunk));
  const out = [];
  for await (const record of csvRecords(Readable.from(parts))) out.push(record);
  return out;
}

describe('csvRecords', () => {
  it('reads quoted, unquoted and escaped fields across chunk boundaries, with their line numbers', async () => {
    const records = await read('"a","b",""\r\nx,"say ""hi""",3\n\n"last","row","!"');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', ''] },
      { line: 2, fields: ['x', 'say "hi"', '3'] },
      { line: 4, fields: ['last', 'row', '!'] },
    ]);
  });

  it('keeps a field that spans lines in one record, numbered by the line it starts on', async () => {
    const records = await read('"1","two\nlines","3"\n"4","5","6"\n');
    expect(records).toEqual([
      { line: 1, fields: ['1', 'two\nlines', '3'] },
      { line: 3, fields: ['4', '5', '6'] },
    ]);
  });

  it('reads back any fields written quoted, with quotes and line breaks inside them', async () => {
    // The fast split is taken only when the quotes are exactly two a field; the rest are parsed.
    const field = fc.oneof(
      fc.constantFrom('', '"', '""', '","', 'a"b', ',', '\n', 'x\ny'),
      fc.string({ maxLength: 8 }).filter((f) => !f.includes('\r')),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(field, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 9 }),
        async (rows, chunk) => {
          const text = rows
            .map((r) => r.map((f) => `"${f.replaceAll('"', '""')}"`).join(','))
            .join('\n');
          const records = await read(`${text}\n`, chunk);
          expect(records.map((r) => ('fields' in r ? r.fields : r))).toEqual(rows);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports a stray quote as one bad line and reads the lines after it', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `"${i}","ok"`);
    rows[2] = '"2","broken';
    const records = await read(`${rows.join('\n')}\n`);
    expect(records.filter((r) => 'error' in r)).toEqual([{ line: 3, error: 'an unclosed quote' }]);
    expect(records.filter((r) => 'fields' in r)).toHaveLength(29);
    expect(records.at(-1)).toEqual({ line: 30, fields: ['29', 'ok'] });
  });
});
