import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations, toast } from './support/page';

/* The words of the Photos tab, the admin's Photos tab and the story (decision 029). */
const UPLOADED = 'Photo added. Our team will review it before it appears on your profile.';
const ALT_REQUIRED = 'Please describe the photo for people who cannot see it.';
const WAITING = 'Waiting for review';
const APPROVED = 'Approved';
const ORDER_SAVED = 'Order saved.';
const PHOTO_APPROVED = 'Photo approved.';
const REJECT_NOTES = 'Please tell the business why the photo is not approved.';
const ALT = 'Front desk with a calm blue wall and a low counter';
const CAPTION = 'Say hello at the desk. You can ask for the quiet room here.';
const SEEDED_PENDING_ALT = 'A quiet corner with a beanbag and a shelf of books under a window';

async function photoFile() {
  const buffer = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 120, g: 160, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  return { name: 'front-desk.jpg', mimeType: 'image/jpeg', buffer };
}

async function openPhotosTab(page: Page) {
  await page.goto('/');
  await signInWithDialog(page, 'owner@calmpath.local', DEMO_PASSWORD);
  await page.goto('/provider-dashboard?tab=photos');
  await expect(page.getByRole('tab', { name: 'Photos', selected: true })).toBeVisible();
  return page.getByRole('tabpanel');
}

test.describe.configure({ mode: 'serial' });

test('the business admin adds a photo with alt text, orders it by keyboard, and an admin approves it into the story', async ({
  browser,
}) => {
  /* Three people, two axe runs and image processing: longer than one page's default. */
  test.setTimeout(120_000);
  /* ---------- The business admin ---------- */
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const panel = await openPhotosTab(owner);
  await expect(panel.getByRole('heading', { name: 'Photos', level: 2 })).toBeVisible();
  const steps = panel
    .getByRole('list', { name: 'Your what-to-expect story' })
    .getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText(APPROVED);
  await expect(steps.nth(2)).toContainText(WAITING);
  await expectNoAxeViolations(owner);

  const form = panel.getByRole('form', { name: 'Add photo' });
  await form.getByLabel('Photo', { exact: true }).setInputFiles(await photoFile());
  await form.getByRole('button', { name: 'Add photo' }).click();
  await expect(form.getByText(ALT_REQUIRED)).toBeVisible();
  await expect(form.getByLabel('Describe the photo (alt text)')).toBeFocused();

  await form.getByLabel('Describe the photo (alt text)').fill(ALT);
  await form.getByLabel('What happens at this step').fill(CAPTION);
  await form.getByRole('button', { name: 'Add photo' }).click();
  await expect(toast(owner, UPLOADED)).toBeVisible();
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(3)).toContainText('Step 4 of 4');
  await expect(steps.nth(3)).toContainText(WAITING);
  await expect(steps.nth(3).getByRole('img', { name: ALT })).toBeVisible();

  /* Move up by keyboard: the focus stays on the moved photo's button. */
  const moveUp = panel.getByRole('button', { name: 'Move up: step 4' });
  await moveUp.focus();
  await owner.keyboard.press('Enter');
  await expect(toast(owner, ORDER_SAVED)).toBeVisible();
  await expect(steps.nth(2).getByRole('img', { name: ALT })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Move up: step 3' })).toBeFocused();
  await expectNoAxeViolations(owner);

  /* ---------- The admin ---------- */
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  await signInWithDialog(admin, 'admin@calmpath.local', DEMO_PASSWORD);
  await admin.goto('/admin?tab=photos');
  await expect(admin.getByRole('tab', { name: 'Photos', selected: true })).toBeVisible();
  const queue = admin.getByRole('list', { name: 'Photos waiting for review' });
  const card = queue.getByRole('listitem').filter({ hasText: ALT });
  await expect(card).toContainText(CAPTION);
  await expectNoAxeViolations(admin);

  /* Rejecting needs a note. */
  const seeded = queue.getByRole('listitem').filter({ hasText: SEEDED_PENDING_ALT });
  await seeded.getByRole('button', { name: /^Reject photo/ }).click();
  await expect(seeded.getByText(REJECT_NOTES)).toBeVisible();

  await card.getByRole('button', { name: /^Approve photo/ }).click();
  /* A single decision asks once (decision 041). */
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin, PHOTO_APPROVED)).toBeVisible();
  await expect(queue.getByText(ALT)).toHaveCount(0);

  /* ---------- The story ---------- */
  await owner.reload();
  await expect(steps.nth(2)).toContainText(APPROVED);
  const story = owner.getByRole('region', { name: 'What to expect' });
  await expect(story.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  await story.getByRole('button', { name: 'Next' }).click();
  await expect(story.getByText('Step 2 of 3', { exact: true })).toBeVisible();
  await story.getByRole('button', { name: 'Next' }).click();
  await expect(story.getByText('Step 3 of 3', { exact: true })).toBeVisible();
  const image = story.getByRole('figure').getByRole('img', { name: ALT });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('srcset', /\/small 480w, .*\/large 900w$/);
  await expect(story.getByRole('figure').getByText(CAPTION)).toBeVisible();
  await expect(story.getByRole('button', { name: 'Next' })).toBeDisabled();
  await story
    .getByRole('button', { name: 'Step 1 of 3: You come in through this door.', exact: false })
    .click();
  await expect(story.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  await expect(story.getByRole('button', { name: 'Previous' })).toBeDisabled();

  /* The public sees it too, and nothing that is still waiting. */
  const publicContext = await browser.newContext();
  const response = await publicContext.request.get('/api/providers/1/photos');
  const { photos } = (await response.json()) as { photos: { altText: string }[] };
  expect(photos.map((p) => p.altText)).toContain(ALT);
  expect(photos.map((p) => p.altText)).not.toContain(SEEDED_PENDING_ALT);
  await Promise.all([ownerContext.close(), adminContext.close(), publicContext.close()]);
});

test('the business admin edits, refuses a wrong file and deletes a photo', async ({ page }) => {
  const panel = await openPhotosTab(page);
  const steps = panel
    .getByRole('list', { name: 'Your what-to-expect story' })
    .getByRole('listitem');
  await expect(steps.first()).toContainText(APPROVED);

  /* Changed text of an approved photo goes back to review. */
  await steps
    .first()
    .getByLabel('What happens at this step')
    .fill('You come in through the side door.');
  await steps.first().getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, 'Photo details saved. Our team will review the changes.')).toBeVisible();
  await expect(steps.first()).toContainText(WAITING);

  /* The browser already refuses what is not a photo; the server would too (415). */
  const form = panel.getByRole('form', { name: 'Add photo' });
  await form.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(form.getByText('Please upload a JPG, PNG or WebP photo.')).toBeVisible();

  const count = await steps.count();
  await steps
    .last()
    .getByRole('button', { name: /^Delete: step/ })
    .click();
  await expect(steps.last().getByText('Delete this photo?')).toBeVisible();
  await steps.last().getByRole('button', { name: 'Yes, delete' }).click();
  await expect(toast(page, 'Photo deleted.')).toBeVisible();
  await expect(steps).toHaveCount(count - 1);
});
