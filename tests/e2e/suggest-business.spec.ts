import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

/* The spec's words (provider-admin-side.md §2, §5, §8), written out so a changed text fails here. */
const OTHER = 'Other (please specify)';
const SUBMITTED = 'Business Suggestion Submitted!';
const SUBMITTED_THANKS = 'Thank you! Our team will review it before adding it to the directory.';
const VALIDATION_ERROR = 'Validation Error';
const SUBMIT_FAILED = 'There was an error submitting your suggestion. Please try again.';
const UNEXPECTED = 'An unexpected error occurred. Please try again.';
const NAME_REQUIRED = 'Business Name is required';
const CUSTOM_CATEGORY_REQUIRED = 'Please specify your business category';
const INVALID_PHONE = 'Please enter a valid phone number';
const WEBSITE_SCHEME = 'Website URL should start with http:// or https://';

const API = '**/api/provider-suggestions';

/** Moves through a focused native select with the arrow keys until `value` is chosen. */
async function chooseWithKeys(page: Page, select: Locator, value: string, max = 40) {
  for (let i = 0; i < max && (await select.inputValue()) !== value; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(value);
}

const categorySelect = (page: Page) => page.getByLabel('Business Category', { exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Suggestion' });

/** Answers every suggestion with `reply` and records what the page sent. */
async function interceptSuggestions(page: Page, reply: (route: Route) => Promise<void>) {
  const sent: unknown[] = [];
  await page.route(API, async (route) => {
    sent.push(route.request().postDataJSON());
    await reply(route);
  });
  return sent;
}

test('Submit waits for a name and a category, and for the custom category with Other', async ({
  page,
}) => {
  await page.goto('/suggest-business');
  await expect(page).toHaveTitle('Suggest a Business · CalmPath');
  await expect(page.getByRole('heading', { level: 1, name: 'Suggest a Business' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Review' })).toHaveAttribute(
    'href',
    '/review',
  );

  /* Every field the spec lists, each reachable by its label. */
  await expect(page.getByLabel('Business Name')).toHaveAttribute('required', '');
  await expect(categorySelect(page)).toHaveAttribute('required', '');
  for (const label of ['Address', 'Zip Code', 'Phone', 'Website']) {
    await expect(page.getByLabel(label)).toBeVisible();
    await expect(page.getByLabel(label)).not.toHaveAttribute('required');
  }
  for (const group of [
    'Environment & Atmosphere',
    'Tools & Support Items',
    'Communication & Flexibility',
  ]) {
    await expect(page.getByRole('group', { name: group }).getByRole('checkbox')).toHaveCount(6);
  }
  await expect(page.getByLabel('Custom accommodation suggestion')).toBeVisible();

  const select = categorySelect(page);
  for (const group of [
    'Healthcare',
    'Personal Care',
    'Childcare & Learning',
    'Recreation & Fitness',
    'Community & Events',
    'Other',
  ]) {
    await expect(select.locator(`optgroup[label="${group}"]`)).toHaveCount(1);
  }
  await expect(select.locator('option', { hasText: OTHER })).toHaveCount(1);

  const submit = submitButton(page);
  await expect(submit).toBeDisabled();
  await expect(
    page.getByText(
      'Submit becomes available once you have entered the business name and category.',
    ),
  ).toBeVisible();
  await page.getByLabel('Business Name').fill('Bright Steps Gym');
  await expect(submit).toBeDisabled();
  await select.selectOption('Gymnastics Program');
  await expect(submit).toBeEnabled();

  const custom = page.getByLabel("The business's category");
  await expect(custom).toHaveCount(0);
  await select.selectOption(OTHER);
  await expect(custom).toBeVisible();
  await expect(submit).toBeDisabled();
  await custom.fill('Sensory Gym');
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.getByLabel('Business Name').fill('');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Business Name').fill('Bright Steps Gym');
  await select.selectOption('Dance Instructor');
  await expect(custom).toHaveCount(0);
  await expect(submit).toBeEnabled();
});

test("the browser's checks: the spec's messages joined with '. ' in a 'Validation Error' toast", async ({
  page,
}) => {
  await page.goto('/suggest-business');
  const sent = await interceptSuggestions(page, (route) => route.abort());

  const name = page.getByLabel('Business Name');
  await name.fill('   ');
  await categorySelect(page).selectOption(OTHER);
  await page.getByLabel("The business's category").fill('  ');
  await page.getByLabel('Phone').fill('call us maybe');
  await page.getByLabel('Website').fill('www.calm-corner.example');
  await submitButton(page).click();

  const notice = toast(page, VALIDATION_ERROR);
  await expect(notice).toBeVisible();
  await expect(notice.locator('[data-description]')).toHaveText(
    `${NAME_REQUIRED}. ${CUSTOM_CATEGORY_REQUIRED}. ${INVALID_PHONE}. ${WEBSITE_SCHEME}`,
  );
  /* Each field says its own part, and the first one gets the focus. */
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  for (const [label, message] of [
    ['Business Name', NAME_REQUIRED],
    ["The business's category", CUSTOM_CATEGORY_REQUIRED],
    ['Phone', INVALID_PHONE],
    ['Website', WEBSITE_SCHEME],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(message));
  }
  expect(sent).toEqual([]);

  /* Correcting a field clears its message. */
  await page.getByLabel('Phone').fill('+1 (512) 555-0199');
  await expect(page.getByLabel('Phone')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
});

test('a refused or failed submission keeps the form and says so', async ({ page }) => {
  await page.goto('/suggest-business');
  await page.getByLabel('Business Name').fill('Quiet Corner Cuts');
  await categorySelect(page).selectOption(OTHER);
  await page.getByLabel("The business's category").fill('Sensory-friendly barber');
  await page.getByRole('checkbox', { name: 'Sensory-Friendly Hours' }).check();

  const sent = await interceptSuggestions(page, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
    }),
  );
  await submitButton(page).click();
  await expect(toast(page, 'Error').getByText(SUBMIT_FAILED)).toBeVisible();
  await expect(page).toHaveURL(/\/suggest-business$/);
  expect(sent[0]).toMatchObject({
    name: 'Quiet Corner Cuts',
    category: OTHER,
    customCategory: 'Sensory-friendly barber',
    accommodations: ['Sensory-Friendly Hours'],
  });

  await page.unroute(API);
  await interceptSuggestions(page, (route) => route.abort('connectionfailed'));
  await submitButton(page).click();
  await expect(page.getByText(UNEXPECTED)).toBeVisible();
  await expect(page).toHaveURL(/\/suggest-business$/);

  await page.unroute(API);
  const tooMany = 'You have sent a lot of suggestions in a short time.';
  await interceptSuggestions(page, (route) =>
    route.fulfill({ status: 429, json: { error: { code: 'RATE_LIMITED', message: tooMany } } }),
  );
  await submitButton(page).click();
  await expect(page.getByText(tooMany)).toBeVisible();
  await expect(page.getByLabel('Business Name')).toHaveValue('Quiet Corner Cuts');
});

test('keyboard only: a suggestion is sent, lands on /review with the thanks, and stays unlisted', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const businessName = `Lighthouse Speech Studio ${Date.now()}`;
  await page.goto('/suggest-business');

  await tabTo(page, page.getByLabel('Business Name'));
  await page.keyboard.type(businessName);
  const select = categorySelect(page);
  await tabTo(page, select);
  await chooseWithKeys(page, select, 'Speech Therapist');
  await tabTo(page, page.getByLabel('Address'));
  await page.keyboard.type('40 Beacon Street, Boston, MA');
  await tabTo(page, page.getByLabel('Zip Code'));
  await page.keyboard.type('02108');
  await tabTo(page, page.getByLabel('Phone'));
  await page.keyboard.type('(617) 555-0123');
  await tabTo(page, page.getByLabel('Website'));
  await page.keyboard.type('https://lighthouse-speech.example');
  for (const item of ['Quiet Waiting Area', 'Visual Schedules or Social Stories']) {
    const box = page.getByRole('checkbox', { name: item });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(page, page.getByLabel('Custom accommodation suggestion'));
  await page.keyboard.type('Therapy dog on Fridays');
  await expect(page.getByText('22/500')).toBeVisible();

  let sent: unknown = null;
  await page.route(API, async (route) => {
    sent = route.request().postDataJSON();
    await route.continue();
  });
  const answer = page.waitForResponse(API);
  await tabTo(page, submitButton(page));
  await page.keyboard.press('Enter');
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ id: expect.any(Number), status: 'pending' });
  expect(sent).toEqual({
    name: businessName,
    category: 'Speech Therapist',
    customCategory: '',
    address: '40 Beacon Street, Boston, MA',
    zipCode: '02108',
    phone: '(617) 555-0123',
    website: 'https://lighthouse-speech.example',
    accommodations: ['Quiet Waiting Area', 'Visual Schedules or Social Stories'],
    customAccommodation: 'Therapy dog on Fridays',
  });

  await expect(page).toHaveURL(/\/review$/);
  const thanks = toast(page, SUBMITTED);
  await expect(thanks).toBeVisible();
  await expect(thanks.getByText(SUBMITTED_THANKS)).toBeVisible();

  /* Pending until the team has looked at it: not offered anywhere yet. */
  const picker = await page.request.get(
    `/api/providers/picker?q=${encodeURIComponent(businessName)}`,
  );
  expect(((await picker.json()) as { results: unknown[] }).results).toEqual([]);
});

test("the home page's empty state leads to this page", async ({ page }) => {
  await page.goto('/?q=Zzyzx%20Qwv');
  const empty = page.getByRole('region', { name: 'No results found for "Zzyzx Qwv"' });
  await expect(empty).toBeVisible();
  await empty.getByRole('link', { name: 'Nominate a Business' }).click();
  await expect(page).toHaveURL(/\/suggest-business$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suggest a Business' })).toBeVisible();
  await expect(submitButton(page)).toBeDisabled();
});
