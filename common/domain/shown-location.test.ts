import { describe, expect, it } from 'vitest';
import { SUGGEST_MESSAGES as ES } from '../messages/es/suggest';
import { DEFAULT_LOCATION, SUGGEST_MESSAGES } from '../messages/suggest';
import { shownLocation } from './shown-location';

describe('shownLocation', () => {
  it('shows the stored default in the words of the page, any other location as it is', () => {
    expect(shownLocation(DEFAULT_LOCATION)).toBe('Location not specified');
    expect(shownLocation('Austin, TX')).toBe('Austin, TX');
    const english = SUGGEST_MESSAGES.defaultLocation;
    try {
      /* What a Spanish page's swap does (web/src/lib/i18n/apply-locale.ts). */
      Object.assign(SUGGEST_MESSAGES, { defaultLocation: ES.defaultLocation });
      expect(shownLocation(DEFAULT_LOCATION)).toBe('Ubicación no indicada');
      expect(DEFAULT_LOCATION).toBe('Location not specified');
    } finally {
      Object.assign(SUGGEST_MESSAGES, { defaultLocation: english });
    }
  });
});
