import { describe, expect, it } from 'vitest';
import type { AccommodationEvidence, VisitGrid } from '../contracts/profile-stats';
import {
  cellWords,
  evidenceWords,
  hasEnoughVisits,
  headsUpWords,
  monthWords,
  quietestTimes,
  reviewerDisplayName,
} from './profile-words';

const evidence = (over: Partial<AccommodationEvidence>): AccommodationEvidence => ({
  accommodation: 'Quiet Waiting Area',
  grade: 'declared',
  declared: true,
  confirmations: 0,
  recentConfirmations: 0,
  latestConfirmedMonth: null,
  mismatchReports: 0,
  documentVerified: false,
  ...over,
});

describe('reviewer display name', () => {
  it.each([
    ['Casey Member', 'Casey M.'],
    ['jo anne rivers', 'Jo R.'],
    ['sam', 'Sam'],
    ['', 'A CalmPath member'],
    [null, 'A CalmPath member'],
    ['casey@example.com', 'A CalmPath member'],
    ['Casey casey@example.com', 'A CalmPath member'],
  ])('%s → %s (never an e-mail address)', (name, shown) => {
    expect(reviewerDisplayName(name)).toBe(shown);
  });
});

describe('evidence in plain words', () => {
  it("'Declared by the business' when no family confirmed it", () => {
    expect(evidenceWords(evidence({}))).toEqual({ grade: 'Declared by the business', details: [] });
  });
  it("'Confirmed by N families' with the month of the latest confirmation", () => {
    expect(
      evidenceWords(
        evidence({
          grade: 'confirmed',
          confirmations: 3,
          recentConfirmations: 3,
          latestConfirmedMonth: '2026-10',
        }),
      ),
    ).toEqual({ grade: 'Confirmed by 3 families', details: ['Most recently in October 2026.'] });
    expect(
      evidenceWords(evidence({ grade: 'confirmed', confirmations: 1, recentConfirmations: 1 }))
        .grade,
    ).toBe('Confirmed by 1 family');
  });
  it('says when confirmations are older than 24 months and count for less', () => {
    expect(
      evidenceWords(
        evidence({
          grade: 'confirmed',
          confirmations: 2,
          recentConfirmations: 0,
          latestConfirmedMonth: '2023-03',
        }),
      ).details,
    ).toEqual([
      'Most recently in March 2023.',
      'Every confirmation is more than 24 months old, so it counts for less.',
    ]);
    expect(
      evidenceWords(evidence({ grade: 'confirmed', confirmations: 5, recentConfirmations: 3 }))
        .details,
    ).toEqual(['2 of these confirmations are more than 24 months old and count for less.']);
  });
  it("'Document-verified', with families' confirmations and mismatch reports shown honestly", () => {
    expect(
      evidenceWords(
        evidence({
          grade: 'document_verified',
          documentVerified: true,
          confirmations: 2,
          recentConfirmations: 2,
          latestConfirmedMonth: '2026-01',
          mismatchReports: 1,
        }),
      ),
    ).toEqual({
      grade: 'Document-verified',
      details: [
        'Also confirmed by 2 families, most recently in January 2026.',
        '1 family said this did not match what was listed.',
      ],
    });
  });
  it('month words', () => {
    expect(monthWords('2026-12')).toBe('December 2026');
    expect(monthWords('nonsense')).toBe('nonsense');
  });
});

describe('heads-up and best time', () => {
  it("'3 families mentioned beeping machines'", () => {
    expect(headsUpWords('beeping_machines', 3)).toBe('3 families mentioned beeping machines');
    expect(headsUpWords('hand_dryers', 1)).toBe('1 family mentioned hand dryers');
    expect(headsUpWords('other', 2)).toBe('2 families mentioned something else that could be hard');
  });
  it('names the calmest times first and knows the minimum', () => {
    const grid: VisitGrid = {
      visitCount: 6,
      minimumVisits: 5,
      cells: [
        { day: 0, time: 'morning', visits: 2, averageBusyness: 3 },
        { day: 1, time: 'morning', visits: 3, averageBusyness: 1.3 },
        { day: 5, time: 'afternoon', visits: 1, averageBusyness: 5 },
        { day: 2, time: 'evening', visits: 0, averageBusyness: null },
      ],
    };
    expect(quietestTimes(grid).map(cellWords)).toEqual([
      'Tuesday morning: very calm (1.3 of 5, 3 visits)',
      'Monday morning: somewhat busy (3 of 5, 2 visits)',
      'Saturday afternoon: very busy and loud (5 of 5, 1 visit)',
    ]);
    expect(hasEnoughVisits(grid)).toBe(true);
    expect(hasEnoughVisits({ ...grid, visitCount: 4 })).toBe(false);
  });
});

describe('month words through Intl in English', () => {
  it('reads the month in UTC and leaves anything else as it is', () => {
    expect(monthWords('2026-01')).toBe('January 2026');
    expect(monthWords('2026-00')).toBe('2026-00');
    expect(monthWords('2026-13')).toBe('2026-13');
  });
  it('a day with no visits', () => {
    expect(cellWords({ day: 6, time: 'evening', visits: 0, averageBusyness: null })).toBe(
      'Sunday evening: no visits',
    );
  });
});
