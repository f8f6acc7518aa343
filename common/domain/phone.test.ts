import { describe, expect, it } from 'vitest';
import {
  isValidApplicationPhone,
  isValidSuggestionPhone,
  isValidWebsite,
  isWebsiteAddress,
  withWebsiteScheme,
} from './phone';

describe.each([
  ['application phone: optional plus then 1-16 digits starting non-zero', isValidApplicationPhone],
  ['suggestion phone: optional plus, a digit 1-9, then up to 15 digits', isValidSuggestionPhone],
] as const)('%s', (_, isValid) => {
  it('accepts a plain number', () => {
    expect(isValid('5551234567')).toBe(true);
  });

  it('accepts spaces, dashes and parentheses', () => {
    expect(isValid('(555) 123-4567')).toBe(true);
    expect(isValid('+1 555-123-4567')).toBe(true);
  });

  it('refuses fewer than 7 digits, which no one can call ("12"), and accepts 7', () => {
    expect(isValid('12')).toBe(false);
    expect(isValid('7')).toBe(false);
    expect(isValid('+1 23456')).toBe(false);
    expect(isValid('555-0142')).toBe(true);
  });

  it('accepts 16 digits and rejects 17', () => {
    expect(isValid('1234567890123456')).toBe(true);
    expect(isValid('+1234567890123456')).toBe(true);
    expect(isValid('12345678901234567')).toBe(false);
  });

  it('rejects a number starting with zero', () => {
    expect(isValid('0555123456')).toBe(false);
    expect(isValid('+0555123456')).toBe(false);
  });

  it('rejects letters, dots and a plus that is not first', () => {
    expect(isValid('555-CALL-NOW')).toBe(false);
    expect(isValid('555.123.4567')).toBe(false);
    expect(isValid('1+5551234')).toBe(false);
  });

  it('rejects blank input and a lone plus', () => {
    expect(isValid('')).toBe(false);
    expect(isValid(' - ')).toBe(false);
    expect(isValid('+')).toBe(false);
  });
});

describe("website: 'Website URL should start with http:// or https://'", () => {
  it('accepts http:// and https:// addresses', () => {
    expect(isValidWebsite('http://example.com')).toBe(true);
    expect(isValidWebsite('https://example.com/path?q=1')).toBe(true);
    expect(isValidWebsite(' HTTPS://Example.com ')).toBe(true);
  });

  it('rejects addresses without the scheme', () => {
    expect(isValidWebsite('www.example.com')).toBe(false);
    expect(isValidWebsite('example.com')).toBe(false);
    expect(isValidWebsite('ftp://example.com')).toBe(false);
  });

  it('rejects script and data URLs', () => {
    expect(isValidWebsite('javascript:alert(1)')).toBe(false);
    expect(isValidWebsite('data:text/html,hi')).toBe(false);
  });

  it('rejects a scheme with nothing after it', () => {
    expect(isValidWebsite('https://')).toBe(false);
    expect(isValidWebsite('http:// example.com')).toBe(false);
  });
});

describe('website typed without a scheme (decision 047)', () => {
  it('gets https:// when it has none, and keeps what it has', () => {
    expect(withWebsiteScheme('calmpath.org')).toBe('https://calmpath.org');
    expect(withWebsiteScheme(' www.calmpath.org/visit?x=1 ')).toBe(
      'https://www.calmpath.org/visit?x=1',
    );
    expect(withWebsiteScheme('calmpath.org:8080/a')).toBe('https://calmpath.org:8080/a');
    expect(withWebsiteScheme('//calmpath.org')).toBe('https://calmpath.org');
    expect(withWebsiteScheme('http://calmpath.org')).toBe('http://calmpath.org');
    expect(withWebsiteScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(withWebsiteScheme('  ')).toBe('');
  });

  it('is an http(s) link to a host with a dot, without spaces', () => {
    expect(isWebsiteAddress('https://calmpath.org')).toBe(true);
    expect(isWebsiteAddress('http://www.calmpath.org/visit')).toBe(true);
    expect(isWebsiteAddress('https://calmpath')).toBe(false);
    expect(isWebsiteAddress('https://calm path.org')).toBe(false);
    expect(isWebsiteAddress('https://.org')).toBe(false);
    expect(isWebsiteAddress('ftp://calmpath.org')).toBe(false);
    expect(isWebsiteAddress('javascript:alert(1)')).toBe(false);
  });
});
