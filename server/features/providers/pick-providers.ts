import { PICKER_LIMIT, type PickerItem } from '../../../common/contracts/providers';
import type { Db } from '../../db/client';
import { DEFAULT_TUNING, findProviders, type Tuning } from './find-providers';
import { normalizeQuery } from './search-text';

/*
 * The picker walks the name order at most 20,000 entries before its lookup (the search, 50,000).
 * Its page is a few names by the alphabet, and a term's matches cluster there far more than in
 * the search's rank order: with a public registry imported, 46 of the bench's 219 picker terms
 * that match anything have their 21st match beyond 50,000 entries (all of the listed places'
 * names sort after 95,055 registry names there), so each walk of 50,000 read nothing and the
 * lookup answered after it; only 4 need 20,000–50,000. Measured in docs/performance.md
 * ("2026-11-28, late morning").
 */
export const PICKER_TUNING: Tuning = { ...DEFAULT_TUNING, maxWalk: 20_000 };

/**
 * The review form's business picker (public-side.md §7): visible providers by name, narrowed by
 * the same partial match as search when the user types. At most PICKER_LIMIT.
 */
export async function pickProviders(
  db: Db,
  q: string | undefined,
  tuning: Tuning = PICKER_TUNING,
): Promise<PickerItem[]> {
  const query = normalizeQuery(q);
  const found = await findProviders<PickerItem>(
    db,
    { terms: query ? [query] : [], categories: null },
    {
      offset: 0,
      pageSize: PICKER_LIMIT,
      order: 'name',
      columns: ['id', 'name', 'category', 'location'],
    },
    tuning,
  );
  return found.rows.map((r) => ({ ...r, id: Number(r.id) }));
}
