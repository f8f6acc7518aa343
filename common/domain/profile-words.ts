import {
  HEADS_UP_LABELS,
  type HeadsUpTrigger,
  VISIT_DAYS,
  VISIT_TIME_LABELS,
} from '../catalog/visits';
import type { AccommodationEvidence, VisitCell, VisitGrid } from '../contracts/profile-stats';
import { PROFILE_MESSAGES } from '../messages/provider';

/**
 * Plain words for what the profile shows (decisions 027, 028): reviewer names, evidence grades, heads-up
 * counts and the quietest times. Pure, so the page, the print sheet and the server-rendered
 * head say the same thing.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const ANONYMOUS_REVIEWER = 'A CalmPath member';

const families = (n: number) => `${n} ${n === 1 ? 'family' : 'families'}`;

/**
 * 'Casey Morgan' → 'Casey M.'; one word stays as it is. Anything that looks like an e-mail
 * address, or nothing at all, becomes 'A CalmPath member': a reviewer's address is never shown.
 */
export function reviewerDisplayName(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0 || words.some((w) => w.includes('@'))) return ANONYMOUS_REVIEWER;
  const first = words[0] as string;
  const capitalised = first.charAt(0).toLocaleUpperCase('en-US') + first.slice(1);
  if (words.length === 1) return capitalised;
  const last = words[words.length - 1] as string;
  return `${capitalised} ${last.charAt(0).toLocaleUpperCase('en-US')}.`;
}

/** 'YYYY-MM' → 'March 2026' (fixed English names: the server and the browser agree). */
export function monthWords(yearMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  if (!match) return yearMonth;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : yearMonth;
}

export type EvidenceWords = {
  /** 'Declared by the business' | 'Confirmed by 3 families' | 'Document-verified'. */
  grade: string;
  /** Further plain sentences: the month, the age rule, other backing, mismatches. */
  details: string[];
};

export function evidenceWords(e: AccommodationEvidence): EvidenceWords {
  const details: string[] = [];
  const old = e.confirmations - e.recentConfirmations;
  const confirmed = e.confirmations > 0;
  const latest = e.latestConfirmedMonth
    ? `, most recently in ${monthWords(e.latestConfirmedMonth)}`
    : '';
  let grade: string;
  if (e.grade === 'document_verified') {
    grade = PROFILE_MESSAGES.documentVerified;
    if (confirmed) details.push(`Also confirmed by ${families(e.confirmations)}${latest}.`);
  } else if (e.grade === 'confirmed' && confirmed) {
    grade = `Confirmed by ${families(e.confirmations)}`;
    if (e.latestConfirmedMonth)
      details.push(`Most recently in ${monthWords(e.latestConfirmedMonth)}.`);
  } else {
    grade = PROFILE_MESSAGES.declared;
  }
  if (confirmed && old > 0) {
    details.push(
      old === e.confirmations
        ? 'Every confirmation is more than 24 months old, so it counts for less.'
        : `${old} of these confirmations ${old === 1 ? 'is' : 'are'} more than 24 months old and count for less.`,
    );
  }
  if (e.mismatchReports > 0) {
    details.push(`${families(e.mismatchReports)} said this did not match what was listed.`);
  }
  return { grade, details };
}

/** '3 families mentioned beeping machines'. */
export function headsUpWords(trigger: HeadsUpTrigger, count: number): string {
  const what =
    trigger === 'other'
      ? 'something else that could be hard'
      : HEADS_UP_LABELS[trigger].toLowerCase();
  return `${families(count)} mentioned ${what}`;
}

/** How busy and loud a mean of 1–5 felt, in words. */
export function busynessWords(average: number): string {
  if (average <= 1.5) return 'very calm';
  if (average <= 2.5) return 'calm';
  if (average <= 3.5) return 'somewhat busy';
  if (average <= 4.5) return 'busy';
  return 'very busy and loud';
}

export const cellName = (cell: Pick<VisitCell, 'day' | 'time'>) =>
  `${VISIT_DAYS[cell.day]} ${VISIT_TIME_LABELS[cell.time].toLowerCase()}`;

/** The calmest times with visits, calmest first (ties: more visits first), at most `limit`. */
export function quietestTimes(grid: VisitGrid, limit = 3): VisitCell[] {
  return grid.cells
    .filter((c) => c.visits > 0 && c.averageBusyness !== null)
    .sort(
      (a, b) =>
        (a.averageBusyness as number) - (b.averageBusyness as number) ||
        b.visits - a.visits ||
        a.day - b.day,
    )
    .slice(0, limit);
}

/** 'Tuesday morning: very calm (1.3 of 5, 4 visits)'. */
export function cellWords(cell: VisitCell): string {
  if (cell.visits === 0 || cell.averageBusyness === null) return `${cellName(cell)}: no visits`;
  const avg = Math.round(cell.averageBusyness * 10) / 10;
  return `${cellName(cell)}: ${busynessWords(cell.averageBusyness)} (${avg} of 5, ${cell.visits} ${cell.visits === 1 ? 'visit' : 'visits'})`;
}

export const hasEnoughVisits = (grid: VisitGrid) => grid.visitCount >= grid.minimumVisits;
