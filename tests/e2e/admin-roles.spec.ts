import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { PromotedResponse, PromotionSummary } from '../../common/contracts/promotion';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations, toast } from './support/page';

/*
 * Decision 041: moderators work the moderation desk, but not
 * promotions or accounts; decisions that cannot be taken back ask once; promotions end at their
 * expiry and Edit opens where it was clicked. One sign-in per role for the whole file: sign-ins
 * are rate-limited per e-mail.
 */

const stateFile = (role: string) => path.resolve(`.tmp/e2e-admin-roles-${role}.json`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  mkdirSync(path.resolve('.tmp'), { recursive: true });
  for (const role of ['moderator', 'admin']) {
    const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await page.goto('/');
    await signInWithDialog(page, `${role}@calmpath.local`, DEMO_PASSWORD);
    await page.context().storageState({ path: stateFile(role) });
    await page.close();
  }
});

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');

test.describe('as the moderator', () => {
  test.use({ storageState: stateFile('moderator') });

  test('the header leads to the moderation desk: reviews, verification, practitioners, photos and reported messages, not promotion or duplicates', async ({
    page,
  }) => {
    /* Opens every tab it may use, each with its queue, and runs axe on it. */
    test.slow();
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Moderation' })
      .click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    await expect(tabs(page)).toHaveText([
      'Review Moderation',
      'Provider Verification',
      'Practitioner Approvals',
      'Photos',
      'Reported Messages',
    ]);
    await expect(page.getByRole('heading', { name: 'Pending reviews' })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabs(page).filter({ hasText: 'Provider Verification' }).click();
    await expect(page.getByText(/providers waiting, oldest first/)).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /Approve & Verify/ }),
    ).toBeVisible();
    await tabs(page).filter({ hasText: 'Photos' }).click();
    await expect(page.getByRole('heading', { name: 'Photo Moderation' })).toBeVisible();

    /* An admin's tab asked for by URL is not there: the desk's first tab opens instead. */
    await page.goto('/admin?tab=promotion');
    await expect(tabs(page).filter({ hasText: 'Review Moderation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Monthly revenue')).toHaveCount(0);
  });

  test('the server answers the same: the desk is open, promotion and duplicates are refused', async ({
    page,
  }) => {
    for (const url of [
      '/api/admin/reviews/pending',
      '/api/admin/verification/queue',
      '/api/admin/practitioners',
      '/api/admin/photos/pending',
    ]) {
      expect((await page.request.get(url)).status(), url).toBe(200);
    }
    for (const url of ['/api/admin/promotion/summary', '/api/admin/duplicate-emails']) {
      const refused = await page.request.get(url);
      expect(refused.status(), url).toBe(403);
      expect((await refused.json()).error.code).toBe('ADMIN_REQUIRED');
    }
  });
});

