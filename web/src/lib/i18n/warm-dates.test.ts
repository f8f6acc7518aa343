import { afterEach, describe, expect, it } from 'vitest';
import { warmDateFormats } from './warm-dates';

/* Records the language of each date format made, and makes it. */
const Real = Intl.DateTimeFormat;
function watchDateFormats() {
  const tags: unknown[] = [];
  class Watched extends Real {
    constructor(tag?: string | string[], options?: Intl.DateTimeFormatOptions) {
      super(tag, options);
      tags.push(tag);
    }
  }
  Intl.DateTimeFormat = Watched as typeof Intl.DateTimeFormat;
  return tags;
}

describe('warmDateFormats', () => {
  afterEach(() => {
    Intl.DateTimeFormat = Real;
  });

  it('makes one date format in the page language on pages whose first view shows dates', () => {
    const made = watchDateFormats();
    for (const path of [
      '/admin',
      '/es/admin',
      '/provider/dashboard',
      '/provider-dashboard',
      '/providers/42',
      '/es/providers/42/',
    ])
      warmDateFormats(path);
    expect(made).toEqual(['en-US', 'es-US', 'en-US', 'en-US', 'en-US', 'es-US']);
  });

  it('makes none elsewhere', () => {
    const made = watchDateFormats();
    for (const path of ['/', '/es', '/review', '/providers/42/prepare', '/admin/x', '/favorites'])
      warmDateFormats(path);
    expect(made).toEqual([]);
  });
});
