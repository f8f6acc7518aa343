import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { countMails } from './support/mail';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

/* Every test here walks a whole page by keyboard and runs axe on the dashboard's long tabs. */
test.beforeEach(() => {
  test.slow();
});

/*
 * The business side after approval (provider-admin-side.md §2, §4, §5, §8; decisions 012, 019).
 * The links come from the demo data: outside production the seeded server writes one live signup
 * link and one live upload link to DATA_DIR/demo-links.json (the admin panel that e-mails such
 * links is another slice). Each link works once, so each is used by exactly one test.
 */
type DemoLinks = Record<'signup' | 'upload', { providerId: number; url: string }>;
const demoLinks = (): DemoLinks =>
  JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'demo-links.json'), 'utf8'));
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

const PDF = {
  name: 'license.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

test.describe('secure upload link', () => {
  test('shows the business and request, refuses bad files, uploads by keyboard, then the link is spent', async ({
    page,
  }) => {
    const { upload } = demoLinks();
    await page.goto(pathOf(upload.url));
    await expect(page.getByRole('heading', { name: 'Upload Documents', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What our team asked for' })).toBeVisible();
    const welcome = page.getByRole('region', { name: 'Welcome to CalmPath' });
    await expect(welcome.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expectNoAxeViolations(page);

    const submit = page.getByRole('button', { name: 'Upload Documents' });
    await submit.click();
    await expect(toast(page, 'No file selected')).toBeVisible();
    await expect(page.getByText('Please upload a verification document.').first()).toBeVisible();

    const fileInput = page.getByLabel('Verification document');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(toast(page, 'Invalid file type')).toBeVisible();
    await fileInput.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    });
    await expect(toast(page, 'File too large')).toBeVisible();

    await fileInput.setInputFiles(PDF);
    const notes = page.getByLabel('Notes for our team');
    await tabTo(page, notes);
    await page.keyboard.type('Our license, renewed in May.');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Documents Submitted Successfully' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

    await page.goto(pathOf(upload.url));
    await expect(page.getByRole('heading', { name: 'Invalid Upload Link' })).toBeVisible();
    await expect(page.getByText('Invalid or expired upload link.')).toBeVisible();
    /* Our mail comes from a no-reply address: the page names the support address instead. */
    await expect(page.getByRole('link', { name: 'support@calmpath.example' })).toHaveAttribute(
      'href',
      'mailto:support@calmpath.example',
    );
    await expect(page.getByText(/reply to/i)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a malformed or missing token shows 'Invalid Upload Link' with 'Invalid security token'", async ({
    page,
  }) => {
    const { upload } = demoLinks();
    for (const url of [
      `/provider/upload-docs/${upload.providerId}?token=not-a-token`,
      `/provider/upload-docs/${upload.providerId}`,
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'Invalid Upload Link' })).toBeVisible();
      await expect(page.getByText('Invalid security token.')).toBeVisible();
    }
  });
});

test.describe('business signup link', () => {
  test('missing and invalid links say so, with Return to Home', async ({ page }) => {
    await page.goto('/business-signup');
    await expect(
      page.getByText('Missing provider ID or token. Please use a valid signup link.'),
    ).toBeVisible();
    await page.goto(`/business-signup?provider=1&token=${'A'.repeat(43)}`);
    await expect(
      page.getByText('Invalid or expired signup link. Please contact support for a new link.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.route('**/api/business/signup-links/*', (route) =>
      route.fulfill({
        status: 404,
        json: { error: { code: 'PROVIDER_NOT_FOUND', message: 'x' } },
      }),
    );
    await page.goto(`/business-signup?provider=1&token=${'B'.repeat(43)}`);
    await expect(page.getByText('Provider not found. Please contact support.')).toBeVisible();
    await page.unroute('**/api/business/signup-links/*');
    await page.route('**/api/business/signup-links/*', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await page.goto(`/business-signup?provider=1&token=${'C'.repeat(43)}`);
    await expect(
      page.getByText('Failed to validate signup link. Please try again or contact support.'),
    ).toBeVisible();
  });

  test('creates the account from the link, signed in and confirmed by the link itself, and lands on the dashboard', async ({
    page,
  }) => {
    const { signup } = demoLinks();
    const link = pathOf(signup.url);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Create your business account' })).toBeVisible();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('readonly', '');
    const contact = await email.inputValue();
    expect(contact).toMatch(/@/);
    await expectNoAxeViolations(page);

    const create = page.getByRole('button', { name: 'Create Business Account' });
    await create.click();
    await expect(toast(page, 'Validation Error')).toContainText(
      'Full name is required. Password is required',
    );
    await page.getByLabel('Full Name').fill('Olive Owner');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await create.click();
    await expect(
      page.getByText('Password must be at least 6 characters long', { exact: true }),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('calm-owner-pass');
    await page.getByLabel('Confirm Password').fill('calm-owner-pasz');
    await create.click();
    await expect(page.getByText('Passwords do not match').first()).toBeVisible();
    await page.getByLabel('Confirm Password').fill('calm-owner-pass');

    /* A known address: the page tries a password sign-in, which fails here. */
    const account = `**/api/business/signup-links/${signup.providerId}/account`;
    await page.route(account, (route) =>
      route.fulfill({
        status: 409,
        json: { error: { code: 'USER_ALREADY_EXISTS', message: 'User already registered' } },
      }),
    );
    await create.click();
    await expect(toast(page, 'Sign In Failed')).toContainText(
      'Invalid credentials. Please check your email and password.',
    );
    await page.unroute(account);
    await page.route(account, (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'X', message: 'Sign-ups are paused.' } },
      }),
    );
    await create.click();
    await expect(toast(page, 'Account Creation Failed')).toContainText('Sign-ups are paused.');
    await page.unroute(account);

    /* The token travels in the body, never in a URL the log writes (decision 036). */
    const linkToken = new URL(signup.url).searchParams.get('token') ?? '';
    expect(linkToken).toHaveLength(43);
    const accountRequest = page.waitForRequest(account);
    await create.click();
    const sent = await accountRequest;
    expect(sent.url()).not.toContain(linkToken);
    expect(sent.postDataJSON()).toMatchObject({ token: linkToken, fullName: 'Olive Owner' });
    await expect(toast(page, 'Account Created!')).toContainText(
      'Your business account is ready and you are signed in.',
    );

    /* No confirmation e-mail, no interstitial: the dashboard of the verified listing. */
    await expect(page).toHaveURL(/\/provider\/dashboard$/);
    await expect(page.getByText('Documents Verified')).toBeVisible();
    expect(countMails(contact, 'confirm-email')).toBe(0);
    await expectNoAxeViolations(page);

    /* The spent link greets its owner instead of calling itself invalid. */
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await expect(page).toHaveURL(/\/provider\/dashboard$/);
  });

  test("says 'Already Signed In' when a session appeared since the form loaded", async ({
    page,
  }) => {
    await page.goto(`/business-signup?provider=1&token=${'D'.repeat(43)}`);
    await page.route('**/api/business/signup-links/*', (route) =>
      route.fulfill({
        json: {
          provider: {
            id: 1,
            name: 'Calm Place',
            category: 'Dentist',
            location: 'Austin, TX',
            verificationStatus: 'verified',
          },
          email: 'someone@calm.example',
          state: 'valid',
        },
      }),
    );
    await page.reload();
    await page.getByLabel('Full Name').fill('Someone');
    await page.getByLabel('Password', { exact: true }).fill('calm-pass-1');
    await page.getByLabel('Confirm Password').fill('calm-pass-1');
    await page.route('**/api/me', (route) =>
      route.fulfill({
        json: {
          user: {
            id: 'x',
            email: 'someone@calm.example',
            fullName: 'Someone',
            emailVerified: true,
          },
          profile: null,
          roles: { roles: [], isAdmin: false, isModerator: false, isBusinessAdmin: false },
        },
      }),
    );
    await page.getByRole('button', { name: 'Create Business Account' }).click();
    await expect(toast(page, 'Already Signed In')).toBeVisible();
  });

  test("the confirmation page asks for sign-in ('Access Required'), names a foreign provider not found, a pending one 'Pending Verification'; setup failures", async ({
    page,
  }) => {
    await page.goto('/business-confirmed?provider=1');
    await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
    await signInWithDialog(page, 'owner@calmpath.local', DEMO_PASSWORD);
    await page.goto('/business-confirmed?provider=999999');
    await expect(
      page.getByRole('heading', { name: 'Provider Information Not Found' }),
    ).toBeVisible();

    /* The owner's business that is not verified yet. */
    const mine = await page.request.get('/api/business/providers');
    const { providers } = (await mine.json()) as {
      providers: { id: number; verificationStatus: string }[];
    };
    const waiting = providers.find((p) => p.verificationStatus !== 'verified');
    await page.goto(`/business-confirmed?provider=${waiting?.id}`);
    await expect(page.getByText('Pending Verification', { exact: true })).toBeVisible();
    const review = 'Our team reviews your listing and documents within 2-3 business days.';
    await expect(page.getByText(review)).toBeVisible();
    /* A verified listing is not told it waits for a review (decision 044). */
    const verified = providers.find((p) => p.verificationStatus === 'verified');
    expect(verified, 'the demo owner has a verified listing').toBeTruthy();
    await page.goto(`/business-confirmed?provider=${verified?.id}`);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByText(review)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to Business Dashboard' })).toHaveAttribute(
      'href',
      '/provider/dashboard',
    );
    await page.getByRole('link', { name: 'Complete Business Profile' }).click();
    await expect(page).toHaveURL(/\/provider-dashboard\?tab=profile$/);
    await page.goto(`/business-confirmed?provider=${verified?.id}`);

    await page.route('**/api/business/providers', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Unexpected Error' })).toBeVisible();
    await page.unroute('**/api/business/providers');

    /* A link answer the page cannot place. */
    const fakeLink = `/business-signup?provider=1&token=${'E'.repeat(43)}`;
    await page.route('**/api/business/signup-links/1', (route) =>
      route.fulfill({ status: 403, json: { error: { code: 'SOMETHING', message: 'x' } } }),
    );
    await page.goto(fakeLink);
    await expect(
      page.getByText('An unexpected error occurred. Please try again or contact support.'),
    ).toBeVisible();
    await page.unroute('**/api/business/signup-links/1');

    /* Completing setup fails: with the server's reason, without one, or with an odd answer. */
    await page.route('**/api/business/signup-links/1', (route) =>
      route.fulfill({
        json: {
          provider: {
            id: 1,
            name: 'Calm Place',
            category: 'Dentist',
            location: 'Austin, TX',
            verificationStatus: 'verified',
          },
          email: 'owner@calmpath.local',
          state: 'valid',
        },
      }),
    );
    await page.goto(fakeLink);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    const complete = '**/api/business/signup-links/1/complete';
    const continueButton = page.getByRole('button', { name: 'Continue to Dashboard' });
    for (const [answer, message] of [
      [
        { status: 409, json: { error: { code: 'LINK_USED', message: 'This link was used.' } } },
        'Failed to complete setup: This link was used.',
      ],
      [
        { status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } },
        'Failed to complete setup. Please contact support.',
      ],
      [
        { status: 200, json: { ok: false } },
        'Unexpected response from server. Please contact support.',
      ],
    ] as const) {
      await page.route(complete, (route) => route.fulfill(answer));
      await continueButton.click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await page.unroute(complete);
    }
  });
});

