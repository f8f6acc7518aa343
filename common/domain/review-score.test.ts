import { describe, expect, it } from 'vitest';
import {
  countSelectedAccommodations,
  derivedOverallRating,
  hasMismatch,
  reviewSensoryMatchScore,
} from './review-score';

describe('sensory match score while reviewing', () => {
  it('is 0 if no accommodation is selected', () => {
    expect(reviewSensoryMatchScore(0)).toBe(0);
  });

  it('gives 20 points per selected accommodation', () => {
    expect(reviewSensoryMatchScore(1)).toBe(20);
    expect(reviewSensoryMatchScore(3)).toBe(60);
    expect(reviewSensoryMatchScore(4)).toBe(80);
  });

  it('is capped at 100', () => {
    expect(reviewSensoryMatchScore(5)).toBe(100);
    expect(reviewSensoryMatchScore(6)).toBe(100);
    expect(reviewSensoryMatchScore(18)).toBe(100);
  });

  it('treats a negative or invalid count as none', () => {
    expect(reviewSensoryMatchScore(-2)).toBe(0);
    expect(reviewSensoryMatchScore(Number.NaN)).toBe(0);
  });

  it('counts selections across all three categories', () => {
    expect(
      countSelectedAccommodations({
        environment: ['Quiet Waiting Area', 'Sensory-Friendly Hours'],
        tools: [],
        communication: ['Ability to Pause or Take Breaks'],
      }),
    ).toBe(3);
  });
});

describe('the former derived rating (decision 039): ceil(score/20), limited to 1-5', () => {
  it('rounds up to the next star', () => {
    expect(derivedOverallRating(20)).toBe(1);
    expect(derivedOverallRating(21)).toBe(2);
    expect(derivedOverallRating(60)).toBe(3);
    expect(derivedOverallRating(80)).toBe(4);
    expect(derivedOverallRating(100)).toBe(5);
  });

  it('never goes below 1 star', () => {
    expect(derivedOverallRating(0)).toBe(1);
    expect(derivedOverallRating(-40)).toBe(1);
    expect(derivedOverallRating(Number.NaN)).toBe(1);
  });

  it('never goes above 5 stars', () => {
    expect(derivedOverallRating(101)).toBe(5);
    expect(derivedOverallRating(400)).toBe(5);
  });
});

describe('hasMismatch', () => {
  it('is false when every category matches', () => {
    expect(hasMismatch({ environment: true, tools: true, communication: true })).toBe(false);
  });

  it('is true if any category is unmatched', () => {
    expect(hasMismatch({ environment: true, tools: false, communication: true })).toBe(true);
  });

  it('is false with no categories', () => {
    expect(hasMismatch({})).toBe(false);
  });
});
