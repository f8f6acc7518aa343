import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithDialog, signUpAndConfirm } from './support/auth';
import { uniqueEmail } from './support/mail';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

type PickerItem = { id: number; name: string; category: string; location: string };

/* The smallest valid PNG: a 1×1 pixel. Made here so the test carries no binary fixture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PROOF_MAX_BYTES = 5 * 1024 * 1024;
const VERIFY_TEXT = 'I verify that I personally experienced these accommodations.';
const VERIFIED_THANKS =
  'Thank you for your verified review! It will be published after moderation.';
const UNVERIFIED_THANKS =
  'Thank you for helping our community! Your review will be published after verification.';

async function pickerItems(page: Page, q = ''): Promise<PickerItem[]> {
  const response = await page.request.get(`/api/providers/picker?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: PickerItem[] };
  expect(results.length).toBeGreaterThan(1);
  return results;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Types into the focused combobox and moves to the business with the arrow keys, then Enter. */
async function chooseBusinessWithKeys(page: Page, business: PickerItem) {
  const combobox = page.getByRole('combobox', { name: 'Business' });
  await page.keyboard.type(business.name);
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  const option = page.getByRole('option', { name: new RegExp(`^${escapeRegExp(business.name)}`) });
  await expect(option.first()).toBeVisible();
  const optionId = await option.first().getAttribute('id');
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await combobox.getAttribute('aria-activedescendant')) === optionId) break;
  }
  await expect(combobox).toHaveAttribute('aria-activedescendant', optionId ?? '');
  await expect(option.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(business.name);
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
}

