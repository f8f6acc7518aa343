import { expect, type Page } from '@playwright/test';
import { normalizeText } from './spanish-catalog';

/*
 * What a Spanish page must not say (decision 062), for the specs that open pages at /es: the texts
 * people read or hear, and which of them are English catalog text. The public pages' spec
 * (spanish-pages.spec.ts) and the signed-in pages' spec both read them from here.
 */

/**
 * The texts people read or hear on the page: visible text nodes, the choices of visible lists,
 * names, placeholders, the title.
 */
export async function heardTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const ownWords = (el: Element) => {
      const lang = el.closest('[lang]')?.getAttribute('lang') ?? '';
      return lang !== '' && !lang.startsWith('es');
    };
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (ownWords(parent) || !shown(parent)) continue;
      texts.push(node.textContent ?? '');
    }
    /* A closed list's choices are not drawn, yet each is read when it opens. */
    for (const select of document.body.querySelectorAll('select')) {
      if (ownWords(select) || !shown(select)) continue;
      for (const option of select.options) texts.push(option.label || option.text);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      if (ownWords(el) || !shown(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        texts.push(el.getAttribute(name) ?? '');
    }
    return texts;
  });
}

/**
 * The English catalog texts on the page, each with its source ('"Save" (common/messages/…)'),
 * leaving out the ones `known` lets through.
 */
export async function englishOnPage(
  page: Page,
  english: ReadonlyMap<string, string>,
  known: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const leaks = new Set<string>();
  for (const text of await heardTexts(page)) {
    const normal = normalizeText(text);
    const source = english.get(normal);
    if (source && !known.has(normal)) leaks.add(`"${normal}" (common/messages/${source})`);
  }
  return [...leaks];
}

/** Opens a page at /es and waits until it is Spanish, has its heading and has settled. */
export async function openSpanish(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}
