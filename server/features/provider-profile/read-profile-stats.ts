import { z } from 'zod';
import { HEADS_UP_TRIGGERS, VISIT_TIMES } from '../../../common/catalog/visits';
import {
  AccommodationEvidence,
  HeadsUpCount,
  VisitCell,
  type VisitGrid,
} from '../../../common/contracts/profile-stats';
import { applyListing } from '../../../common/domain/profile-stats';

/** Used only while no stored grid says otherwise (the profile-stats computation writes its own minimum). */
export const DEFAULT_MINIMUM_VISITS = 5;

export type StoredProfileStats = {
  evidence: unknown;
  heads_up: unknown;
  visit_grid: unknown;
  visit_count: number;
};

export function emptyVisitGrid(minimumVisits = DEFAULT_MINIMUM_VISITS): VisitGrid {
  return {
    visitCount: 0,
    minimumVisits,
    cells: Array.from({ length: 7 }, (_, day) =>
      VISIT_TIMES.map((time) => ({ day, time, visits: 0, averageBusyness: null })),
    ).flat(),
  };
}

const EvidenceList = z.array(AccommodationEvidence);
const HeadsUpList = z.array(HeadsUpCount);
const HeadsUpMap = z.record(z.string(), z.number().int());
const GridObject = z.object({
  visitCount: z.number().int().nonnegative().optional(),
  minimumVisits: z.number().int().positive().optional(),
  cells: z.array(VisitCell),
});
const CellList = z.array(VisitCell);

/**
 * The profile's derived facts, read as provider_profile_stats stores them (written by
 * recomputeProviderStats; never recomputed here). A missing row, or a value in a shape this code
 * does not know, reads as "nothing yet": every listed accommodation is then 'Declared by the
 * business' and the grid says 'Not enough visits yet'.
 */
export function readProfileStats(
  listed: readonly string[],
  stored: StoredProfileStats | null,
  documentVerified: readonly string[] = [],
) {
  const evidenceParsed = EvidenceList.safeParse(stored?.evidence);
  /* The stored tallies, graded against the listing as it is now (decision 028). */
  const evidence = evidenceParsed.success ? evidenceParsed.data : [];

  let headsUp: HeadsUpCount[] = [];
  const list = HeadsUpList.safeParse(stored?.heads_up);
  if (list.success) headsUp = list.data;
  else {
    const map = HeadsUpMap.safeParse(stored?.heads_up);
    if (map.success) {
      headsUp = HEADS_UP_TRIGGERS.flatMap((trigger) => {
        const count = map.data[trigger] ?? 0;
        return count > 0 ? [{ trigger, count }] : [];
      });
    }
  }
  headsUp = headsUp.filter((h) => h.count > 0).sort((a, b) => b.count - a.count);

  let visitGrid = emptyVisitGrid();
  const asObject = GridObject.safeParse(stored?.visit_grid);
  const asCells = asObject.success ? null : CellList.safeParse(stored?.visit_grid);
  const cells = asObject.success ? asObject.data.cells : asCells?.success ? asCells.data : null;
  if (cells && cells.length > 0) {
    const minimumVisits =
      (asObject.success ? asObject.data.minimumVisits : undefined) ?? DEFAULT_MINIMUM_VISITS;
    const filled = emptyVisitGrid(minimumVisits);
    for (const c of cells) {
      const slot = filled.cells.find((x) => x.day === c.day && x.time === c.time);
      if (slot) Object.assign(slot, c);
    }
    filled.visitCount =
      stored?.visit_count ||
      (asObject.success ? asObject.data.visitCount : undefined) ||
      cells.reduce((sum, c) => sum + c.visits, 0);
    visitGrid = filled;
  } else if (asObject.success && asObject.data.minimumVisits) {
    visitGrid = emptyVisitGrid(asObject.data.minimumVisits);
  }
  return applyListing({ evidence, headsUp, visitGrid }, { declared: listed, documentVerified });
}
