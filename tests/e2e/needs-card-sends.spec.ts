import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { countMails, readMail } from './support/mail';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

/*
 * Needs cards sent ahead (decision 070): on a phone, member@calmpath.local sends the needs card
 * from a place's page by keyboard; owner@calmpath.local gets a mail, opens the card in the
 * dashboard and marks it read; the member sees 'Read by … on …' and withdraws it, after which
 * the mail's link says the card is gone. The demo's own send (to the owner's first public place)
 * is left alone: this test sends to another of the owner's places.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MEMBER = 'member@calmpath.local';
const OWNER = 'owner@calmpath.local';
const DATE = '[A-Z][a-z]+ \\d{1,2}';

async function signInApi(request: APIRequestContext, email: string) {
  const r = await request.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_ORIGIN },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(r.ok()).toBe(true);
}

/** One of the owner's public places that the demo did not send a card to, with its name. */
async function ownersOtherPlace(request: APIRequestContext, member: APIRequestContext) {
  await signInApi(request, OWNER);
  const mine = (await (await request.get('/api/business/providers')).json()) as {
    providers: { id: number; name: string }[];
  };
  const sends = (await (await member.get('/api/me/needs-card-sends')).json()) as {
    sends: { id: number; providerId: number }[];
  };
  const demoPlace = sends.sends.at(-1)?.providerId;
  for (const place of mine.providers) {
    if (place.id === demoPlace) continue;
    const option = await member.get(`/api/me/needs-card-sends/providers/${place.id}`);
    if (option.status() !== 200 || !(await option.json()).receivable) continue;
    /* A run stopped half-way left a live send: withdraw it so this run starts clean. */
    for (const s of sends.sends.filter((s) => s.providerId === place.id)) {
      await member.delete(`/api/me/needs-card-sends/${s.id}`, { headers: { origin: E2E_ORIGIN } });
    }
    return place;
  }
  throw new Error('owner@calmpath.local has no second public place');
}

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

test('a member sends the needs card from a place by keyboard at 390 px, the owner reads it, the member sees it read and withdraws it', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(150_000);
  const memberApi = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  const ownerApi = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  await signInApi(memberApi, MEMBER);
  const place = await ownersOtherPlace(ownerApi, memberApi);
  const mailsBefore = countMails(OWNER, 'needs-card-received');

  /* Signed out: a calm prompt to sign in or make a card. */
  await page.goto(`/providers/${place.id}`);
  const panel = page.getByRole('region', { name: 'Send your needs card ahead' });
  await expect(panel.getByText('Sign in to send your needs card')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Make my needs card' })).toHaveAttribute(
    'href',
    '/my-needs',
  );

  await signInWithDialog(page, MEMBER, DEMO_PASSWORD);
  const send = panel.getByRole('button', { name: `Send my needs card to ${place.name}` });
  await expect(send).toBeVisible();
  await fitsWidth(page, 390);
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Send your needs card to ${place.name}?` });
  await expect(confirm).toBeVisible();
  /* Exactly what goes: the saved card. */
  const card = confirm.getByRole('article', { name: 'What helps Casey' });
  await expect(card.getByRole('listitem')).toHaveText([
    'Quiet Waiting Area',
    'Dim or Adjustable Lighting',
    'Ability to Pause or Take Breaks',
  ]);
  await expect(confirm.getByText('They will not see your e-mail address.')).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsWidth(page, 390);

  /* At 320 px the panel and its dialog still fit. */
  await page.setViewportSize({ width: 320, height: 700 });
  await fitsWidth(page, 320);
  await page.setViewportSize({ width: 390, height: 844 });

  await tabTo(page, confirm.getByRole('button', { name: 'Send my needs card', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Needs card sent')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(panel.getByText(new RegExp(`^Sent to .+ on ${DATE}$`))).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Send your needs card ahead' })).toBeFocused();

  /* The owner's mail: no family e-mail in it; its link opens the card in the dashboard. */
  const mail = await readMail(OWNER, 'needs-card-received', mailsBefore);
  expect(mail.subject).toBe('A family sent you their needs card');
  expect(mail.text).not.toContain(MEMBER);
  const link = mail.links.find((l) => l.includes('needsCard='));
  expect(link).toBeTruthy();

  const ownerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const owner = await ownerContext.newPage();
  await owner.goto('/');
  await signInWithDialog(owner, OWNER, DEMO_PASSWORD);
  await owner.goto(`/provider/dashboard?provider=${place.id}`);
  const inbox = owner.getByRole('region', { name: 'Needs cards families sent you' });
  const open = inbox.getByRole('button', {
    name: new RegExp(`^Open the needs card: From Casey, received on ${DATE}`),
  });
  await expect(open).toBeVisible();
  await expect(inbox.getByText('Not read yet')).toBeVisible();
  await fitsWidth(owner, 390);
  await tabTo(owner, open);
  await owner.keyboard.press('Enter');
  const opened = owner.getByRole('dialog', { name: 'Needs card' });
  await expect(opened.getByRole('article', { name: 'What helps Casey' })).toBeVisible();
  await expectNoAxeViolations(owner);
  await tabTo(owner, opened.getByRole('button', { name: 'Mark as read' }));
  await owner.keyboard.press('Enter');
  await expect(toast(owner, 'Marked as read')).toBeVisible();
  await expect(opened.getByText(new RegExp(`^Read on ${DATE}$`))).toBeVisible();
  await owner.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(open).toBeFocused();

  /* The member sees it read, in My needs too, and withdraws it there. */
  await page.reload();
  await expect(panel.getByText(new RegExp(`^Read by .+ on ${DATE}$`))).toBeVisible();
  await page.goto('/my-needs');
  const sent = page.getByRole('region', { name: 'Where you sent your needs card' });
  await expect(sent.getByText(`Read by ${place.name} on`, { exact: false })).toBeVisible();
  await fitsWidth(page, 390);
  await tabTo(
    page,
    sent.getByRole('button', { name: `Withdraw the needs card sent to ${place.name}` }),
  );
  await page.keyboard.press('Enter');
  const withdraw = page.getByRole('dialog', {
    name: `Withdraw your needs card from ${place.name}?`,
  });
  await expect(withdraw).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, withdraw.getByRole('button', { name: 'Withdraw my needs card' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Needs card withdrawn')).toBeVisible();
  await expect(sent.getByText(`${place.name} on`, { exact: false })).toHaveCount(0);
  await expect(sent.getByRole('heading', { name: 'Where you sent your needs card' })).toBeFocused();

  /* The business's copy is gone: the list no longer has it, the mail's link says so. */
  await owner.goto(`/provider/dashboard?provider=${place.id}`);
  await expect(inbox.getByText('No needs cards yet.')).toBeVisible();
  const url = new URL(link ?? '');
  await owner.goto(`${url.pathname}${url.search}`);
  await expect(
    owner.getByRole('dialog', { name: 'This needs card is not available' }),
  ).toBeVisible();
  await expectNoAxeViolations(owner);

  await ownerContext.close();
  await memberApi.dispose();
  await ownerApi.dispose();
});
