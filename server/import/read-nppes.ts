import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { categoryForTaxonomies } from '../../common/catalog/registry-categories';
import { csvRecords } from './csv-records';
import {
  displayCase,
  formatPhone,
  type ReadEvent,
  type RegistryReader,
  type RegistryRecord,
} from './registry-record';

/* Header names as in the NPPES data dissemination file's data dictionary. */
export const NPPES_COLUMNS = {
  npi: 'NPI',
  entityType: 'Entity Type Code',
  organization: 'Provider Organization Name (Legal Business Name)',
  lastName: 'Provider Last Name (Legal Name)',
  firstName: 'Provider First Name',
  street: 'Provider First Line Business Practice Location Address',
  city: 'Provider Business Practice Location Address City Name',
  state: 'Provider Business Practice Location Address State Name',
  zip: 'Provider Business Practice Location Address Postal Code',
  phone: 'Provider Business Practice Location Address Telephone Number',
  lastUpdate: 'Last Update Date',
  deactivated: 'NPI Deactivation Date',
  reactivated: 'NPI Reactivation Date',
} as const;
export const NPPES_TAXONOMY_SLOTS = 15;
export const taxonomyColumn = (i: number) => `Healthcare Provider Taxonomy Code_${i}`;
export const primarySwitchColumn = (i: number) =>
  `Healthcare Provider Primary Taxonomy Switch_${i}`;

export type NppesFilters = { states?: readonly string[]; taxonomies?: readonly string[] };

type Field = keyof typeof NPPES_COLUMNS;
type Columns = Record<Field, number> & {
  taxonomies: { code: number; primary: number }[];
  width: number;
};

/* The registry writes dates as MM/DD/YYYY. */
function isoDate(raw: string): string | null | undefined {
  if (!raw) return null;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  if (!m) return undefined;
  const [, month, day, year] = m;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return undefined;
  return `${year}-${month}-${day}`;
}

function columnsOf(header: string[]): Columns | string {
  const at = new Map(header.map((name, i) => [name.trim(), i]));
  const columns = { taxonomies: [], width: header.length } as unknown as Columns;
  for (const [field, name] of Object.entries(NPPES_COLUMNS) as [Field, string][]) {
    const i = at.get(name);
    if (i === undefined && field !== 'reactivated') return `the header has no "${name}" column`;
    columns[field] = i ?? -1;
  }
  for (let n = 1; n <= NPPES_TAXONOMY_SLOTS; n++) {
    const code = at.get(taxonomyColumn(n));
    if (code !== undefined) {
      columns.taxonomies.push({ code, primary: at.get(primarySwitchColumn(n)) ?? -1 });
    }
  }
  if (columns.taxonomies.length === 0) return `the header has no "${taxonomyColumn(1)}" column`;
  return columns;
}

/** One data row of the NPPES file as a place, or why it is not one (decision 059). */
export function readNppesRow(
  row: string[],
  line: number,
  c: Columns,
  filters: NppesFilters,
): ReadEvent {
  const get = (i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
  const npi = get(c.npi);
  if (!/^[0-9]{10}$/.test(npi)) return { kind: 'bad', line, reason: 'NPI is not 10 digits' };
  const deactivated = isoDate(get(c.deactivated));
  const reactivated = isoDate(get(c.reactivated));
  if (deactivated && !(reactivated && reactivated >= deactivated)) return { kind: 'skipped', line };
  const wanted = filters.taxonomies;
  const taxonomies = c.taxonomies
    .map((t) => ({ code: get(t.code), primary: get(t.primary) === 'Y' }))
    .filter((t) => t.code && (!wanted || wanted.includes(t.code)));
  const category = categoryForTaxonomies(taxonomies);
  if (!category) return { kind: 'skipped', line };
  const state = get(c.state).toUpperCase();
  if (filters.states && !filters.states.includes(state)) return { kind: 'skipped', line };

  const bad = (reason: string): ReadEvent => ({ kind: 'bad', line, reason, externalId: npi });
  const entity = get(c.entityType);
  const name =
    entity === '2'
      ? get(c.organization)
      : entity === '1'
        ? [get(c.firstName), get(c.lastName)].filter(Boolean).join(' ')
        : undefined;
  if (name === undefined) return bad(`Entity Type Code is "${entity}", not 1 or 2`);
  if (!name) return bad('no provider name');
  const street = get(c.street);
  if (!street) return bad('no practice location address');
  const zip = /^([0-9]{5})(?:-?[0-9]{4})?$/.exec(get(c.zip))?.[1];
  if (!zip) return bad('the practice location postal code is not a US ZIP code');
  const sourceDate = isoDate(get(c.lastUpdate));
  if (sourceDate === undefined) return bad('Last Update Date is not MM/DD/YYYY');
  const record: RegistryRecord = {
    externalId: npi,
    name: displayCase(name),
    category,
    street: displayCase(street),
    city: displayCase(get(c.city)),
    state,
    zip,
    phone: formatPhone(get(c.phone)),
    website: null,
    latitude: null,
    longitude: null,
    sourceDate,
  };
  return { kind: 'record', line, record };
}

/**
 * Streams the NPPES monthly file (or a file in its layout): one row in memory at a time. A row
 * that cannot be read as CSV (an unclosed quote) is a bad row too, and reading goes on.
 */
export function readNppes(file: string, filters: NppesFilters = {}): RegistryReader {
  const input = createReadStream(file, { highWaterMark: 1 << 20 });
  return readNppesFrom(input, statSync(file).size, () => input.bytesRead, filters);
}

/** The same from any byte stream (the memory test feeds it generated rows). */
export function readNppesFrom(
  input: Readable,
  total: number,
  bytesRead: () => number,
  filters: NppesFilters = {},
): RegistryReader {
  async function* events(): AsyncGenerator<ReadEvent> {
    let columns: Columns | undefined;
    for await (const item of csvRecords(input)) {
      if ('error' in item) {
        yield { kind: 'bad', line: item.line, reason: item.error };
        continue;
      }
      const { fields, line } = item;
      if (!columns) {
        const found = columnsOf(fields);
        if (typeof found === 'string') throw new Error(`Not an NPPES file: ${found}.`);
        columns = found;
        continue;
      }
      if (fields.length !== columns.width) {
        const reason = `${fields.length} columns where the header has ${columns.width}`;
        yield { kind: 'bad', line, reason };
        continue;
      }
      yield readNppesRow(fields, line, columns, filters);
    }
  }
  return { source: 'nppes', events: events(), progress: () => ({ bytes: bytesRead(), total }) };
}
