import { Readable } from 'node:stream';
import { NPPES_TAXONOMY_CATEGORIES } from '../../common/catalog/registry-categories';
import {
  NPPES_COLUMNS,
  NPPES_TAXONOMY_SLOTS,
  primarySwitchColumn,
  taxonomyColumn,
} from './read-nppes';

const CODES = Object.keys(NPPES_TAXONOMY_CATEGORIES);
const STATES = ['TX', 'CA', 'NY', 'FL', 'IL'];
const ZIPS = ['78701', '94112', '10001', '33101', '60601'];

/*
 * NPPES-layout rows made on the fly, for the memory test and the bench: `rows` data rows after the
 * header, NPIs counting up from `firstNpi`, every field quoted as the registry writes them.
 */
export function generateNppes(
  rows: number,
  { firstNpi = 1_000_000_000, updated = '10/01/2026' } = {},
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
        for (let i = 1; i <= NPPES_TAXONOMY_SLOTS; i++) {
          fields.push(i === 1 ? (CODES[n % CODES.length] as string) : '', i === 1 ? 'Y' : '');
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
