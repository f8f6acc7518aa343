import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

/*
 * Quiet hours (decision 068): owner@calmpath.local adds a weekly quiet hour in the dashboard's
 * Profile tab by keyboard; the place's page and prep sheet show it in words with an .ics file to
 * download; search's 'Open for a quiet hour this week' finds the place. At 390 and 320 px, axe.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const OWNER = 'owner@calmpath.local';
const NOTE = 'Lights dimmed, one family at a time';
/* 'Quiet hour: Thursdays 7:15 – 8:45 AM' (Intl puts thin and narrow spaces around the parts). */
const LINE = /Quiet hour: Thursdays 7:15\s*–\s*8:45\sAM/;

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

/** One of the owner's public places, with its seeded quiet hours removed so the test starts clean. */
async function ownersPlace(api: APIRequestContext) {
  const signIn = await api.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_ORIGIN },
    data: { email: OWNER, password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const mine = (await (await api.get('/api/business/providers')).json()) as {
    providers: { id: number; name: string }[];
  };
  for (const place of mine.providers) {
    if ((await api.get(`/api/providers/${place.id}/quiet-hours`)).status() !== 200) continue;
    const list = (await (
      await api.get(`/api/business/providers/${place.id}/quiet-hours`)
    ).json()) as { entries: { id: string }[] };
    for (const entry of list.entries) {
      await api.delete(`/api/business/providers/${place.id}/quiet-hours/${entry.id}`, {
        headers: { origin: E2E_ORIGIN },
      });
    }
    return place;
  }
  throw new Error('owner@calmpath.local has no public place');
}

test('the owner adds a quiet hour by keyboard; it shows on the page and the prep sheet, downloads as .ics and search finds the place', async ({
  page,
  playwright,
}) => {
  test.setTimeout(150_000);
  const api = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  const place = await ownersPlace(api);

  await page.goto('/');
  await signInWithDialog(page, OWNER, DEMO_PASSWORD);
  await page.goto(`/provider/dashboard?tab=profile&provider=${place.id}`);
  const editor = page.getByRole('region', { name: 'Quiet hours and sensory-friendly sessions' });
  await expect(editor.getByText('No quiet hours or sessions are published.')).toBeVisible();

  /* A wrong entry is refused with a clear word before anything is sent. */
  const add = editor.getByRole('button', { name: 'Add', exact: true });
  await editor.getByRole('checkbox', { name: 'Thursdays' }).check();
  await editor.getByLabel('Starts').fill('09:00');
  await editor.getByLabel('Ends').fill('08:00');
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(editor.getByText('The end time must be after the start time.')).toBeVisible();

  await editor.getByLabel('Starts').fill('07:15');
  await editor.getByLabel('Ends').fill('08:45');
  await editor.getByLabel('Note (optional)').fill(NOTE);
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Quiet hour added.')).toBeVisible();
  await expect(editor.getByText(LINE)).toBeVisible();
  await fitsWidth(page, 390);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 700 });
  await fitsWidth(page, 320);
  await page.setViewportSize({ width: 390, height: 844 });

  /* The public page: in words, with its next date and a calendar file. */
  await page.goto(`/providers/${place.id}`);
  const section = page.getByRole('region', { name: 'Quiet hours and sensory-friendly sessions' });
  await expect(section.getByText(LINE)).toBeVisible();
  await expect(section.getByText(NOTE)).toBeVisible();
  await expect(section.getByText(/^Next: Thursday, [A-Z][a-z]+ \d{1,2}$/)).toBeVisible();
  const calendar = section.getByRole('link', { name: /^Add to calendar: Quiet hour: Thursdays/ });
  await tabTo(page, calendar);
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('calmpath-quiet-hour.ics');
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toMatch(/DTSTART:\d{8}T071500\r\n/);
  expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=TH');
  await fitsWidth(page, 390);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 700 });
  await fitsWidth(page, 320);
  await page.setViewportSize({ width: 390, height: 844 });

  /* The prep sheet lists it too. */
  await page.goto(`/providers/${place.id}/prepare`);
  await expect(
    page.getByRole('region', { name: 'Quiet hours and sensory-friendly sessions' }).getByText(LINE),
  ).toBeVisible();

  /* Search: the filter keeps the place, by keyboard, and goes into the address. */
  await page.goto(`/?q=${encodeURIComponent(place.name)}`);
  const card = page.getByRole('link', { name: place.name }).first();
  await expect(card).toBeVisible();
  const filter = page.getByRole('checkbox', { name: /^Open for a quiet hour this week/ });
  await tabTo(page, filter, 200);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/visit=quiet-hour/);
  await expect(filter).toBeChecked();
  await expect(card).toBeVisible();
  await fitsWidth(page, 390);
  await expectNoAxeViolations(page);

  /* Removing it clears it from the page and from the filter's results. */
  const list = (await (
    await api.get(`/api/business/providers/${place.id}/quiet-hours`)
  ).json()) as { entries: { id: string }[] };
  for (const entry of list.entries) {
    await api.delete(`/api/business/providers/${place.id}/quiet-hours/${entry.id}`, {
      headers: { origin: E2E_ORIGIN },
    });
  }
  const after = await api.get(
    `/api/providers/search?q=${encodeURIComponent(place.name)}&visit=quiet-hour`,
  );
  expect(
    ((await after.json()) as { results: { id: number }[] }).results.map((r) => r.id),
  ).not.toContain(place.id);
  await api.dispose();
});