test.describe('provider dashboard', () => {
  test('signed out: redirects to sign-in and back', async ({ page }) => {
    await page.goto('/provider/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fprovider%2Fdashboard/);
  });

  test("a member sees 'Access Denied' with 'Learn How to Get Verified'", async ({ page }) => {
    await page.goto('/');
    await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
    await page.goto('/provider-dashboard');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn How to Get Verified' })).toHaveAttribute(
      'href',
      '/trust-and-safety',
    );
    await expectNoAxeViolations(page);
  });

  test("a business account without a business sees 'No Provider Account Found'", async ({
    page,
  }) => {
    await page.goto('/');
    await signInWithDialog(page, 'unlinked@calmpath.local', DEMO_PASSWORD);
    await page.goto('/provider/dashboard');
    await expect(page.getByRole('heading', { name: 'No Provider Account Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register as a Provider' })).toHaveAttribute(
      'href',
      '/provider-signup',
    );
    await expectNoAxeViolations(page);
  });

  test('the owner sees every verification state, uploads a document, and the badges follow', async ({
    page,
  }) => {
    await page.goto('/');
    await signInWithDialog(page, 'owner@calmpath.local', DEMO_PASSWORD);
    await page.goto('/provider/dashboard');
    const select = page.getByLabel('Your businesses');
    await expect(select.locator('option')).toHaveCount(4);
    const names = await select.locator('option').allTextContents();
    const seen = new Map<string, string>();
    for (const name of names) {
      await select.selectOption({ label: name });
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      const status = page.getByRole('region', { name: 'Status' });
      await expect(status).toContainText(/✓ Verified Provider|✗ Rejected|⏳ Pending Review/);
      const badge = (await status.textContent()) ?? '';
      const listed = badge.includes('✓ Verified Provider');
      /* One state (decision 045): a listing with the badge has nothing left to 'earn'. */
      const documents =
        [
          'Documents Verified',
          'Documents Rejected',
          'Documents Under Review',
          'No Documents Uploaded',
        ].find((b) => badge.includes(b)) ?? (listed ? 'listed, nothing sent' : undefined);
      expect(documents).toBeTruthy();
      seen.set(documents as string, name);
      if (listed) {
        await expect(page.getByText(/earn the Verified Provider badge/)).toHaveCount(0);
        expect(badge).not.toContain('No Documents Uploaded');
      }
      const uploadButton = page.getByRole('button', { name: 'Upload Verification Documents' });
      if (documents === 'Documents Verified') {
        await expect(uploadButton).toHaveCount(0);
        await expect(page.getByText('Average Rating')).toBeVisible();
        await expect(page.getByText('Total Reviews')).toBeVisible();
        await expect(page.getByText('Verified Reviews')).toBeVisible();
        await expect(page.getByText(/^\d\.\d$/)).toBeVisible();
      } else {
        await expect(uploadButton).toBeVisible();
      }
      if (documents === 'Documents Under Review') {
        await expect(page.getByRole('heading', { name: 'Admin Notes' })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    }
    /* The demo owner's unverified business is listed already: no 'No Documents Uploaded'. */
    expect([...seen.keys()].sort()).toEqual([
      'Documents Rejected',
      'Documents Under Review',
      'Documents Verified',
      'listed, nothing sent',
    ]);

    await select.selectOption({ label: seen.get('listed, nothing sent') as string });
    await expect(page.getByText(/so families see the accommodations you list/)).toBeVisible();
    await page.getByRole('button', { name: 'Upload Verification Documents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Verification Documents' });
    await dialog.getByLabel('Verification document').setInputFiles(PDF);
    await dialog.getByRole('button', { name: 'Upload Verification Documents' }).click();
    await expect(toast(page, 'Verification Documents Submitted')).toContainText(
      'Our team will review your documents and update your listing status.',
    );
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Status' })).toContainText(
      'Documents Under Review',
    );
  });

  test('the owner edits the profile by keyboard; the server rules and messages apply', async ({
    page,
  }) => {
    await page.goto('/');
    await signInWithDialog(page, 'owner@calmpath.local', DEMO_PASSWORD);
    await page.goto('/provider-dashboard?tab=profile');
    await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const phone = page.getByLabel('Phone');
    await phone.fill('0123');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Validation Error')).toContainText(
      'Please enter a valid phone number',
    );
    await expect(phone).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('(512) 555-0142');

    const description = page.getByLabel('About your business');
    await tabTo(page, description);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Quiet mornings, dimmable lights, and staff who explain each step.');
    const quiet = page.getByRole('checkbox', { name: 'Quiet Waiting Area' });
    const wasChecked = await quiet.isChecked();
    await tabTo(page, quiet);
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Save Profile' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Profile saved')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('(512) 555-0142');
    await expect(page.getByLabel('About your business')).toHaveValue(
      'Quiet mornings, dimmable lights, and staff who explain each step.',
    );
    await expect(page.getByRole('checkbox', { name: 'Quiet Waiting Area' })).toBeChecked({
      checked: !wasChecked,
    });
    await expect(page.getByText(/Last declared on/)).toBeVisible();

    /* Arrow keys move between the tabs (Radix Tabs). */
    await page.getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  });
});
