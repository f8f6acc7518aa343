import { HEADS_UP_LABELS, type HeadsUpTrigger } from '../catalog/visits';
import type { AccommodationEvidence, VisitCell, VisitGrid } from '../contracts/profile-stats';
import { PROFILE_WORDS_MESSAGES } from '../messages/profile-words';
import { PROFILE_MESSAGES } from '../messages/provider';

/**
 * Plain words for what the profile shows (decisions 027, 028): reviewer names, evidence grades, heads-up
 * counts and the quietest times. Pure, so the page, the print sheet and the server-rendered
 * head say the same thing; in the page's language, since the words are message objects.
 */

/* The words themselves: common/messages/profile-words.ts, with a Spanish twin (decision 062). */
const WORDS = PROFILE_WORDS_MESSAGES;

/**
 * 'Casey Morgan' → 'Casey M.'; one word stays as it is. Anything that looks like an e-mail
 * address, or nothing at all, becomes 'A CalmPath member' (`anonymous`, the reader's language's
 * words): a reviewer's address is never shown.
 */
export function reviewerDisplayName(
  name: string | null | undefined,
  anonymous: string = WORDS.anonymousReviewer,
): string {
  const words = (name ?? '')
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0 || words.some((w) => w.includes('@'))) return anonymous;
  const first = words[0] as string;
  const capitalised = first.charAt(0).toLocaleUpperCase('en-US') + first.slice(1);
  if (words.length === 1) return capitalised;
  const last = words[words.length - 1] as string;
  return `${capitalised} ${last.charAt(0).toLocaleUpperCase('en-US')}.`;
}

/** 'YYYY-MM' → 'March 2026' / 'marzo de 2026', through Intl in the page's language (UTC). */
export function monthWords(yearMonth: string): string {
  return WORDS.month(yearMonth);
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
  const latest = e.latestConfirmedMonth ? monthWords(e.latestConfirmedMonth) : '';
  let grade: string;
  if (e.grade === 'document_verified') {
    grade = PROFILE_MESSAGES.documentVerified;
    if (confirmed) details.push(WORDS.alsoConfirmedBy(e.confirmations, latest));
  } else if (e.grade === 'confirmed' && confirmed) {
    grade = WORDS.confirmedBy(e.confirmations);
    if (latest) details.push(WORDS.mostRecentlyIn(latest));
  } else {
    grade = PROFILE_MESSAGES.declared;
  }
  if (confirmed && old > 0) {
    details.push(old === e.confirmations ? WORDS.allOld : WORDS.someOld(old));
  }
  if (e.mismatchReports > 0) details.push(WORDS.mismatches(e.mismatchReports));
  return { grade, details };
}

/** '3 families mentioned beeping machines'. */
export function headsUpWords(trigger: HeadsUpTrigger, count: number): string {
  return trigger === 'other'
    ? WORDS.headsUpOther(count)
    : WORDS.headsUp(count, HEADS_UP_LABELS[trigger]);
}

/** How busy and loud a mean of 1–5 felt, in words. */
export function busynessWords(average: number): string {
  if (average <= 1.5) return WORDS.busyness.veryCalm;
  if (average <= 2.5) return WORDS.busyness.calm;
  if (average <= 3.5) return WORDS.busyness.somewhatBusy;
  if (average <= 4.5) return WORDS.busyness.busy;
  return WORDS.busyness.veryBusy;
}

export const cellName = (cell: Pick<VisitCell, 'day' | 'time'>) =>
  WORDS.cellName(cell.day, cell.time);

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
  if (cell.visits === 0 || cell.averageBusyness === null) return WORDS.noVisits(cellName(cell));
  const avg = Math.round(cell.averageBusyness * 10) / 10;
  return WORDS.cell(cellName(cell), busynessWords(cell.averageBusyness), avg, cell.visits);
}

export const hasEnoughVisits = (grid: VisitGrid) => grid.visitCount >= grid.minimumVisits;
