import { describe, expect, it } from 'vitest';
import { MATCH_SCORE_EXPLANATION_MESSAGES } from '../messages/profile-words';
import { matchScoreTone } from './match-score';

describe('match score colours: 80 or more green, 60 or more yellow, otherwise orange', () => {
  it('is green from 80', () => {
    expect(matchScoreTone(80)).toBe('green');
    expect(matchScoreTone(100)).toBe('green');
  });

  it('is yellow from 60 to just under 80', () => {
    expect(matchScoreTone(60)).toBe('yellow');
    expect(matchScoreTone(79)).toBe('yellow');
    expect(matchScoreTone(79.9)).toBe('yellow');
  });

  it('is orange under 60', () => {
    expect(matchScoreTone(59)).toBe('orange');
    expect(matchScoreTone(0)).toBe('orange');
    expect(matchScoreTone(Number.NaN)).toBe('orange');
  });

  it('explains the score as confirmed tags divided by listed tags, times 100%', () => {
    expect(MATCH_SCORE_EXPLANATION_MESSAGES.tooltip).toMatch(
      /confirmed tags divided by listed tags, times 100%/,
    );
  });
});