/** The same with the mouse, for the tests that are not about the keyboard. */
async function chooseBusiness(page: Page, business: PickerItem) {
  const combobox = page.getByRole('combobox', { name: 'Business' });
  await combobox.fill(business.name);
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(business.name)}`) })
    .first()
    .click();
  await expect(combobox).toHaveValue(business.name);
}

function formProgress(page: Page) {
  return page.getByRole('progressbar', { name: 'Review form progress' });
}

test('keyboard only: both steps, chosen stars, a proof upload with progress, and the verified thanks in My Reviews', async ({
  page,
}) => {
  /* A long walk of single key presses plus a sign-up by e-mail. */
  test.setTimeout(60_000);
  await signUpAndConfirm(page, uniqueEmail('keys'), 'calm-review-1');
  const [business] = await pickerItems(page);
  if (!business) throw new Error('no business to review');
  await page.goto('/review');

  await expect(page.getByRole('heading', { name: 'Basic Info' })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(formProgress(page)).toHaveAttribute('aria-valuenow', '1');
  const practitioner = page.getByLabel('Practitioner name');
  await expect(practitioner).toBeDisabled();

  await tabTo(page, page.getByRole('combobox', { name: 'Business' }));
  await chooseBusinessWithKeys(page, business);
  await expect(practitioner).toBeEnabled();
  await tabTo(page, practitioner);
  await page.keyboard.type('Dr. Sam Rivera');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  const stepTwo = page.getByRole('heading', { name: 'Sensory Details' });
  await expect(stepTwo).toBeFocused();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(formProgress(page)).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByText(`Reviewing ${business.name}`)).toBeVisible();

  for (const item of [
    'Quiet Waiting Area',
    'Sensory Toolkits',
    'Ability to Pause or Take Breaks',
  ]) {
    const box = page.getByRole('checkbox', { name: item });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  /* The comment and the match toggle wait behind one button after the checklist. */
  const toolsMore = page.getByRole('button', { name: /Add a comment about tools & support items/ });
  await tabTo(page, toolsMore);
  await expect(toolsMore).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toolsMore).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, page.getByLabel('Comments about tools & support items'));
  await page.keyboard.type('No weighted blankets that day.');
  const toolsMatched = page
    .getByRole('group', { name: 'Tools & Support Items' })
    .getByRole('checkbox', { name: /Matched what was listed/ });
  await expect(toolsMatched).toBeChecked();
  await tabTo(page, toolsMatched);
  await page.keyboard.press('Space');
  await expect(toolsMatched).not.toBeChecked();

  const calming = page.getByRole('button', { name: 'Calming' });
  await tabTo(page, calming);
  await page.keyboard.press('Enter');
  await expect(calming).toHaveAttribute('aria-pressed', 'true');

  /* One Tab stop for the five stars; the arrow keys choose (decision 039). */
  const oneStar = page.getByRole('radio', { name: '1 — very hard visit' });
  await tabTo(page, oneStar);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 — mostly calm' })).toBeChecked();
  await expect(oneStar).not.toBeChecked();

  const feedback = 'A calm waiting room and patient staff who let us take breaks.';
  await tabTo(page, page.getByLabel('Overall experience'));
  await page.keyboard.type(feedback);
  await expect(page.getByText(`${feedback.length}/500`)).toBeVisible();

  await tabTo(page, page.getByLabel('Proof of your visit'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('receipt.png')).toBeVisible();

  await tabTo(page, page.getByRole('checkbox', { name: VERIFY_TEXT }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: VERIFY_TEXT })).toBeChecked();

  /* Holds the review back until the finished upload bar has been seen. */
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent: Record<string, unknown> | null = null;
  await page.route('**/api/reviews', async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await held;
    await route.continue();
  });

  await tabTo(page, page.getByRole('button', { name: 'Submit Review' }));
  await page.keyboard.press('Enter');
  const upload = page.getByRole('progressbar', { name: 'Proof upload' });
  await expect(upload).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Proof uploaded: 100%')).toBeVisible();
  await expect.poll(() => sent).not.toBeNull();
  expect(sent).toMatchObject({
    providerId: business.id,
    practitionerName: 'Dr. Sam Rivera',
    categoryExperiences: {
      environment: ['Quiet Waiting Area'],
      tools: ['Sensory Toolkits'],
      communication: ['Ability to Pause or Take Breaks'],
    },
    categoryMatches: { environment: true, tools: false, communication: true },
    categoryComments: { tools: 'No weighted blankets that day.' },
    feedbackTags: ['Calming'],
    overallRating: 4,
    overallFeedback: feedback,
    verifiedExperience: true,
    proofFileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  release();

  /* The member lands on their reviews and sees this one waiting for moderation. */
  await expect(page).toHaveURL(/\/my-reviews$/);
  await expect(page.getByText('Review Submitted')).toBeVisible();
  await expect(page.getByText(VERIFIED_THANKS)).toBeVisible();
  const mine = page.getByRole('article', { name: business.name });
  await expect(mine.getByText('Waiting for moderation')).toBeVisible();
  await expect(mine.getByText('mostly calm')).toBeVisible();
  await expect(mine.getByText('3 of 18 accommodations noticed')).toBeVisible();
});

test('the validation messages, refused files, and the unverified thanks', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpAndConfirm(page, uniqueEmail('checks'), 'calm-review-2');
  const [, business] = await pickerItems(page);
  if (!business) throw new Error('no business to review');
  await page.goto('/review');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select a business', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .getByText('You must select a business before you can mention a practitioner.'),
  ).toBeVisible();
  /* Also said next to the picker, which gets the focus back. */
  const combobox = page.getByRole('combobox', { name: 'Business' });
  await expect(combobox).toBeFocused();
  await expect(combobox).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();

  await chooseBusiness(page, business);
  await page.getByRole('button', { name: 'Next' }).click();
  const submit = page.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();

  const feedback = page.getByLabel('Overall experience');
  await feedback.fill('   ');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Please select accommodations')).toBeVisible();
  await expect(
    page.getByText('Please select at least one accommodation you experienced.').first(),
  ).toBeVisible();

  await page.getByRole('checkbox', { name: 'Sensory-Friendly Hours' }).check();
  await submit.click();
  /* Decision 039: the stars are asked for, never derived from the ticked boxes. */
  await expect(page.getByText('Overall rating required', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: '1 — very hard visit' })).toBeFocused();
  await page.getByRole('radio', { name: '5 — calm and easy' }).check();
  await submit.click();
  await expect(page.getByText('Please provide feedback')).toBeVisible();
  await expect(page.getByText('Please share your overall experience.').first()).toBeVisible();
  await expect(feedback).toBeFocused();
  await feedback.fill('');
  await expect(submit).toBeDisabled();

  const proof = page.getByLabel('Proof of your visit');
  await proof.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a receipt'),
  });
  await expect(page.getByText('Invalid file type', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload a PDF, JPG, or PNG file.').first()).toBeVisible();
  await proof.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(PROOF_MAX_BYTES + 1),
  });
  await expect(page.getByText('File too large', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload a file smaller than 5MB.').first()).toBeVisible();
  await expect(proof).toHaveValue('');
  /* A valid file takes the refusals away: the toasts and the message by the field. */
  await proof.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await expect(page.getByText('receipt.pdf')).toBeVisible();
  /* Well before the toasts' own 6 seconds are up. */
  await expect(toast(page, 'File too large')).toHaveCount(0, { timeout: 2000 });
  await expect(toast(page, 'Invalid file type')).toHaveCount(0, { timeout: 2000 });
  await expect(page.getByText('Please upload a file smaller than 5MB.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove file' }).click();

  /* Ticking the box without a proof does not make the review verified. */
  await feedback.fill('Quiet morning hours made the visit easy.');
  await expect(page.getByText('40/500')).toBeVisible();
  await page.getByRole('checkbox', { name: VERIFY_TEXT }).check();
  await submit.click();
  await expect(page).toHaveURL(/\/my-reviews$/);
  await expect(page.getByText('Review Submitted')).toBeVisible();
  await expect(page.getByText(UNVERIFIED_THANKS)).toBeVisible();

  /* A second review of the same business while the first is pending is refused at step 1,
   * before anything is written (decision 028); the server's 409 stays as the last guard. */
  await page.goto(`/review?provider=${business.id}`);
  await expect(combobox).toHaveValue(business.name);
  await expect(
    page.getByText(
      'You have already reviewed this business. Your review is waiting for moderation.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Basic Info' })).toBeVisible();
  await expect(page).toHaveURL(/\/review\?provider=/);
});

test('a signed-out visitor can fill the form; Submit opens the sign-in dialog', async ({
  page,
}) => {
  const [business] = await pickerItems(page);
  if (!business) throw new Error('no business to review');
  await page.goto('/review');

  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  const notListed = page.getByRole('link', { name: /Business not listed\?/ });
  await expect(notListed).toHaveAttribute('href', '/suggest-business');
  await expect(notListed).toHaveAttribute('target', '_blank');

  /* Accessible with the suggestion list open, and on the second step. */
  await page.getByRole('combobox', { name: 'Business' }).fill(business.name);
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseBusiness(page, business);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Dim or Adjustable Lighting' }).check();
  await page.getByLabel('Overall experience').fill('Soft lighting throughout.');
  await expectNoAxeViolations(page);
  let posted = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/reviews') || request.url().includes('/api/uploads')) {
      posted = true;
    }
  });
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please sign in to submit a review.')).toBeVisible();
  expect(posted).toBe(false);
});

test('?provider={id} preselects the business; an unknown id says so', async ({ page }) => {
  const items = await pickerItems(page);
  const business = items[items.length - 1];
  if (!business) throw new Error('no business to review');
  await page.goto(`/review?provider=${business.id}`);
  const combobox = page.getByRole('combobox', { name: 'Business' });
  await expect(combobox).toHaveValue(business.name);
  await expect(page.getByText(`Selected: ${business.name}`)).toBeVisible();
  await expect(page.getByLabel('Practitioner name')).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Sensory Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Basic Info' })).toBeFocused();
  await expect(combobox).toHaveValue(business.name);

  await page.goto('/review?provider=999999999');
  await expect(
    page.getByText('We could not find that business. Please search for it below.'),
  ).toBeVisible();
  await expect(combobox).toHaveValue('');
  await expect(page.getByLabel('Practitioner name')).toBeDisabled();
});

test('the Verified Reviewer badge shows in the user menu only when earned', async ({ page }) => {
  await page.goto('/');
  await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
  /* The menu asks for the reviewer's standing when it opens. */
  const trust = page.waitForResponse('**/api/me/reviewer-trust');
  await page.getByRole('button', { name: /Casey Member/ }).click();
  const answer = (await (await trust).json()) as { isVerifiedReviewer: boolean };
  expect(answer.isVerifiedReviewer).toBe(false);
  const menu = page.getByRole('menu');
  await expect(menu.getByText('member@calmpath.local')).toBeVisible();
  await expect(menu.getByText('Verified Reviewer')).toHaveCount(0);
  await page.keyboard.press('Escape');

  /* Earning it takes moderated reviews; the server's rule has its own tests, so stub the answer. */
  await page.route('**/api/me/reviewer-trust', (route) =>
    route.fulfill({
      json: { totalApproved: 3, verifiedApproved: 1, isVerifiedReviewer: true },
    }),
  );
  await page.reload();
  await page.getByRole('button', { name: /Casey Member/ }).click();
  await expect(page.getByRole('menu').getByText('Verified Reviewer')).toBeVisible();
});
