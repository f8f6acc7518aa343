import type { PublicPhoto } from '@common/contracts/photos';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WhatToExpectStory } from './what-to-expect-story';

const photo = (n: number, caption: string): PublicPhoto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  altText: `Alt ${n}`,
  caption,
  position: n,
  width: 1600,
  height: 1067,
  large: { url: `/api/photos/p${n}/large`, width: 1600 },
  small: { url: `/api/photos/p${n}/small`, width: 480 },
});

function render(photos: PublicPhoto[] | undefined, variant?: 'page' | 'print') {
  const client = new QueryClient();
  if (photos) client.setQueryData(providerKeys.photos(7), { photos });
  return renderToString(
    <QueryClientProvider client={client}>
      <WhatToExpectStory providerId={7} variant={variant} />
    </QueryClientProvider>,
  );
}

describe('WhatToExpectStory', () => {
  it('renders nothing without approved photos, or while they load', () => {
    expect(render([])).toBe('');
    expect(render(undefined)).toBe('');
  });

  it("shows the first step: 'What to expect', 'Step 1 of 2', a lazy image with srcset, size and alt", () => {
    const html = render([photo(1, 'You come in through this door.'), photo(2, '')]);
    expect(html).toContain('What to expect');
    expect(html).toContain('A visit, step by step, in photos from the business.');
    expect(html).toContain('Step 1 of 2');
    expect(html).toContain('You come in through this door.');
    expect(html).toMatch(
      /<img src="\/api\/photos\/p1\/large" srcSet="\/api\/photos\/p1\/small 480w, \/api\/photos\/p1\/large 1600w" sizes="[^"]+" width="1600" height="1067" alt="Alt 1" loading="lazy"/,
    );
    /* Previous is off at the first step; Next is on; no autoplay. */
    const button = (name: string) =>
      html.match(new RegExp(`<button(?:(?!<button).)*?${name}(?:(?!<button).)*?</button>`))?.[0];
    expect(button('Previous')).toContain('disabled=""');
    expect(button('Next')).toBeDefined();
    expect(button('Next')).not.toContain('disabled=""');
    /* The step list names each step (a step without a sentence by its alt text). */
    expect(html).toContain('aria-current="step"');
    expect(html).toMatch(/Step 2 of 2(<!-- -->)?: <\/span>/);
    expect(html).toContain('Alt 2');
    expect(html).not.toMatch(/autoplay|animate-/);
  });

  it('prints every step at once, images not lazy, for the visit-prep sheet', () => {
    const html = render(
      [photo(1, 'You come in through this door.'), photo(2, 'Then sit here.')],
      'print',
    );
    expect(html).toMatch(
      /Step 1 of 2.*You come in through this door\..*Step 2 of 2.*Then sit here\./,
    );
    expect(html).toContain('alt="Alt 2"');
    expect(html).not.toContain('loading="lazy"');
    expect(html).not.toContain('Next');
  });
});
