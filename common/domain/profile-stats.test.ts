import { describe, expect, it } from 'vitest';
import { ProfileStats } from '../contracts/profile-stats';
import {
  applyListing,
  computeProfileStats,
  emptyProfileStats,
  hasEnoughVisits,
  MINIMUM_VISITS,
  type ProfileReviewFacts,
  recentCutoff,
  tallyProfile,
} from './profile-stats';

const NOW = new Date('2026-11-23T12:00:00Z');

function review(overrides: Partial<ProfileReviewFacts> = {}): ProfileReviewFacts {
  return {
    created_at: new Date('2026-10-01T10:00:00Z'),
    ticked: [],
    categoryMatches: { environment: true, tools: true, communication: true },
    visit_day: null,
    visit_time: null,
    busyness: null,
    heads_up: [],
    ...overrides,
  };
}

/* documentVerified true: the admin approved exactly this listing. */
const listed = (declared: string[], documentVerified: boolean | string[] = false) => ({
  declared,
  documentVerified: documentVerified === true ? declared : documentVerified || [],
});

describe('evidence grades', () => {
  it("grades a listed accommodation no family confirmed as 'declared'", () => {
    const stats = computeProfileStats(listed(['Quiet Waiting Area']), [], NOW);
    expect(stats.evidence).toEqual([
      {
        accommodation: 'Quiet Waiting Area',
        grade: 'declared',
        declared: true,
        confirmations: 0,
        recentConfirmations: 0,
        latestConfirmedMonth: null,
        mismatchReports: 0,
        documentVerified: false,
      },
    ]);
    expect(ProfileStats.parse(stats)).toEqual(stats);
  });

  it("grades one recent confirmation as 'confirmed' with the month of the latest", () => {
    const stats = computeProfileStats(
      listed(['Quiet Waiting Area', 'Sensory Toolkits']),
      [
        review({ ticked: ['Quiet Waiting Area'], created_at: new Date('2026-03-04T00:00:00Z') }),
        review({ ticked: ['quiet waiting area '], created_at: new Date('2026-09-30T23:00:00Z') }),
      ],
      NOW,
    );
    expect(stats.evidence[0]).toMatchObject({
      grade: 'confirmed',
      confirmations: 2,
      recentConfirmations: 2,
      latestConfirmedMonth: '2026-09',
    });
    expect(stats.evidence[1]).toMatchObject({
      accommodation: 'Sensory Toolkits',
      grade: 'declared',
    });
  });

  it('counts confirmations older than 24 months half: one old one is not enough, two are', () => {
    const old = new Date('2024-11-22T12:00:00Z');
    const one = computeProfileStats(
      listed(['Sensory Toolkits']),
      [review({ ticked: ['Sensory Toolkits'], created_at: old })],
      NOW,
    );
    expect(one.evidence[0]).toMatchObject({
      grade: 'declared',
      confirmations: 1,
      recentConfirmations: 0,
      latestConfirmedMonth: '2024-11',
    });
    const two = computeProfileStats(
      listed(['Sensory Toolkits']),
      [
        review({ ticked: ['Sensory Toolkits'], created_at: old }),
        review({ ticked: ['Sensory Toolkits'], created_at: new Date('2023-01-01T00:00:00Z') }),
      ],
      NOW,
    );
    expect(two.evidence[0]).toMatchObject({
      grade: 'confirmed',
      confirmations: 2,
      recentConfirmations: 0,
    });
  });

  it('treats exactly 24 months ago as recent and a moment earlier as old', () => {
    expect(recentCutoff(NOW).toISOString()).toBe('2024-11-23T12:00:00.000Z');
    expect(recentCutoff(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    const stats = computeProfileStats(
      listed(['Sensory Toolkits', 'Quiet Waiting Area']),
      [
        review({ ticked: ['Sensory Toolkits'], created_at: new Date('2024-11-23T12:00:00Z') }),
        review({ ticked: ['Quiet Waiting Area'], created_at: new Date('2024-11-23T11:59:59Z') }),
      ],
      NOW,
    );
    expect(stats.evidence.map((e) => [e.grade, e.recentConfirmations])).toEqual([
      ['confirmed', 1],
      ['declared', 0],
    ]);
  });

  it("grades listed accommodations of a document-verified provider 'document_verified'", () => {
    const stats = computeProfileStats(
      listed(['Quiet Waiting Area'], true),
      [review({ ticked: ['Quiet Waiting Area', 'Sensory Toolkits'] })],
      NOW,
    );
    expect(stats.evidence).toEqual([
      expect.objectContaining({
        accommodation: 'Quiet Waiting Area',
        grade: 'document_verified',
        documentVerified: true,
        confirmations: 1,
      }),
      /* Confirmed by a family but not listed: the documents never covered it. */
      expect.objectContaining({
        accommodation: 'Sensory Toolkits',
        grade: 'confirmed',
        declared: false,
        documentVerified: false,
      }),
    ]);
  });

  it("grades an accommodation listed after the approval 'declared', not 'document_verified'", () => {
    const stats = computeProfileStats(
      listed(['Quiet Waiting Area', 'Sensory-Friendly Hours'], ['quiet waiting area ']),
      [],
      NOW,
    );
    expect(stats.evidence.map((e) => [e.accommodation, e.grade, e.documentVerified])).toEqual([
      ['Quiet Waiting Area', 'document_verified', true],
      ['Sensory-Friendly Hours', 'declared', false],
    ]);
  });

  it('lists an unlisted accommodation only once families confirmed it enough', () => {
    const stats = computeProfileStats(
      listed([]),
      [
        review({ ticked: ['Sensory Toolkits'], created_at: new Date('2020-01-01T00:00:00Z') }),
        review({ ticked: ['Not in the catalogue'] }),
      ],
      NOW,
    );
    expect(stats.evidence).toEqual([]);
  });

  it("counts an unticked 'Matched what was listed' against the category's listed items the review did not confirm", () => {
    const stats = computeProfileStats(
      listed(['Quiet Waiting Area', 'Sensory-Friendly Hours', 'Sensory Toolkits']),
      [
        review({
          ticked: ['Quiet Waiting Area'],
          categoryMatches: { environment: false, tools: true, communication: true },
        }),
        review({ ticked: ['Sensory Toolkits'], categoryMatches: { environment: false } }),
      ],
      NOW,
    );
    expect(stats.evidence.map((e) => [e.accommodation, e.mismatchReports])).toEqual([
      ['Quiet Waiting Area', 1],
      ['Sensory-Friendly Hours', 2],
      ['Sensory Toolkits', 0],
    ]);
  });
});

describe('applyListing', () => {
  it('re-grades stored tallies when the listing or the verification changes, without reviews', () => {
    const tallies = tallyProfile(
      [
        review({
          ticked: ['Sensory Toolkits'],
          categoryMatches: { environment: false, tools: true, communication: true },
        }),
      ],
      NOW,
    );
    expect(applyListing(tallies, listed(['Quiet Waiting Area'])).evidence).toEqual([
      expect.objectContaining({ accommodation: 'Quiet Waiting Area', mismatchReports: 1 }),
      expect.objectContaining({ accommodation: 'Sensory Toolkits', declared: false }),
    ]);
    expect(applyListing(tallies, listed(['Sensory Toolkits'], true)).evidence).toEqual([
      expect.objectContaining({ grade: 'document_verified', confirmations: 1, declared: true }),
    ]);
  });
});

describe('heads-up triggers', () => {
  it('counts each family once per trigger, most mentioned first, unknown keys ignored', () => {
    const stats = computeProfileStats(
      listed([]),
      [
        review({ heads_up: ['beeping_machines', 'beeping_machines', 'crowds'] }),
        review({ heads_up: ['beeping_machines', 'hand_dryers'] }),
        review({ heads_up: ['beeping_machines', 'made_up'] }),
        review({ heads_up: [] }),
      ],
      NOW,
    );
    expect(stats.headsUp).toEqual([
      { trigger: 'beeping_machines', count: 3 },
      { trigger: 'hand_dryers', count: 1 },
      { trigger: 'crowds', count: 1 },
    ]);
  });
});

describe('best time to visit', () => {
  it('averages busyness per day and time, Monday morning first, over complete visits only', () => {
    const stats = computeProfileStats(
      listed([]),
      [
        review({ visit_day: 0, visit_time: 'morning', busyness: 1 }),
        review({ visit_day: 0, visit_time: 'morning', busyness: 2 }),
        review({ visit_day: 5, visit_time: 'afternoon', busyness: 5 }),
        review({ visit_day: 5, visit_time: 'afternoon', busyness: null }),
        review({ visit_day: null, visit_time: 'morning', busyness: 3 }),
      ],
      NOW,
    );
    const { cells, visitCount } = stats.visitGrid;
    expect(cells).toHaveLength(28);
    expect(cells[0]).toEqual({ day: 0, time: 'morning', visits: 2, averageBusyness: 1.5 });
    expect(cells[1]).toEqual({ day: 0, time: 'midday', visits: 0, averageBusyness: null });
    expect(cells[5 * 4 + 2]).toEqual({ day: 5, time: 'afternoon', visits: 1, averageBusyness: 5 });
    expect(visitCount).toBe(3);
  });

  it(`says there are not enough visits below ${MINIMUM_VISITS} and enough at it`, () => {
    const visits = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        review({ visit_day: i % 7, visit_time: 'evening', busyness: 3 }),
      );
    const below = computeProfileStats(listed([]), visits(MINIMUM_VISITS - 1), NOW);
    expect(below.visitGrid).toMatchObject({ visitCount: 4, minimumVisits: 5 });
    expect(hasEnoughVisits(below)).toBe(false);
    expect(hasEnoughVisits(computeProfileStats(listed([]), visits(MINIMUM_VISITS), NOW))).toBe(
      true,
    );
  });

  it('has empty stats with every cell at zero', () => {
    const stats = emptyProfileStats();
    expect(stats.evidence).toEqual([]);
    expect(stats.headsUp).toEqual([]);
    expect(stats.visitGrid.cells.every((c) => c.visits === 0)).toBe(true);
    expect(ProfileStats.parse(stats)).toEqual(stats);
  });
});
