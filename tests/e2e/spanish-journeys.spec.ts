import { expect, type Page, test } from '@playwright/test';
import { OTHER_CATEGORY } from '../../common/catalog/business-categories';
import {
  ADMIN_MESSAGES,
  ADMIN_QUEUE_MESSAGES,
  ADMIN_REVIEW_DESK_MESSAGES,
  CONFIRM_MESSAGES,
  VERIFICATION_TAB_MESSAGES,
} from '../../common/messages/es/admin';
import {
  APPLICATION_FIELD_LABELS,
  PROVIDER_APPLICATION_WIZARD_MESSAGES,
  PROVIDER_MESSAGES,
  PROVIDER_SIGNUP_PAGE_MESSAGES,
} from '../../common/messages/es/business';
import {
  ACCOMMODATION_LABELS,
  CATEGORY_LABELS,
  VISIT_DAY_LABELS,
} from '../../common/messages/es/catalog';
import {
  APPLICATION_RECEIVED_MAIL,
  VERIFICATION_APPROVED_MAIL,
} from '../../common/messages/es/mail';
import { PROFILE_MESSAGES } from '../../common/messages/es/provider';
import {
  RATING_MESSAGES,
  REVIEW_FORM_MESSAGES,
  REVIEW_MESSAGES,
  REVIEW_VISIT_MESSAGES,
  SENSORY_DETAILS_MESSAGES,
} from '../../common/messages/es/review';
import { COMMON_MESSAGES, VALIDATION_MESSAGES } from '../../common/messages/es/shared';
import { DEMO_PASSWORD } from './support/auth';
import { readMail, uniqueEmail } from './support/mail';
import { expectNoAxeViolations, toast } from './support/page';
import { englishOnlyStrings } from './support/spanish-catalog';
import { englishOnPage } from './support/spanish-text';

/*
 * The main journeys in Spanish (decision 062), at 390 px: a member reviews a business from its
 * Spanish page; a business applies through the Spanish wizard and gets its mail in Spanish; the
 * admin approves it in the Spanish admin panel and the approval mail is in Spanish too (decision
 * 066: mail in the language of the application that caused it). Every expected word comes from
 * the Spanish catalogs; each step is read for English catalog text (support/spanish-text.ts) and
 * checked by axe. Sign-up from /es and the public pages at rest have their own specs.
 */

test.use({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });

let english = new Map<string, string>();

test.beforeAll(async () => {
  english = await englishOnlyStrings();
});

async function expectSpanish(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
  expect(await englishOnPage(page, english), `English on ${where}`).toEqual([]);
}

/** Nothing wider than the 390 px phone: no sideways scrolling. */
async function expectFitsPhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

/** A Spanish-speaking member: signs up with the Spanish page's language and confirms by mail. */
async function spanishMember(page: Page) {
  const email = uniqueEmail('resena');
  await page.goto('/es');
  const origin = new URL(page.url()).origin;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    /* What the Spanish sign-up form sends (spanish-signup.spec.ts walks the form itself). */
    data: {
      name: 'Rosa Méndez',
      email,
      password: 'visita-tranquila-1',
      locale: 'es',
      callbackURL: `${origin}/es/onboarding`,
    },
    headers: { origin },
  });
  expect(signUp.ok(), 'sign up').toBe(true);
  const mail = await readMail(email, 'confirm-email');
  await page.goto(mail.links[0] ?? '');
  await expect(page).toHaveURL(/\/es\/onboarding$/);
}

const accommodationName = (name: string) =>
  (ACCOMMODATION_LABELS as Record<string, string>)[name] ?? name;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signInAsAdmin(page: Page) {
  await page.goto('/es');
  const origin = new URL(page.url()).origin;
  const r = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@calmpath.local', password: DEMO_PASSWORD },
    headers: { origin },
  });
  expect(r.ok(), 'sign in as the admin').toBe(true);
}

