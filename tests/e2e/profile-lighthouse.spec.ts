import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { profileDemo } from './support/profile-demo';

/*
 * Lighthouse on a provider profile and its visit-prep sheet (decision 027): SEO, accessibility and
 * best practices must be 100. One run each: these categories do not depend on machine load
 * (performance does, and is measured on the home, search and review pages by lighthouse.spec.ts).
 */
test.describe.configure({ timeout: 240_000 });

const { provider } = profileDemo();

for (const suffix of ['', '/prepare']) {
  test(`lighthouse SEO, accessibility and best practices are 100 on /providers/:id${suffix}`, async ({
    baseURL,
  }) => {
    const url = `${baseURL}/providers/${provider?.p.id}${suffix}`;
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      expect(lhr?.runtimeError).toBeUndefined();
      const failing = (id: string) =>
        (lhr?.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
      expect({ seo: failing('seo') }).toEqual({ seo: [] });
      expect({ a11y: failing('accessibility') }).toEqual({ a11y: [] });
      expect({ bp: failing('best-practices') }).toEqual({ bp: [] });
      expect(Math.round((lhr?.categories.seo?.score ?? 0) * 100)).toBe(100);
    } finally {
      chrome.kill();
    }
  });
}
