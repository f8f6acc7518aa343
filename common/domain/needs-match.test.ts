import { describe, expect, it } from 'vitest';
import { ALL_ACCOMMODATIONS } from '../catalog/accommodations';
import { NEEDS_MESSAGES } from '../messages/needs';
import { countBits, matchNeeds, needsMask, normalizeNeeds } from './needs-match';

const QUIET = 'Quiet Waiting Area';
const VISUAL = 'Visual Schedules or Social Stories';
const AAC = 'Staff Use AAC, Sign Language, or Visual Cues';
const DIM = 'Dim or Adjustable Lighting';

describe('needs match (decision 031)', () => {
  it("counts a need as met when the provider declares it: 'Meets 2 of your 3 needs'", () => {
    const match = matchNeeds([QUIET, VISUAL, DIM], { accommodations: [DIM, QUIET, AAC] });
    expect(match).toEqual({ met: 2, total: 3, confirmed: null, metNeeds: [QUIET, DIM] });
    expect(NEEDS_MESSAGES.meets(match?.met ?? 0, match?.total ?? 0)).toBe(
      'Meets 2 of your 3 needs',
    );
    expect(NEEDS_MESSAGES.meets(1, 1)).toBe('Meets 1 of your 1 need');
  });

  it('says how many of the met needs families confirmed, when known', () => {
    const match = matchNeeds([QUIET, VISUAL, DIM], {
      accommodations: [QUIET, DIM, VISUAL],
      confirmations: { [QUIET]: 3, [DIM]: 0, [AAC]: 5 },
    });
    expect(match).toMatchObject({ met: 3, total: 3, confirmed: 1 });
    expect(NEEDS_MESSAGES.confirmedByFamilies(1)).toBe('1 confirmed by families');
    expect(NEEDS_MESSAGES.confirmedByFamilies(0)).toBe('none confirmed by families yet');
  });

  it('a confirmation of something the provider does not declare does not make it met', () => {
    const match = matchNeeds([QUIET], { accommodations: [], confirmations: { [QUIET]: 4 } });
    expect(match).toMatchObject({ met: 0, total: 1, confirmed: 0 });
  });

  it('no needs: nothing to show', () => {
    expect(matchNeeds([], { accommodations: [QUIET] })).toBeNull();
    expect(matchNeeds(['Loud Music'], { accommodations: [QUIET] })).toBeNull();
  });

  it('ignores custom items and duplicates on both sides', () => {
    expect(normalizeNeeds([DIM, 'Custom thing', QUIET, DIM])).toEqual([QUIET, DIM]);
    expect(
      matchNeeds([QUIET, QUIET, 'Custom thing'], { accommodations: ['Custom thing', QUIET] }),
    ).toMatchObject({ met: 1, total: 1 });
  });

  it('the mask has one bit per need, and the bits it shares with a provider count the met needs', () => {
    expect(needsMask([])).toBe(0);
    expect(needsMask([QUIET])).toBe(1);
    const all = needsMask(ALL_ACCOMMODATIONS);
    expect(countBits(all)).toBe(18);
    const provider = needsMask([QUIET, AAC]);
    expect(countBits(needsMask([QUIET, VISUAL, AAC]) & provider)).toBe(2);
  });
});
