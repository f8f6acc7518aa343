import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations } from './support/page';

/*
 * Every admin queue can be searched, narrowed by state and sorted, with that state in the URL;
 * paging moves focus and the view to the list's heading (decision 046). The
 * queue's rows come from the demo data and whatever other specs add, so the test asks the API
 * which rows to expect and checks that the page shows the same.
 */

const ADMIN_STATE = path.resolve('.tmp/e2e-admin-queues-state.json');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  mkdirSync(path.dirname(ADMIN_STATE), { recursive: true });
  const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await page.goto('/');
  await signInWithDialog(page, 'admin@calmpath.local', DEMO_PASSWORD);
  await page.context().storageState({ path: ADMIN_STATE });
  await page.close();
});

test.use({ storageState: ADMIN_STATE });

type QueueItem = { name: string; location: string };

async function queueApi(page: Page, query: string) {
  const response = await page.request.get(`/api/admin/verification/queue?${query}`);
  expect(response.status(), query).toBe(200);
  return (await response.json()) as { items: QueueItem[]; total: number; pageSize: number };
}

const cards = (page: Page) => page.getByRole('article');
const search = (page: Page) =>
  page.getByRole('search', { name: 'Verification queue' }).getByLabel('Search');

test.describe('Verification queue', () => {
  test('searches by name and city, filters by state, sorts newest first; the URL keeps it', async ({
    page,
  }) => {
    /* A queued provider whose location ends in a state, e.g. "Portland, OR". */
    const all = await queueApi(page, 'sort=name');
    const target = all.items.find((item) => /^[^,]+,\s*[A-Z]{2}\b/.test(item.location));
    expect(target, 'a queued provider with "City, ST"').toBeTruthy();
    if (!target) return;
    const city = target.location.split(',')[0]?.trim() ?? '';
    const state = /,\s*([A-Z]{2})\b/.exec(target.location)?.[1] ?? '';

    await page.goto('/admin?tab=verification');
    await expect(page.getByRole('heading', { name: 'Provider Verification' })).toBeVisible();

    /* By name. */
    await search(page).fill(target.name);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(target.name);
    await expect(cards(page).first()).toHaveAccessibleName(target.name);
    const byName = await queueApi(page, `q=${encodeURIComponent(target.name)}`);
    await expect(cards(page)).toHaveCount(Math.min(byName.items.length, byName.pageSize));

    /* By city, narrowed by state, newest first: the page shows what the API says, in its order. */
    await search(page).fill(city);
    await page.getByLabel('State').selectOption(state);
    await page.getByLabel('Sort').selectOption('newest');
    await expect(page).toHaveURL(/[?&]state=/);
    await expect(page).toHaveURL(/[?&]sort=newest/);
    const expected = await queueApi(
      page,
      `q=${encodeURIComponent(city)}&state=${state}&sort=newest`,
    );
    expect(expected.items.map((i) => i.name)).toContain(target.name);
    await expect(cards(page)).toHaveCount(expected.items.length);
    for (const [i, item] of expected.items.entries()) {
      await expect(cards(page).nth(i)).toHaveAccessibleName(item.name);
    }
    await expect(page.getByText(/providers? found, newest first/)).toBeVisible();
    const url = new URL(page.url());
    expect(url.searchParams.get('tab')).toBe('verification');
    expect(url.searchParams.get('q')).toBe(city);
    expect(url.searchParams.get('state')).toBe(state);
    await expectNoAxeViolations(page);

    /* A reload shows the same list and the same controls. */
    await page.reload();
    await expect(search(page)).toHaveValue(city);
    await expect(page.getByLabel('State')).toHaveValue(state);
    await expect(page.getByLabel('Sort')).toHaveValue('newest');
    await expect(cards(page).first()).toHaveAccessibleName(expected.items[0]?.name ?? '');
    await expect(cards(page)).toHaveCount(expected.items.length);

    /* A search that matches nothing says so. */
    await search(page).fill('zz-no-such-provider-zz');
    await expect(page.getByText('Nothing in this queue matches the search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page).not.toHaveURL(/[?&]state=/);
  });

  test('two changes in the same moment both stay: State and Sort in one task', async ({ page }) => {
    /*
     * A quick hand (or a screen reader's form mode) can change State and Sort before React has
     * rendered the first change. Both changes must reach the URL: each builds on the address as
     * it is, not on the last rendered one (use-queue-filters.ts).
     */
    const all = await queueApi(page, 'sort=name');
    const state = all.items
      .map((item) => /,\s*([A-Z]{2})\b/.exec(item.location)?.[1])
      .find((code): code is string => Boolean(code));
    expect(state, 'a queued provider with a state').toBeTruthy();
    if (!state) return;

    await page.goto('/admin?tab=verification');
    await expect(page.getByLabel('State')).toBeVisible();
    await page.evaluate(
      ([stateCode]) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
        const choose = (label: string, value: string) => {
          const select = [...document.querySelectorAll('select')].find(
            (element) => element.labels?.[0]?.textContent?.trim() === label,
          );
          if (!select || !setValue) throw new Error(`no ${label} select`);
          setValue.call(select, value);
          select.dispatchEvent(new Event('change', { bubbles: true }));
        };
        /* Both in one task: no render can come between them. */
        choose('State', stateCode ?? '');
        choose('Sort', 'newest');
      },
      [state],
    );
    await expect(page).toHaveURL(new RegExp(`[?&]state=${state}(&|$)`));
    await expect(page).toHaveURL(/[?&]sort=newest/);
    await expect(page.getByLabel('State')).toHaveValue(state);
    await expect(page.getByLabel('Sort')).toHaveValue('newest');
  });

  test('Next page moves focus and the view to the list heading', async ({ page }) => {
    const first = await queueApi(page, 'page=1');
    expect(first.total, 'more than one page queued').toBeGreaterThan(first.pageSize);
    const second = await queueApi(page, 'page=2');

    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/admin?tab=verification');
    const heading = page.getByRole('heading', { name: 'Provider Verification', level: 2 });
    await expect(heading).toBeVisible();
    const next = page
      .getByRole('navigation', { name: 'Verification queue pages' })
      .getByRole('button', { name: 'Next page' });
    await next.scrollIntoViewIfNeeded();
    await expect(heading).not.toBeInViewport();
    await next.focus();
    await page.keyboard.press('Enter');

    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards(page).first()).toHaveAccessibleName(second.items[0]?.name ?? '');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    /* The page survives a reload, and Previous page comes back to the top as well. */
    await page.reload();
    await expect(cards(page).first()).toHaveAccessibleName(second.items[0]?.name ?? '');
    const previous = page
      .getByRole('navigation', { name: 'Verification queue pages' })
      .getByRole('button', { name: 'Previous page' });
    await previous.scrollIntoViewIfNeeded();
    await previous.click();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(cards(page).first()).toHaveAccessibleName(first.items[0]?.name ?? '');
  });
});

