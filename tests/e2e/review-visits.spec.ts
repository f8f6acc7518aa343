import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { uniqueEmail } from './support/mail';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

/* The review form's visit questions and the step-1 duplicate notice (decision 028). */

type PickerItem = { id: number; name: string; category: string; location: string };

async function pickerItems(page: Page): Promise<PickerItem[]> {
  const response = await page.request.get('/api/providers/picker?q=');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: PickerItem[] }).results;
}

/** Tab stops from the step heading to Submit, counted by pressing Tab. */
async function tabStopsTo(page: Page, from: Locator, to: Locator): Promise<number> {
  await from.focus();
  for (let stops = 1; stops <= 200; stops += 1) {
    await page.keyboard.press('Tab');
    if (await to.evaluate((el) => el === document.activeElement)) return stops;
  }
  throw new Error('Submit never reached');
}

test('keyboard only: heads-up, when, how busy and loud; sent with the review; axe on both steps', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndConfirm(page, uniqueEmail('visits'), 'calm-visits-1');
  const items = await pickerItems(page);
  const business = items[2];
  if (!business) throw new Error('no business to review');
  await page.goto(`/review?provider=${business.id}`);
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveValue(business.name);
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { name: 'Sensory Details' });
  await expect(heading).toBeFocused();
  const quiet = page.getByRole('checkbox', { name: 'Quiet Waiting Area' });
  await tabTo(page, quiet);
  await page.keyboard.press('Space');

  const disclosure = page.getByRole('button', {
    name: 'About your visit: when it was, how busy it felt, anything hard (optional)',
  });
  await tabTo(page, disclosure);
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');

  const hard = page.getByRole('group', { name: 'Anything that could be hard? (optional)' });
  await expect(
    hard.getByText('Tick anything another family should know about before they go.'),
  ).toBeVisible();
  for (const label of [
    'Sudden loud sounds',
    'Beeping machines',
    'Hand dryers',
    'Strong smells',
    'Flickering lights',
    'Crowds',
    'Long waits',
    'Other',
  ]) {
    await expect(hard.getByRole('checkbox', { name: label })).toBeVisible();
  }
  for (const label of ['Beeping machines', 'Other']) {
    const box = hard.getByRole('checkbox', { name: label });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const other = page.getByLabel('What else could be hard?');
  await tabTo(page, other);
  await page.keyboard.type('The lift alarm');

  await expect(page.getByRole('group', { name: 'When was your visit? (optional)' })).toBeVisible();
  const day = page.getByLabel('Day of the week');
  await expect(day).toHaveValue('');
  await expect(day.getByRole('option', { name: 'Prefer not to say' })).toHaveCount(1);
  await tabTo(page, day);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(day).toHaveValue('1');
  await expect(day.locator('option:checked')).toHaveText('Tuesday');
  const time = page.getByLabel('Time of day');
  await tabTo(page, time);
  await page.keyboard.press('ArrowDown');
  await expect(time.locator('option:checked')).toHaveText('Morning');

  const busy = page.getByRole('group', { name: 'How busy and loud did it feel? (optional)' });
  await expect(busy.getByText('1 = Very calm, 5 = Very busy and loud')).toBeVisible();
  await expect(busy.getByText('Very calm', { exact: true })).toBeVisible();
  await expect(busy.getByText('Very busy and loud', { exact: true })).toBeVisible();
  const calmest = busy.getByRole('radio', { name: '1, Very calm' });
  await tabTo(page, calmest);
  /* One Tab stop for the group; the arrows choose within it. */
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(busy.getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await expect(busy.getByRole('button', { name: 'Clear this answer' })).toBeVisible();

  await tabTo(page, page.getByRole('radio', { name: '1 — very hard visit' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '3 — mixed visit' })).toBeChecked();

  await tabTo(page, page.getByLabel('Overall experience'));
  await page.keyboard.type('Calm on a Tuesday morning, though the machines beep.');
  await expectNoAxeViolations(page);

  let sent: Record<string, unknown> | null = null;
  await page.route('**/api/reviews', async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue();
  });
  await tabTo(page, page.getByRole('button', { name: 'Submit Review' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => sent).not.toBeNull();
  expect(sent).toMatchObject({
    providerId: business.id,
    visitDay: 1,
    visitTime: 'morning',
    busyness: 2,
    headsUp: ['beeping_machines', 'other'],
    headsUpOther: 'The lift alarm',
    overallRating: 3,
  });
  await expect(page).toHaveURL(/\/my-reviews$/);
  await expect(page.getByText('Review Submitted')).toBeVisible();

  /* The same member choosing the same business again is told at step 1, with a link. */
  await page.goto(`/review?provider=${business.id}`);
  const notice = page.getByRole('status').filter({
    hasText: 'You have already reviewed this business. Your review is waiting for moderation.',
  });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'See my reviews' })).toHaveAttribute(
    'href',
    '/my-reviews',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'Error')).toContainText(
    'You have already reviewed this business. Your review is waiting for moderation.',
  );
  await expect(page.getByRole('heading', { name: 'Basic Info' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sensory Details' })).toHaveCount(0);
});

test('step 2 has fewer Tab stops: the optional extras are one stop each until opened', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpAndConfirm(page, uniqueEmail('tabs'), 'calm-visits-2');
  const items = await pickerItems(page);
  const business = items[3];
  if (!business) throw new Error('no business to review');
  await page.goto(`/review?provider=${business.id}`);
  await page.getByRole('button', { name: 'Next' }).click();
  const heading = page.getByRole('heading', { name: 'Sensory Details' });
  await page.getByRole('checkbox', { name: 'Quiet Waiting Area' }).check();
  await page.getByLabel('Overall experience').fill('Calm.');
  const submit = page.getByRole('button', { name: 'Submit Review' });

  const collapsed = await tabStopsTo(page, heading, submit);

  /* Opening every category's extras gives back the layout before this change (comment and
   * match toggle always in the Tab order) but for the three disclosure buttons, the visit
   * questions' button, and the 13 experience words that were 13 stops and are now one. */
  for (const name of [
    /Add a comment about environment & atmosphere/,
    /Add a comment about tools & support items/,
    /Add a comment about communication & flexibility/,
  ]) {
    await page.getByRole('button', { name }).click();
  }
  const opened = await tabStopsTo(page, heading, submit);
  expect(opened - collapsed).toBe(6);
  const before = opened - 3 - 1 + 12;
  console.info(`step 2 Tab stops: before ${before}, after ${collapsed}`);
  expect(collapsed).toBeLessThan(before - 10);

  /* The experience words are one stop: the arrow keys move between them. */
  const calming = page.getByRole('button', { name: 'Calming' });
  await calming.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Welcoming Staff' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Welcoming Staff' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Home');
  await expect(calming).toBeFocused();
  await expectNoAxeViolations(page);
});
