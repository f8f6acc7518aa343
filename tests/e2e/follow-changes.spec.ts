import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUnsubscribeToken } from '../../server/features/follow-changes/unsubscribe-token';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations, tabTo } from './support/page';

/*
 * Hearing when a saved place changes (decision 072): on a phone the demo member follows a saved
 * place and picks a weekly summary in the account, by keyboard; the e-mails' unsubscribe page
 * turns them off without a sign-in; everything fits a 320 px phone.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const DEMO_MEMBER_ID = 'demo-member';

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/* The link a change e-mail carries, signed with this server's own secret (its DATA_DIR). */
function unsubscribeLink(): Promise<string> {
  const dataDir =
    (test.info().project.metadata as { dataDir?: string }).dataDir ?? path.resolve('.tmp/e2e-data');
  const secret = readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
  return signUnsubscribeToken(secret, DEMO_MEMBER_ID).then(
    (token) => `/unsubscribe?token=${encodeURIComponent(token)}`,
  );
}

test('the member follows a saved place and picks a weekly summary, by keyboard at 390 px', async ({
  page,
}) => {
  await page.goto('/');
  await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
  await page.goto('/favorites');
  const all = page.getByRole('checkbox', { name: 'Follow changes to all my favorites' });
  /* The demo member follows every favourite (the seed): each place's own choice is on. */
  await expect(all).toBeChecked();
  const places = page.getByRole('checkbox', { name: /^Follow changes to (?!all my favorites)/ });
  await expect(places.first()).toBeChecked();
  await expect(places.first()).toBeDisabled();
  await expectNoAxeViolations(page);
  await fitsWidth(page, 390);

  await tabTo(page, all);
  await page.keyboard.press('Space');
  await expect(all).not.toBeChecked();
  const first = places.first();
  await expect(first).toBeEnabled();
  await expect(first).not.toBeChecked();
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  const followed = await first.getAttribute('aria-label');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: followed ?? '' })).toBeChecked();
  await expect(all).not.toBeChecked();

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Changes to saved places' });
  await expect(section).toBeVisible();
  const weekly = section.getByRole('radio', { name: 'One summary a week' });
  const soon = section.getByRole('radio', { name: 'Soon after a change, one calm e-mail' });
  await expect(weekly).toBeChecked();
  await tabTo(page, weekly);
  /* In a radio group the arrow keys move the choice: up from weekly is "soon after". */
  await page.keyboard.press('ArrowUp');
  await expect(soon).toBeChecked();
  await expect(section.getByText('Your choice is saved')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(weekly).toBeChecked();
  await expect(section.getByText('Your choice is saved')).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsWidth(page, 390);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Changes to saved places' })
      .getByRole('radio', { name: 'One summary a week' }),
  ).toBeChecked();
});

test('at 320 px the favorites and account sections fit', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
  for (const url of ['/favorites', '/account']) {
    await page.goto(url);
    await expect(page.getByText(/Follow changes|Changes to saved places/).first()).toBeVisible();
    await fitsWidth(page, 320);
  }
});

test('the unsubscribe page turns change e-mails off without a sign-in; a forged link is refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(await unsubscribeLink());
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stop e-mails about changes' }),
  ).toBeVisible();
  const stop = page.getByRole('button', { name: 'Stop these e-mails' });
  await expect(stop).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsWidth(page, 320);
  await tabTo(page, stop);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Done. You will get no more e-mails about changes to saved places.'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText('These e-mails are already off.')).toBeVisible();

  const forged = await signUnsubscribeToken('not this server secret, long enough', DEMO_MEMBER_ID);
  await page.goto(`/unsubscribe?token=${encodeURIComponent(forged)}`);
  await expect(page.getByText('This link is not valid.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});
