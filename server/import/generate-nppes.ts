import { Readable } from 'node:stream';
import { NPPES_TAXONOMY_CATEGORIES } from '../../common/catalog/registry-categories';
import {
  NPPES_COLUMNS,
  NPPES_TAXONOMY_SLOTS,
  primarySwitchColumn,
  taxonomyColumn,
} from './read-nppes';

const CODES = Object.keys(NPPES_TAXONOMY_CATEGORIES);
/*
 * Taxonomies the category table does not map (internal medicine, nurse practitioners, registered
 * nurses, pharmacies, medical equipment suppliers): most of the national file's rows, which the
 * reader skips.
 */
const OTHER_CODES = ['207R00000X', '363LF0000X', '163W00000X', '3336C0003X', '332B00000X'];
const STATES = ['TX', 'CA', 'NY', 'FL', 'IL'];
const ZIPS = ['78701', '94112', '10001', '33101', '60601'];

/*
 * NPPES-layout rows made on the fly, for the memory test and the bench: `rows` data rows after the
 * header, NPIs counting up from `firstNpi`, every field quoted as the registry writes them.
 * `keptShare` of them carry a taxonomy the category table maps, spread evenly; the others one it
 * does not (the national file holds every kind of provider).
 */
export function generateNppes(
  rows: number,
  { firstNpi = 1_000_000_000, updated = '10/01/2026', keptShare = 1 } = {},
) {
  const header: string[] = [...Object.values(NPPES_COLUMNS)];
  for (let i = 1; i <= NPPES_TAXONOMY_SLOTS; i++)
    header.push(taxonomyColumn(i), primarySwitchColumn(i));
  /* The real file's other columns, empty here, so a row is as wide as the registry's (~300). */
  for (let i = 1; i <= NPPES_TAXONOMY_SLOTS; i++) {
    header.push(`Provider License Number_${i}`, `Provider License Number State Code_${i}`);
    header.push(`Healthcare Provider Taxonomy Group_${i}`);
  }
  for (let i = 1; i <= 50; i++) {
    header.push(`Other Provider Identifier_${i}`, `Other Provider Identifier Type Code_${i}`);
    header.push(`Other Provider Identifier State_${i}`, `Other Provider Identifier Issuer_${i}`);
  }
  const empty = header.length - Object.keys(NPPES_COLUMNS).length - 2 * NPPES_TAXONOMY_SLOTS;
  const emptyTail = ',""'.repeat(empty);
  const quote = (v: string) => `"${v}"`;
  let n = -1;
  let bytes = 0;
  const stream = new Readable({
    read() {
      let chunk = '';
      for (let k = 0; k < 500 && n < rows; k++, n++) {
        if (n < 0) {
          chunk += `${header.map(quote).join(',')}\n`;
          continue;
        }
        const s = n % STATES.length;
        const org = n % 3 === 0;
        const fields = [
          String(firstNpi + n),
          org ? '2' : '1',
          org ? `CALM PLACE ${n} LLC` : '',
          org ? '' : `LAST${n}`,
          org ? '' : `FIRST${n % 997}`,
          `${(n % 9000) + 100} MAIN ST`,
          'SPRINGFIELD',
          STATES[s] as string,
          `${ZIPS[s]}1234`,
          `512555${String(n % 10000).padStart(4, '0')}`,
          updated,
          '',
          '',
        ];
        const kept = Math.floor((n + 1) * keptShare) > Math.floor(n * keptShare);
        const code = kept ? CODES[n % CODES.length] : OTHER_CODES[n % OTHER_CODES.length];
        for (let i = 1; i <= NPPES_TAXONOMY_SLOTS; i++) {
          fields.push(i === 1 ? (code as string) : '', i === 1 ? 'Y' : '');
        }
        chunk += `${fields.map(quote).join(',')}${emptyTail}\n`;
      }
      if (chunk) {
        bytes += chunk.length;
        this.push(chunk);
      }
      if (n >= rows) this.push(null);
    },
  });
  return { stream, bytesRead: () => bytes };
}
