import { isSuggestionReady, suggestionProblems } from '@common/contracts/suggestions';
import { describe, expect, it } from 'vitest';
import {
  emptySuggestionForm,
  type SuggestionFormValues,
  toggleAccommodation,
  toSuggestBody,
} from './suggestion-form-model';

const form = (patch: Partial<SuggestionFormValues>) => ({ ...emptySuggestionForm(), ...patch });

describe('suggest-business form', () => {
  it('enables Submit once name and category, and the custom category for Other, are filled', () => {
    expect(isSuggestionReady(form({}))).toBe(false);
    expect(isSuggestionReady(form({ name: 'Calm Cuts' }))).toBe(false);
    expect(isSuggestionReady(form({ name: 'Calm Cuts', category: 'Nail Salon' }))).toBe(true);
    const other = form({ name: 'Calm Cuts', category: 'Other (please specify)' });
    expect(isSuggestionReady(other)).toBe(false);
    expect(isSuggestionReady({ ...other, customCategory: 'Sensory Gym' })).toBe(true);
  });

  it("lets a blank-looking name through to the check, which says 'Business Name is required'", () => {
    const values = form({ name: '   ', category: 'Dentist' });
    expect(isSuggestionReady(values)).toBe(true);
    expect(suggestionProblems(values)).toEqual([
      { field: 'name', message: 'Business Name is required' },
    ]);
  });

  it('keeps ticked accommodations in catalogue order', () => {
    let list = toggleAccommodation([], 'Ability to Pause or Take Breaks');
    list = toggleAccommodation(list, 'Quiet Waiting Area');
    list = toggleAccommodation(list, 'Sensory Toolkits');
    expect(list).toEqual([
      'Quiet Waiting Area',
      'Sensory Toolkits',
      'Ability to Pause or Take Breaks',
    ]);
    expect(toggleAccommodation(list, 'Sensory Toolkits')).toEqual([
      'Quiet Waiting Area',
      'Ability to Pause or Take Breaks',
    ]);
  });

  it('sends trimmed values and drops a custom category left over from Other', () => {
    const body = toSuggestBody(
      form({
        name: ' Calm Cuts ',
        category: 'Hair Stylist / Barber',
        customCategory: 'Sensory Gym',
        address: ' 1 Main St ',
        website: ' https://calmcuts.example ',
      }),
    );
    expect(body).toMatchObject({
      name: 'Calm Cuts',
      customCategory: '',
      address: '1 Main St',
      website: 'https://calmcuts.example',
    });
    expect(
      toSuggestBody(
        form({ name: 'X', category: 'Other (please specify)', customCategory: ' Sensory Gym ' }),
      ).customCategory,
    ).toBe('Sensory Gym');
  });
});
