import { describe, expect, it } from 'vitest';
import { ALL_ACCOMMODATIONS } from '../catalog/accommodations';
import { formatAccommodationsText, parseAccommodationsText } from './accommodations-text';

describe('providers.accommodations text', () => {
  it('reads an empty or missing column as no items and no custom suggestion', () => {
    expect(parseAccommodationsText('')).toEqual({ items: [], custom: null });
    expect(parseAccommodationsText('   ')).toEqual({ items: [], custom: null });
    expect(parseAccommodationsText(null)).toEqual({ items: [], custom: null });
    expect(parseAccommodationsText(undefined)).toEqual({ items: [], custom: null });
  });

  it('splits selected items joined by a comma', () => {
    expect(parseAccommodationsText('Quiet Waiting Area, Sensory Toolkits')).toEqual({
      items: ['Quiet Waiting Area', 'Sensory Toolkits'],
      custom: null,
    });
  });

  it("keeps 'Staff Use AAC, Sign Language, or Visual Cues' whole although it contains commas", () => {
    const text =
      'Quiet Waiting Area, Staff Use AAC, Sign Language, or Visual Cues, Sensory Toolkits';
    expect(parseAccommodationsText(text).items).toEqual([
      'Quiet Waiting Area',
      'Staff Use AAC, Sign Language, or Visual Cues',
      'Sensory Toolkits',
    ]);
  });

  it('splits items outside the catalogue by comma', () => {
    expect(
      parseAccommodationsText('Quiet Waiting Area, Ramp at entrance,Staff trained').items,
    ).toEqual(['Quiet Waiting Area', 'Ramp at entrance', 'Staff trained']);
  });

  it("reads the suggestion after ' | Custom: '", () => {
    expect(parseAccommodationsText('Sensory Toolkits | Custom: Quiet parking, side door')).toEqual({
      items: ['Sensory Toolkits'],
      custom: 'Quiet parking, side door',
    });
  });

  it('reads a custom suggestion with no selected items', () => {
    expect(parseAccommodationsText('Custom: Quiet parking')).toEqual({
      items: [],
      custom: 'Quiet parking',
    });
    expect(parseAccommodationsText(' | Custom: Quiet parking')).toEqual({
      items: [],
      custom: 'Quiet parking',
    });
  });

  it('treats an empty suggestion after the marker as none', () => {
    expect(parseAccommodationsText('Sensory Toolkits | Custom: ')).toEqual({
      items: ['Sensory Toolkits'],
      custom: null,
    });
  });

  it('matches catalogue names whatever their casing and returns the catalogue spelling', () => {
    expect(
      parseAccommodationsText('quiet waiting area, STAFF USE AAC, sign language, or visual cues')
        .items,
    ).toEqual(['Quiet Waiting Area', 'Staff Use AAC, Sign Language, or Visual Cues']);
  });

  it('drops empty pieces and repeated items', () => {
    expect(parseAccommodationsText('Sensory Toolkits, , Sensory Toolkits,').items).toEqual([
      'Sensory Toolkits',
    ]);
  });

  it('writes items joined by a comma and space', () => {
    expect(formatAccommodationsText(['Quiet Waiting Area', 'Sensory Toolkits'])).toBe(
      'Quiet Waiting Area, Sensory Toolkits',
    );
  });

  it("appends ' | Custom: ' and the suggestion when one is given", () => {
    expect(formatAccommodationsText(['Quiet Waiting Area'], '  Quiet parking ')).toBe(
      'Quiet Waiting Area | Custom: Quiet parking',
    );
  });

  it('omits the custom part when the suggestion is blank or missing', () => {
    expect(formatAccommodationsText(['Quiet Waiting Area'], '   ')).toBe('Quiet Waiting Area');
    expect(formatAccommodationsText(['Quiet Waiting Area'], null)).toBe('Quiet Waiting Area');
    expect(formatAccommodationsText([])).toBe('');
  });

  it('writes only the suggestion when no item is selected', () => {
    expect(formatAccommodationsText([], 'Quiet parking')).toBe('Custom: Quiet parking');
  });

  it('round-trips every catalogue item with a custom suggestion', () => {
    const items = [...ALL_ACCOMMODATIONS];
    const text = formatAccommodationsText(items, 'Quiet parking, side door');
    expect(parseAccommodationsText(text)).toEqual({ items, custom: 'Quiet parking, side door' });
  });
});
