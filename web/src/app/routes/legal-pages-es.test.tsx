import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { PrivacyPage } from './privacy';
import { PrivacyPageEs } from './privacy.es';
import { TermsPage } from './terms';
import { TermsPageEs } from './terms.es';
import { TrustAndSafetyPage } from './trust-and-safety';
import { TrustAndSafetyPageEs } from './trust-and-safety.es';

/*
 * The legal documents in Spanish (decisions 051, 062): each is its own file, translated as a
 * whole, so this checks what a translation must keep: the same sections and anchors, lists,
 * headings, bold words and links (plus, on the Terms and the Privacy Policy, the note that the
 * English version governs, with a link to it); and that the route shows the Spanish one on a
 * Spanish page and the English one otherwise.
 */

const html = (page: ReactElement) => renderToString(<MemoryRouter>{page}</MemoryRouter>);

/** Everything but the words: tags in order, with their ids and link targets. */
function skeleton(markup: string) {
  const count = (tag: string) => markup.split(`<${tag}`).length - 1;
  return {
    ids: [...markup.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]),
    hrefs: [...markup.matchAll(/ href="([^"]+)"/g)].map((m) => m[1]),
    counts: Object.fromEntries(
      ['h1', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'table', 'tr', 'th', 'td'].map((t) => [
        t,
        count(t),
      ]),
    ),
  };
}

const documents = [
  { name: 'terms', en: <TermsPage />, es: <TermsPageEs />, governs: '/terms' },
  { name: 'privacy', en: <PrivacyPage />, es: <PrivacyPageEs />, governs: '/privacy' },
  { name: 'trust-and-safety', en: <TrustAndSafetyPage />, es: <TrustAndSafetyPageEs /> },
];

/* Rendered when the file loads, before any test makes the page Spanish. */
const english = new Map(documents.map((d) => [d.name, skeleton(html(d.en))]));

describe('the legal routes on an English page', () => {
  it('show the English document on an English page', () => {
    expect(html(<TermsPage />)).toContain('Terms of Service');
    expect(html(<PrivacyPage />)).toContain('Privacy Policy');
    expect(html(<TrustAndSafetyPage />)).toContain('Trust &amp; Safety');
  });
});

describe('the Spanish legal documents', () => {
  /* A Spanish page: the shared words (the date line, the contents' heading) are Spanish too.
   * applyPageLocale sets <html lang>; the server renderer has no document of its own. */
  beforeAll(async () => {
    Object.assign(globalThis, { document: { documentElement: {} } });
    const { applyPageLocale } = await import('@web/lib/i18n/apply-locale');
    await applyPageLocale('/es/terms');
  });

  for (const doc of documents) {
    it(`${doc.name}: keeps the English document's sections, lists, headings and links`, () => {
      const en = english.get(doc.name) ?? skeleton('');
      const es = skeleton(html(doc.es));
      expect(es.ids).toEqual(en.ids);
      expect(es.counts).toEqual(en.counts);
      /* The one link the English has not, first: the note's link to the English version. */
      expect(es.hrefs).toEqual(doc.governs ? [doc.governs, ...en.hrefs] : en.hrefs);
    });

    it(`${doc.name}: reads in Spanish`, () => {
      const words = html(doc.es).replace(/<[^>]*>/g, ' ');
      expect(words).toMatch(/ de | la | su /);
      expect(words.match(/\b(the|and|your|you|of)\b/g) ?? []).toEqual([]);
    });
  }

  it('says on the Terms and the Privacy Policy that the English version governs', () => {
    for (const doc of documents.filter((d) => d.governs)) {
      const es = html(doc.es);
      expect(es).toContain('prevalece la versión en inglés');
      expect(es).toContain(`href="${doc.governs}" hrefLang="en"`);
    }
  });
});

describe('the legal routes on a Spanish page', () => {
  it('show the Spanish document on a Spanish page (/es/...)', async () => {
    const { pageLocale } = await import('@web/lib/i18n/apply-locale');
    expect(pageLocale()).toBe('es');
    for (const [page, title] of [
      [<TermsPage key="t" />, 'Términos del servicio'],
      [<PrivacyPage key="p" />, 'Política de privacidad'],
      [<TrustAndSafetyPage key="s" />, 'Confianza y seguridad'],
    ] as const) {
      const { prelude } = await prerenderToNodeStream(<MemoryRouter>{page}</MemoryRouter>);
      let markup = '';
      for await (const chunk of prelude) markup += chunk;
      expect(markup).toContain(`>${title}</h1>`);
    }
  });
});