/*
 * One search on each other queue: the first row the API lists is searched for by name; the tab
 * shows it, says how many were found where it counts them, and keeps the search in the URL.
 */
const OTHER_QUEUES = [
  {
    tab: 'moderation',
    label: 'Review queue',
    api: '/api/admin/reviews/pending',
    pick: (body: { reviews: { providerName: string }[] }) => body.reviews[0]?.providerName,
    count: (body: { pendingCount: number }) => `${body.pendingCount.toLocaleString('en-US')} found`,
  },
  {
    tab: 'practitioners',
    label: 'Practitioner list',
    api: '/api/admin/practitioners',
    pick: (body: { practitioners: { practitionerName: string }[] }) =>
      body.practitioners[0]?.practitionerName,
  },
  {
    tab: 'photos',
    label: 'Photo queue',
    api: '/api/admin/photos/pending',
    pick: (body: { photos: { providerName: string }[] }) => body.photos[0]?.providerName,
  },
  {
    tab: 'duplicates',
    label: 'Duplicate e-mails',
    api: '/api/admin/duplicate-emails',
    pick: (body: { groups: { email: string }[] }) => body.groups[0]?.email,
  },
] as const;

for (const queue of OTHER_QUEUES) {
  test(`the ${queue.tab} tab searches by name and keeps it in the URL`, async ({ page }) => {
    const plain = await page.request.get(queue.api);
    expect(plain.status()).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: each queue's own response shape
    const name = queue.pick((await plain.json()) as any) ?? 'zz-no-such-row-zz';

    await page.goto(`/admin?tab=${queue.tab}`);
    const toolbar = page.getByRole('search', { name: queue.label });
    await toolbar.getByLabel('Search').fill(name);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name);

    const narrowed = await page.request.get(`${queue.api}?q=${encodeURIComponent(name)}`);
    expect(narrowed.status()).toBe(200);
    const body = await narrowed.json();
    if (name === 'zz-no-such-row-zz') {
      await expect(page.getByText('Nothing in this queue matches the search.')).toBeVisible();
    } else {
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      if ('count' in queue) await expect(page.getByText(queue.count(body))).toBeVisible();
    }
    await page.reload();
    await expect(toolbar.getByLabel('Search')).toHaveValue(name);
  });
}
