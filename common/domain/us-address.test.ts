import { describe, expect, it } from 'vitest';
import { locationWithZip } from './location-with-zip';
import { splitUsZip } from './us-address';

describe('splitUsZip: the ZIP of a US address goes to the ZIP field, once', () => {
  it.each([
    ['12 Oak St, Austin, TX 78704', '12 Oak St, Austin, TX', '78704'],
    ['12 Oak St, Austin, TX, 78704', '12 Oak St, Austin, TX', '78704'],
    ['Austin, TX 78704-1234', 'Austin, TX', '78704-1234'],
    ['Austin, tx 78704, USA', 'Austin, tx', '78704'],
    ['500 Main St, Portland, Maine 04101', '500 Main St, Portland, Maine', '04101'],
    ['1 Capitol Ave, Washington DC 20001', '1 Capitol Ave, Washington DC', '20001'],
  ])('%s → %s + %s', (address, location, zip) => {
    expect(splitUsZip(address)).toEqual({ location, zip });
  });

  it.each([
    '12 Oak St, Austin, TX',
    'Hauptstrasse 5, Berlin 10115',
    'Unit 12345',
    '78704',
    'Austin, TX 7870',
    'Austin, TX 787041',
    '',
  ])('leaves %j whole, with no ZIP', (address) => {
    expect(splitUsZip(address)).toEqual({ location: address, zip: '' });
  });
});

describe('locationWithZip: a page shows the ZIP once', () => {
  it('appends the ZIP to a place without it', () => {
    expect(locationWithZip('Austin, TX', '78704')).toBe('Austin, TX 78704');
  });
  it('does not repeat a ZIP the location already ends with (older rows)', () => {
    expect(locationWithZip('Austin, TX 78704', '78704')).toBe('Austin, TX 78704');
    expect(locationWithZip('Austin, TX 78704-1234', '78704')).toBe('Austin, TX 78704-1234');
    expect(locationWithZip('Austin, TX, 78704', '78704-1234')).toBe('Austin, TX, 78704');
  });
  it('keeps a different ZIP and shows the location alone without one', () => {
    expect(locationWithZip('Suite 178704, Austin, TX', '78704')).toBe(
      'Suite 178704, Austin, TX 78704',
    );
    expect(locationWithZip('Austin, TX 78701', '78704')).toBe('Austin, TX 78701 78704');
    expect(locationWithZip('Austin, TX', '')).toBe('Austin, TX');
    expect(locationWithZip('Austin, TX', null)).toBe('Austin, TX');
  });
});
