import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config';
import { DEMO_PASSWORD, signUpAndConfirm } from './support/auth';
import { readMail, uniqueEmail } from './support/mail';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

/*
 * Asking without a phone call (decision 069), on a phone: a family asks a question on one of
 * owner@calmpath.local's places by keyboard alone; the owner answers in the dashboard's Messages
 * tab without ever seeing the family's e-mail; the family gets the answer by e-mail and reads it
 * under Messages in the account. A new family each run, so the daily limit of new conversations
 * never stands in the way of a rerun.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 180_000 });

const OWNER = 'owner@calmpath.local';
const QUESTION = 'Is there a quiet corner where my son can wait before his appointment?';
const ANSWER = 'Yes: room 2 is quiet, and we can call you in from the car park.';

async function signInApi(request: APIRequestContext, email: string) {
  const r = await request.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_ORIGIN },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(r.ok()).toBe(true);
}

/** The first of the owner's places that can receive messages. */
async function ownersPlace(request: APIRequestContext) {
  const mine = (await (await request.get('/api/business/providers')).json()) as {
    providers: { id: number; name: string }[];
  };
  for (const place of mine.providers) {
    const contact = await request.get(`/api/providers/${place.id}/contact`);
    if (contact.ok() && (await contact.json()).canMessage) return place;
  }
  throw new Error('owner@calmpath.local has no place that can receive messages');
}

async function fitsWidth(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

test('a family asks by keyboard, the business answers in its dashboard, the family reads the answer in its account and by e-mail', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('ask');
  await signUpAndConfirm(page, email, 'ask-pass-1', 'Rosa Rivera');

  const owner = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInApi(owner.request, OWNER);
  const place = await ownersPlace(owner.request);

  // The family, keyboard only: open the dialog, write, send; focus comes back to the button.
  await page.goto(`/providers/${place.id}`);
  await expect(page.getByRole('heading', { name: 'Ask without a phone call' })).toBeVisible();
  const ask = page.getByRole('button', { name: 'Ask a question' });
  await tabTo(page, ask);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Ask ${place.name} a question` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your question')).toBeFocused();
  await expect(dialog.getByLabel('Share my e-mail with this business')).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(ask).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Your question')).toBeFocused();
  await page.keyboard.type(QUESTION);
  await tabTo(page, dialog.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Message sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(ask).toBeFocused();

  // At 320 px the block and the request dialog fit with no sideways scroll.
  await page.setViewportSize({ width: 320, height: 720 });
  await fitsWidth(page, 320);
  await page.getByRole('button', { name: 'Request an appointment' }).click();
  const request = page.getByRole('dialog', { name: `Request an appointment at ${place.name}` });
  await expect(request.getByRole('group', { name: 'Days that suit you' })).toBeVisible();
  await fitsWidth(page, 320);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });

  // The business: the Messages tab, the family by first name only, never its e-mail.
  const mail = await readMail(OWNER, 'visit-message-to-business');
  expect(mail.subject).toBe(`A family wrote to ${place.name} on CalmPath`);
  const dashboard = await owner.newPage();
  await dashboard.goto(`/provider-dashboard?tab=messages&provider=${place.id}`);
  await expect(dashboard.getByRole('tab', { name: 'Messages' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dashboard.getByRole('button', { name: 'Open the conversation with Rosa' }).first().click();
  /* The open conversation's own message, not the list's preview of it. */
  await expect(dashboard.getByRole('article').getByText(QUESTION)).toBeVisible();
  await expect(dashboard.getByText('E-mail not shared: answer here.')).toBeVisible();
  await expect(dashboard.getByText(email)).toHaveCount(0);
  await expectNoAxeViolations(dashboard);
  await dashboard.getByLabel('Your answer').fill(ANSWER);
  await dashboard.getByRole('button', { name: 'Send answer' }).click();
  await expect(toast(dashboard, 'Answer sent')).toBeVisible();
  await owner.close();

  // The family: the answer by e-mail, and under Messages in the account.
  const answerMail = await readMail(email, 'visit-message-to-member');
  expect(answerMail.subject).toBe(`${place.name} answered you on CalmPath`);
  await page.goto('/account#messages');
  const conversation = page.getByRole('button', {
    name: `Open the conversation with ${place.name}`,
  });
  await expect(conversation).toContainText('New');
  await conversation.click();
  await expect(page.getByText(ANSWER).last()).toBeVisible();
  await fitsWidth(page, 390);
  await expectNoAxeViolations(page);
});