test.describe('as the admin', () => {
  test.use({ storageState: stateFile('admin') });

  test('Approve & Verify asks once, naming the provider: Cancel and Escape change nothing, confirming approves', async ({
    page,
  }) => {
    await page.goto('/admin?tab=verification');
    /* The page's last provider with an e-mail: other specs decide the first ones. */
    const card = page
      .getByRole('article')
      .filter({ has: page.getByText(/@/) })
      .last();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const opener = card.getByRole('button', { name: /Approve & Verify/ });
    const question = page.getByRole('alertdialog', {
      name: `Approve ${name} and e-mail its signup link?`,
    });

    await opener.click();
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(card).toContainText(name);
    const queue = await page.request.get('/api/admin/verification/queue?page=1');
    expect((await queue.json()).items.map((p: { name: string }) => p.name)).toContain(name);

    await opener.click();
    await question.getByRole('button', { name: 'Approve & Verify' }).click();
    await expect(toast(page, 'Provider Verified')).toBeVisible();
    await expect(page.getByRole('heading', { name: name, exact: true })).toHaveCount(0);
  });

  test('single review decisions ask once; a rejection asks only once it has notes', async ({
    page,
  }) => {
    await page.goto('/admin?tab=moderation');
    /* Pinned by its own words: which card is last may change while the queue loads. */
    const cards = page.getByRole('tabpanel').getByRole('article');
    /* The first paint draws a few cards, the rest of the page right after (decision 048). */
    const selectAll = page.locator('label', {
      has: page.getByRole('checkbox', { name: /Select all/ }),
    });
    const count = Number(/\((\d+)\)/.exec((await selectAll.textContent()) ?? '')?.[1]);
    await expect(cards).toHaveCount(count);
    const text = (await cards.last().locator('p.whitespace-pre-line').textContent()) ?? '';
    const review = cards.filter({ has: page.getByText(text, { exact: true }) });
    const provider = (await review.getByRole('heading').textContent())?.trim() ?? '';

    await review.getByRole('button', { name: 'Approve' }).click();
    const publish = page.getByRole('alertdialog', { name: `Publish this review of ${provider}?` });
    await expect(publish).toBeVisible();
    await expect(publish.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await publish.getByRole('button', { name: 'Cancel' }).click();
    await expect(review.getByRole('button', { name: 'Approve' })).toBeFocused();

    await review.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(review.getByLabel(/Moderator notes/)).toBeFocused();
    await review.getByLabel(/Moderator notes/).fill('Not about this business.');
    await review.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('alertdialog', { name: `Reject this review of ${provider}?` });
    await expect(reject).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(reject).toBeHidden();
    await expect(page.getByText(text, { exact: true })).toBeVisible();

    await review.getByRole('button', { name: 'Reject' }).click();
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(
      toast(page, 'Review moderated').getByText('The review was rejected.'),
    ).toBeVisible();
    await expect(page.getByText(text, { exact: true })).toHaveCount(0);
  });

  test('expired promotions are shown as such and left out of Monthly revenue; Edit opens over its row', async ({
    page,
  }) => {
    const summary: PromotionSummary = await (
      await page.request.get('/api/admin/promotion/summary')
    ).json();
    let running = 0;
    let expired = 0;
    for (let n = 1; ; n += 1) {
      const list: PromotedResponse = await (
        await page.request.get(`/api/admin/promotion/providers?page=${n}`)
      ).json();
      for (const item of list.items) {
        if (item.expired) {
          expired += 1;
          expect(item.status, item.name).toBe('inactive');
        }
        if (item.status === 'active') running += item.monthlyFee;
      }
      if (n * list.pageSize >= list.total) break;
    }
    /* The demo has running promotions and some already past their date (decision 041). */
    expect(expired).toBeGreaterThan(0);
    expect(summary.monthlyRevenue).toBeCloseTo(running, 2);

    await page.goto('/admin?tab=promotion');
    const revenue = page.getByText('Monthly revenue').locator('..');
    await expect(revenue).toContainText(
      running.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    );
    await expect(revenue).toContainText('Fees of active promotions that have not expired');
    const expiredRow = page
      .getByRole('row')
      .filter({ has: page.getByText('Expired', { exact: true }) })
      .first();
    await expect(expiredRow.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await expiredRow.getByRole('switch').click();
    await expect(
      toast(page, 'Error').getByText(
        'This promotion has expired. Set a later expiry date with Edit before switching it on.',
      ),
    ).toBeVisible();
    await expect(expiredRow.getByRole('switch')).toHaveAttribute('aria-checked', 'false');

    /* Edit opens the form over the row clicked, focus in its first field, and back on close. */
    const row = page.getByRole('row').nth(3);
    const rowName =
      (await row.getByRole('rowheader').getByRole('link').textContent())?.trim() ?? '';
    const edit = row.getByRole('button', { name: `Edit promotion of ${rowName}` });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Promotion of ${rowName}` });
    await expect(dialog).toBeInViewport();
    await expect(dialog.getByLabel('Tier')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    await edit.click();
    await dialog.getByLabel('Monthly fee (USD)').fill('77.50');
    await dialog.getByRole('button', { name: 'Save promotion' }).click();
    await expect(toast(page, 'Promotion Updated')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
