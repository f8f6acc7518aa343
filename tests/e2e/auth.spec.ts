import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  signInWithDialog,
  signUpAndConfirm,
  submitSignInDialog,
} from './support/auth';
import { countMails, readMail, uniqueEmail } from './support/mail';

test('sign up, confirm by e-mail, onboard, welcome, user menu, sign out and back in', async ({
  page,
}) => {
  const email = uniqueEmail('jordan');
  await signUpAndConfirm(page, email, 'quiet-rooms-1', 'Jordan Lee');

  await expect(page.getByRole('heading', { name: 'Welcome to CalmPath' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read about Trust & Safety' })).toHaveAttribute(
    'href',
    '/trust-and-safety',
  );
  await page.getByLabel('Full Name').fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await page.getByLabel('Full Name').fill('Jordan Lee');
  await page.getByLabel('Zip Code').fill('78701');
  for (const legend of [
    'Environment & Atmosphere',
    'Tools & Support Items',
    'Communication & Flexibility',
  ]) {
    await expect(page.getByRole('group', { name: legend })).toBeVisible();
  }
  await page.getByLabel('Quiet Waiting Area').check();
  await page.getByLabel('Visual Schedules or Social Stories').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your onboarding information has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('link', { name: 'Leave a Review' })).toHaveAttribute(
    'href',
    '/review',
  );
  await expect(page.getByRole('link', { name: 'Explore Providers' })).toHaveAttribute(
    'href',
    '/?near=78701',
  );

  const menuButton = page.getByRole('button', { name: /Jordan Lee/ });
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My Favorites' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();

  await page.goto('/');
  await signInWithDialog(page, email, 'quiet-rooms-1');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText('You have been successfully logged in.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Jordan Lee/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: /Jordan Lee/ })).toBeVisible();
});

test("wrong password shows 'Login Failed'", async ({ page }) => {
  await page.goto('/');
  const dialog = await submitSignInDialog(page, 'member@calmpath.local', 'not-the-password');
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("a registered e-mail shows 'Account Exists'", async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Join CalmPath' })).toBeVisible();
  await page.getByLabel('Email').fill('member@calmpath.local');
  await page.getByLabel('Password').fill('another-pass');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account Exists')).toBeVisible();
  await expect(
    page.getByText('An account with this email already exists. Please sign in instead.'),
  ).toBeVisible();
});

test("another sign-up failure shows 'Sign Up Failed' with the server message", async ({ page }) => {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(uniqueEmail('short'));
  const password = page.getByLabel('Password');
  await password.fill('123');
  /* The browser's own minlength check would stop the form: remove it to reach the server. */
  await password.evaluate((el) => el.removeAttribute('minlength'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Sign Up Failed')).toBeVisible();
  await expect(page.getByText('Password too short')).toBeVisible();
});

test("sign-up says 'Almost there!' for 4 seconds, stays in sign-up mode, then closes", async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign In' })
    .click();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const dialog = page.getByRole('dialog', { name: 'Join CalmPath' });
  await dialog.getByLabel('Email').fill(uniqueEmail('almost'));
  await dialog.getByLabel('Password').fill('calm-pass-9');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').getByText('Almost there!')).toBeVisible();
  await expect(
    dialog.getByText('Check your email for a confirmation link to activate your account.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 8000 });
});

test('an unconfirmed account is told why and can resend the confirmation', async ({ page }) => {
  const email = uniqueEmail('pending');
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('calm-pass-9');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await readMail(email, 'confirm-email');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('calm-pass-9');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').getByText(/confirm your e-mail address first/),
  ).toBeVisible();
  await expect(page.getByText('Email not verified')).toBeVisible();
  const before = countMails(email, 'confirm-email');
  await page.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(page.getByText(`We sent a new confirmation link to ${email}.`)).toBeVisible();
  await readMail(email, 'confirm-email', before);
});

test('the toggle switches mode and clears the fields; footnote links open in a new tab', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign In' })
    .click();
  let dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill('someone@example.com');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel('Full Name')).toHaveCount(0);
  await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  dialog = page.getByRole('dialog', { name: 'Join CalmPath' });
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await expect(dialog.getByLabel('Full Name')).toBeVisible();
  for (const name of ['Terms of Service', 'Privacy Policy']) {
    await expect(dialog.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
  await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an unexpected failure shows the generic error toast', async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/auth/sign-in/email', (route) => route.abort('connectionreset'));
  await submitSignInDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
  await expect(page.getByText('An unexpected error occurred. Please try again.')).toBeVisible();
});

test('the admin sees the Admin link; /onboarding needs sign-in and returns after', async ({
  page,
}) => {
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fonboarding$/);
  await page.getByLabel('Email').fill('admin@calmpath.local');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveAttribute('href', '/admin');
});

test('a sign-in in one tab is seen by the other tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/');
  await signInWithDialog(first, 'member@calmpath.local', DEMO_PASSWORD);
  await expect(second.getByRole('button', { name: /Casey Member/ })).toBeVisible();
  await first.getByRole('button', { name: /Casey Member/ }).click();
  await first.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(
    second.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
});

test('forgot password: reset by e-mail link, then sign in with the new password', async ({
  page,
}) => {
  const email = uniqueEmail('forgetful');
  await signUpAndConfirm(page, email, 'first-pass-1');
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  /*
   * Signed out once the header offers Sign In again: a page opened before the sign-out reached
   * the server would still come with the session in it (decision 048's first-view data).
   */
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have sent a link to choose a new password/)).toBeVisible();
  const mail = await readMail(email, 'reset-password');
  await page.goto(mail.links[0] ?? '');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm new password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('second-pass-2');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: email })).toBeVisible();
});
