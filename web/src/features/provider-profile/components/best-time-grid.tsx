import { VISIT_DAYS, VISIT_TIME_LABELS, VISIT_TIMES } from '@common/catalog/visits';
import type { VisitGrid } from '@common/contracts/profile-stats';
import {
  busynessWords,
  cellWords,
  hasEnoughVisits,
  quietestTimes,
} from '@common/domain/profile-words';
import { BEST_TIME_GRID_MESSAGES, PROFILE_MESSAGES } from '@common/messages/provider';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import clsx from 'clsx';

/* Calm colours only: the calmer, the deeper the green; busy times stay pale, never red. */
function tone(avg: number | null): string {
  if (avg === null) return 'bg-surface text-muted';
  if (avg <= 1.5) return 'bg-green-100 text-green-950';
  if (avg <= 2.5) return 'bg-green-50 text-green-950';
  if (avg <= 3.5) return 'bg-sand-100 text-ink';
  return 'bg-amber-50 text-amber-950';
}

/**
 * The quietest times to visit: a 7 × 4 table (days × times of day) with words in every cell, and
 * a sentence naming the calmest times first, so it reads the same without the table.
 */
export function BestTimeGrid({ grid, compact = false }: { grid: VisitGrid; compact?: boolean }) {
  const enough = hasEnoughVisits(grid);
  const quietest = quietestTimes(grid);
  return (
    /* On the printed sheet (compact) a grid without enough visits says nothing to plan by. */
    <section
      aria-labelledby="profile-best-time"
      className={compact && !enough ? 'best-time print:hidden' : 'best-time'}
    >
      <h2 id="profile-best-time" className="text-2xl font-semibold">
        {PROFILE_MESSAGES.bestTimeHeading}
      </h2>
      {!enough ? (
        <div className="mt-3">
          <p className="font-semibold">{PROFILE_MESSAGES.notEnoughVisits}</p>
          <p className="text-muted">
            {PROFILE_MESSAGES.notEnoughVisitsBody(grid.visitCount, grid.minimumVisits)}
          </p>
        </div>
      ) : (
        <>
          <p className="mt-3" data-testid="quietest-times">
            {BEST_TIME_GRID_MESSAGES.quietestTimes(quietest.map(cellWords).join('; '))}
          </p>
          {compact ? null : (
            <ScrollRegion label={PROFILE_MESSAGES.gridRegion} className="mt-4">
              <table className="w-full min-w-[32rem] border-collapse text-sm">
                <caption className="mb-2 text-left text-muted">
                  {PROFILE_MESSAGES.gridCaption}
                </caption>
                <thead>
                  <tr>
                    <td />
                    {VISIT_TIMES.map((time) => (
                      <th key={time} scope="col" className="px-2 py-1 text-left font-semibold">
                        {VISIT_TIME_LABELS[time]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {VISIT_DAYS.map((day, d) => (
                    <tr key={day}>
                      <th scope="row" className="px-2 py-1 text-left font-semibold">
                        {day}
                      </th>
                      {VISIT_TIMES.map((time) => {
                        const cell = grid.cells.find((c) => c.day === d && c.time === time);
                        const avg = cell && cell.visits > 0 ? cell.averageBusyness : null;
                        return (
                          <td
                            key={time}
                            className={clsx('border border-line px-2 py-2', tone(avg))}
                          >
                            {avg === null ? (
                              PROFILE_MESSAGES.gridNoVisits
                            ) : (
                              <>
                                <span className="font-semibold">{busynessWords(avg)}</span>
                                <span className="block text-xs">
                                  {Math.round(avg * 10) / 10} {BEST_TIME_GRID_MESSAGES.of5}{' '}
                                  {cell?.visits}{' '}
                                  {cell?.visits === 1
                                    ? BEST_TIME_GRID_MESSAGES.visit
                                    : BEST_TIME_GRID_MESSAGES.visits}
                                </span>
                              </>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </>
      )}
    </section>
  );
}