test('a member writes a review in Spanish: from the provider page to the Spanish thanks', async ({
  page,
}) => {
  test.slow();
  await spanishMember(page);

  await page.goto('/es/providers/3');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  /* A select's choices are not read by the text check: the review filter names them in Spanish. */
  const filter = page.getByLabel(PROFILE_MESSAGES.filterLabel).locator('option:not([value=""])');
  const listed = await filter.evaluateAll((options) =>
    options.map((o) => (o as HTMLOptionElement).value),
  );
  expect(listed.length).toBeGreaterThan(0);
  await expect(filter).toHaveText(listed.map((a) => accommodationName(a)));
  await page.getByRole('link', { name: PROFILE_MESSAGES.leaveReview }).first().click();
  await expect(page).toHaveURL(/\/es\/review\?provider=3$/);
  await expect(page.getByRole('combobox', { name: REVIEW_FORM_MESSAGES.business })).toHaveValue(
    name,
  );
  await page.getByRole('button', { name: COMMON_MESSAGES.next }).click();
  await expect(
    page.getByRole('heading', { name: REVIEW_MESSAGES.stepSensoryDetails }),
  ).toBeFocused();

  /* Feedback without a ticked accommodation: the form says so in Spanish, by toast and by field. */
  const feedback = page.getByLabel(SENSORY_DETAILS_MESSAGES.overallExperience);
  await feedback.fill('La sala de espera era tranquila y el personal nos dejó tomar pausas.');
  const submit = page.getByRole('button', { name: REVIEW_FORM_MESSAGES.submitReview });
  await submit.click();
  await expect(toast(page, REVIEW_MESSAGES.selectAccommodations.title)).toBeVisible();
  await expect(
    page.getByText(REVIEW_MESSAGES.selectAccommodations.description).first(),
  ).toBeVisible();
  await expectSpanish(page, 'the review form with its validation message');
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', { name: ACCOMMODATION_LABELS['Quiet Waiting Area'] }).check();
  await page.getByRole('radio', { name: RATING_MESSAGES.choice(5) }).check();
  /* The visit questions, opened: the weekdays are Spanish too. */
  await page
    .getByRole('button', {
      name: new RegExp(`^${escapeRegExp(REVIEW_VISIT_MESSAGES.visitDisclosure)}`),
    })
    .click();
  await expect(page.getByLabel(REVIEW_VISIT_MESSAGES.dayLabel).locator('option')).toHaveText([
    REVIEW_VISIT_MESSAGES.notSaid,
    ...VISIT_DAY_LABELS.days,
  ]);
  await expectSpanish(page, 'the review form with the visit questions open');
  await submit.click();
  await expect(page).toHaveURL(/\/es\/my-reviews$/);
  const thanks = toast(page, REVIEW_MESSAGES.submittedUnverified.title);
  await expect(thanks).toContainText(REVIEW_MESSAGES.submittedUnverified.description);
  await expectSpanish(page, 'my reviews after submitting');
});

