import { PICKER_LIMIT, type PickerItem } from '../../../common/contracts/providers';
import type { Db } from '../../db/client';
import { DEFAULT_TUNING, findProviders, type Tuning } from './find-providers';
import { normalizeQuery } from './search-text';

/**
 * The review form's business picker (public-side.md §7): visible providers by name, narrowed by
 * the same partial match as search when the user types. At most PICKER_LIMIT.
 */
export async function pickProviders(
  db: Db,
  q: string | undefined,
  tuning: Tuning = DEFAULT_TUNING,
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
