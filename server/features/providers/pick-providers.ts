import { PICKER_LIMIT, type PickerItem } from '../../../common/contracts/providers';
import type { Db } from '../../db/client';
import { DEFAULT_TUNING, findProviders, type Scope, type Tuning } from './find-providers';
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
 *
 * The places listed on CalmPath come first, then the places known only from a public registry,
 * each by name (decision 082), as search ranks them after every listed place (decision 064). The
 * registry is read only when the listed places do not fill the list: a term that only listed
 * places hold ('Swim Instructor') no longer has every match looked up and sorted because the
 * registry's names come first in the alphabet (all of the bench's listed names sort after 95,055
 * registry names), and a registry name costs one more short statement.
 */
export async function pickProviders(
  db: Db,
  q: string | undefined,
  tuning: Tuning = PICKER_TUNING,
): Promise<PickerItem[]> {
  const query = normalizeQuery(q);
  const criteria = { terms: query ? [query] : [], categories: null };
  const columns = ['id', 'name', 'category', 'location'];
  const page = (scope: Scope, pageSize: number) =>
    findProviders<PickerItem>(
      db,
      criteria,
      { offset: 0, pageSize, order: 'name', scope, columns },
      tuning,
    );
  const listed = (await page('listed', PICKER_LIMIT)).rows;
  const registry =
    listed.length < PICKER_LIMIT ? (await page('registry', PICKER_LIMIT - listed.length)).rows : [];
  return [...listed, ...registry].map((r) => ({ ...r, id: Number(r.id) }));
}