test.describe('a business applies in Spanish and the admin approves it in Spanish', () => {
  test.describe.configure({ mode: 'serial' });

  const business = `Consultorio Sereno ${Date.now().toString(36)}`;
  const contact = uniqueEmail('consultorio');

  test('the Spanish wizard: its errors in Spanish, then the application and its Spanish mail', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/es/provider-signup');
    await expect(
      page.getByRole('heading', { level: 1, name: PROVIDER_SIGNUP_PAGE_MESSAGES.listYourBusiness }),
    ).toBeVisible();
    await page.getByRole('button', { name: PROVIDER_MESSAGES.fastTrack.maybeLater }).click();

    /* The choices of the selects are Spanish too (an option is not read by the text check). */
    const category = page.getByLabel(APPLICATION_FIELD_LABELS.businessCategory, { exact: true });
    await expect(category.locator(`option[value="${OTHER_CATEGORY}"]`)).toHaveText(
      CATEGORY_LABELS[OTHER_CATEGORY],
    );
    await expect(
      page.getByLabel(APPLICATION_FIELD_LABELS.locationCountCategory).locator('option'),
    ).toHaveText([...PROVIDER_MESSAGES.locationCounts]);

    /* Next with nothing filled in, then a bad e-mail: each field says what is wrong, in Spanish. */
    const next = page.getByRole('button', { name: PROVIDER_APPLICATION_WIZARD_MESSAGES.next });
    await next.click();
    const summary = page.getByRole('alert').filter({
      has: page.getByRole('heading', { name: VALIDATION_MESSAGES.incompleteStepTitle }),
    });
    await expect(summary.getByRole('link')).toHaveText([
      APPLICATION_FIELD_LABELS.businessName,
      APPLICATION_FIELD_LABELS.businessCategory,
      APPLICATION_FIELD_LABELS.email,
    ]);
    const name = page.getByLabel(APPLICATION_FIELD_LABELS.businessName);
    await expect(name).toHaveAccessibleDescription(VALIDATION_MESSAGES.businessNameRequired);
    const email = page.getByLabel(APPLICATION_FIELD_LABELS.email);
    await email.fill('consultorio@');
    await email.blur();
    await expect(page.getByText(VALIDATION_MESSAGES.invalidEmail)).toBeVisible();
    await expectSpanish(page, 'the wizard with its errors');
    await expectFitsPhone(page);
    await expectNoAxeViolations(page);

    await name.fill(business);
    await category.selectOption('Dentist');
    await email.fill(contact);
    await next.click();
    await expect(
      page.getByRole('heading', { level: 2, name: PROVIDER_MESSAGES.wizardSteps[1] }),
    ).toBeFocused();
    await page.getByLabel(ACCOMMODATION_LABELS['Quiet Waiting Area']).check();
    await next.click();
    await expect(
      page.getByRole('heading', { level: 2, name: PROVIDER_MESSAGES.wizardSteps[2] }),
    ).toBeFocused();
    await page.getByLabel(APPLICATION_FIELD_LABELS.consentListing).check();
    await page.getByLabel(APPLICATION_FIELD_LABELS.consentDataSharing).check();
    await page.getByLabel(APPLICATION_FIELD_LABELS.consentTerms).check();
    await expectSpanish(page, 'the wizard, step 3');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: PROVIDER_MESSAGES.submitApplication }).click();
    await expect(toast(page, PROVIDER_MESSAGES.applicationSubmitted.title)).toContainText(
      PROVIDER_MESSAGES.applicationSubmitted.description,
    );

    const mail = await readMail(contact, 'application-received');
    expect(mail.subject).toBe(APPLICATION_RECEIVED_MAIL.subject);
    expect(mail.text).toContain(APPLICATION_RECEIVED_MAIL.paragraphs[0]);
  });

  test('the admin approves it in the Spanish panel; the approval mail is in Spanish', async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await page.goto('/es/admin?tab=verification');
    await page
      .getByRole('search', { name: VERIFICATION_TAB_MESSAGES.verificationQueue })
      .getByLabel(ADMIN_QUEUE_MESSAGES.search)
      .fill(business);
    const card = page.getByRole('article', { name: business });
    await expect(card).toBeVisible();
    await expect(card.getByText(contact)).toBeVisible();
    await expectSpanish(page, 'the verification queue');
    await expectFitsPhone(page);

    await card
      .getByRole('button', { name: ADMIN_REVIEW_DESK_MESSAGES.verification.approveAndVerify })
      .click();
    const question = page.getByRole('alertdialog', {
      name: CONFIRM_MESSAGES.approveProvider.title(business, true),
    });
    await expect(question).toContainText(CONFIRM_MESSAGES.approveProvider.description(contact));
    await expectSpanish(page, 'the approval question');
    await expectNoAxeViolations(page);
    await question
      .getByRole('button', { name: ADMIN_REVIEW_DESK_MESSAGES.verification.approveAndVerify })
      .click();
    await expect(toast(page, ADMIN_MESSAGES.providerVerified.title)).toBeVisible();
    await expect(card).toBeHidden();

    const approved = await readMail(contact, 'verification-approved');
    expect(approved.subject).toBe(VERIFICATION_APPROVED_MAIL.subject);
    expect(approved.text).toContain(VERIFICATION_APPROVED_MAIL.greeting(business));
    expect(approved.text).toContain(VERIFICATION_APPROVED_MAIL.paragraphs[0]);
    const signup = approved.links.find((link) => link.includes('/business-signup?'));
    expect(signup, 'the signup link leads to the Spanish page').toMatch(/\/es\/business-signup\?/);
  });
});
