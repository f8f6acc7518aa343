import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_MESSAGES as M } from '../../common/messages/account';
import { DEMO_PASSWORD, signUpAndConfirm, submitSignInDialog } from './support/auth';
import { uniqueEmail } from './support/mail';
import { expectNoAxeViolations, toast } from './support/page';

/* My reviews and account settings, end to end (decision 025). */

const PASSWORD = 'calm-pass-123';

/** A review of the first Austin result, sent as the review form would (same origin, cookie). */
async function writeReview(page: Page, feedback: string, result = 0) {
  return page.evaluate(
    async ([overallFeedback, index]) => {
      const search = await fetch('/api/providers/search?q=Austin').then((r) => r.json());
      const providerId = search.results[index].id as number;
      const r = await fetch('/api/reviews', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          providerId,
          practitionerName: '',
          categoryExperiences: {
            environment: ['Quiet Waiting Area'],
            tools: [],
            communication: [],
          },
          categoryComments: { environment: '', tools: '', communication: '' },
          categoryMatches: { environment: true, tools: true, communication: true },
          feedbackTags: ['Calming'],
          overallRating: 4,
          overallFeedback,
          verifiedExperience: false,
          proofFileId: null,
        }),
      });
      if (r.status !== 201) throw new Error(`review: ${r.status} ${await r.text()}`);
      return (await r.json()).id as number;
    },
    [feedback, result] as const,
  );
}

async function openFromUserMenu(page: Page, item: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Robin/ })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('My reviews: a pending review is shown, edited and withdrawn', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpAndConfirm(page, uniqueEmail('robin.reviews'), PASSWORD, 'Robin Reviews');
  await writeReview(page, 'Quiet and kind staff.');
  await page.goto('/');
  await openFromUserMenu(page, M.myReviews);
  await expect(page).toHaveURL(/\/my-reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: M.myReviews })).toBeVisible();
  await expect(page.getByText(M.myReviewsIntro)).toBeVisible();
  const card = page.getByRole('article');
  await expect(card.getByText(M.statusLabels.pending)).toBeVisible();
  await expect(card.getByText('Quiet and kind staff.')).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: M.edit }).click();
  await card.getByLabel(M.overallFeedback).fill('Quiet, kind staff and a short wait.');
  await card.getByLabel(M.practitionerName).fill('Dr. Lee');
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: M.save }).click();
  await expect(toast(page, M.saved.title)).toBeVisible();
  await expect(card.getByText('Quiet, kind staff and a short wait.')).toBeVisible();
  await expect(card.getByText(`${M.practitionerName}: Dr. Lee`)).toBeVisible();
  await expect(card.getByRole('button', { name: M.edit })).toBeFocused();

  await card.getByRole('button', { name: M.withdraw }).click();
  const dialog = page.getByRole('alertdialog', { name: M.withdrawTitle });
  await expect(dialog.getByText(M.withdrawDescription)).toBeVisible();
  await dialog.getByRole('button', { name: M.withdrawConfirm }).click();
  await expect(toast(page, M.withdrawn.title)).toBeVisible();
  await expect(page.getByText(M.noReviews)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: M.myReviews })).toBeFocused();
  await expect(page.getByRole('link', { name: M.writeReview })).toHaveAttribute('href', '/review');
});

test('My reviews: a published review, and one not published with the moderator’s reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signUpAndConfirm(page, uniqueEmail('robin.outcomes'), PASSWORD, 'Robin Outcomes');
  const published = await writeReview(page, 'A calm first visit.', 1);
  const refused = await writeReview(page, 'Copied from somewhere.', 2);

  /* The admin decides, through the admin panel's own API. */
  const admin = await browser.newContext();
  const desk = await admin.newPage();
  await desk.goto('/');
  await desk.evaluate(
    async ([password, ok, no]) => {
      const send = (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await send('/api/auth/sign-in/email', { email: 'admin@calmpath.local', password });
      await send(`/api/admin/reviews/${ok}/moderate`, { status: 'approved', notes: '' });
      await send(`/api/admin/reviews/${no}/moderate`, {
        status: 'rejected',
        notes: 'Please describe your own visit.',
      });
    },
    [DEMO_PASSWORD, published, refused] as const,
  );
  await admin.close();

  await page.goto('/my-reviews');
  const publishedCard = page.getByRole('article').filter({ hasText: 'A calm first visit.' });
  await expect(publishedCard.getByText(M.statusLabels.approved)).toBeVisible();
  await expect(publishedCard.getByText(/^Written on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(publishedCard.getByRole('button', { name: M.edit })).toHaveCount(0);
  const refusedCard = page.getByRole('article').filter({ hasText: 'Copied from somewhere.' });
  await expect(refusedCard.getByText(M.statusLabels.rejected)).toBeVisible();
  await expect(refusedCard.getByText(M.moderatorReason)).toBeVisible();
  await expect(refusedCard.getByText('Please describe your own visit.')).toBeVisible();
  await expect(refusedCard.getByRole('button', { name: M.withdraw })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('account settings: name, password, my data, then deleting the account ends sign-in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('robin.account');
  await signUpAndConfirm(page, email, PASSWORD, 'Robin Account');
  await page.goto('/');
  await openFromUserMenu(page, M.accountSettings);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: M.accountSettings })).toBeVisible();
  await expect(page.getByText(M.currentEmail(email))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(M.fullName).fill('Robin Renamed');
  await page.getByRole('button', { name: M.saveName }).click();
  await expect(toast(page, M.nameSaved.title)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Robin Renamed/ }),
  ).toBeVisible();

  await page.getByLabel(M.currentPassword).fill('not-my-password');
  await page.getByLabel(M.newPassword).fill('calm-pass-456');
  await page.getByRole('button', { name: M.changePassword }).click();
  await expect(page.getByText(M.wrongPassword)).toBeVisible();
  await page.getByLabel(M.currentPassword).fill(PASSWORD);
  await page.getByRole('button', { name: M.changePassword }).click();
  await expect(toast(page, M.passwordChanged.title)).toBeVisible();

  await page.getByLabel(M.newEmail).fill(`moved.${email}`);
  await page.getByRole('button', { name: M.changeEmail }).click();
  await expect(toast(page, M.emailChangeSent(`moved.${email}`).title)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: M.downloadData }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^calmpath-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.profile.fullName).toBe('Robin Renamed');

  await expect(page.getByText(M.deleteIntro)).toBeVisible();
  const remove = page.getByRole('button', { name: M.deleteButton });
  await page.getByLabel(M.deletePassword).fill('calm-pass-456');
  await expect(remove).toBeDisabled();
  await page.getByLabel(M.deleteConfirmLabel).fill('DELETE');
  await remove.click();
  await expect(toast(page, M.deleted.title)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const dialog = await submitSignInDialog(page, email, 'calm-pass-456');
  await expect(toast(page, 'Login Failed')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => fetch('/api/me').then((r) => r.json()))).toMatchObject({
    user: null,
  });
});
